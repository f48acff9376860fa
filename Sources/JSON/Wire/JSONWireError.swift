/// JSON text that could not be read: json-c's reason and the byte offset where it stopped.
public struct JSONWireError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    /// Byte offset into the input where parsing stopped.
    public var offset: Int

    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { "\(message) at byte \(offset)" }
}
