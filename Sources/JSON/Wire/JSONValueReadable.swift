/// A type that reads itself from well-formed JSON without `Decodable`'s containers, for messages that
/// arrive often. It returns nil for anything unusual, and ``JSONValueDecoder`` then decodes through
/// `Decodable` (whose errors name the field), so a value it returns must be the one `Decodable` gives.
public protocol JSONValueReadable: Decodable {
    init?(json: JSONValue)
}
