/// What a property's value must be, as NUI's converters read it.
package enum NSSValueType: Sendable, Hashable {
    case color
    /// A number; NUI reads the leading numeric prefix (`2px` is 2).
    case number
    case integer
    case boolean
    /// Two numbers separated by a comma (`1,1`).
    case offset
    /// One to four numbers separated by spaces, CSS order (top right bottom left).
    case box
    case fontName
    /// An asset name, optionally with a folder and extension.
    case image
    /// A fixed set of words.
    case keyword([String])
    /// Class names separated by commas.
    case classList
    /// An SAP `FDLFontStyle` case (`body`, `headline`…).
    case fontStyle

    /// The case without its payload.
    package enum Kind: UInt8, Sendable {
        case color, number, integer, boolean, offset, box, fontName, image, keyword, classList, fontStyle
    }

    package var kind: Kind {
        switch self {
        case .color: return .color
        case .number: return .number
        case .integer: return .integer
        case .boolean: return .boolean
        case .offset: return .offset
        case .box: return .box
        case .fontName: return .fontName
        case .image: return .image
        case .keyword: return .keyword
        case .classList: return .classList
        case .fontStyle: return .fontStyle
        }
    }

    package var displayName: String {
        switch self {
        case .color: return "colour"
        case .number: return "number"
        case .integer: return "integer"
        case .boolean: return "boolean"
        case .offset: return "offset (`x,y`)"
        case .box: return "insets (1–4 numbers)"
        case .fontName: return "font name"
        case .image: return "image"
        case .keyword(let values): return "one of " + values.map { "`\($0)`" }.joined(separator: ", ")
        case .classList: return "class list"
        case .fontStyle: return "Fiori font style"
        }
    }
}

/// One property NUI (or SAP's fork) reads.
/// A class: analyses hold one per declaration and selector, and copying a reference is one count.
package final class NSSPropertyInfo: Sendable, Hashable {
    package let name: String
    package let type: NSSValueType
    /// One sentence for hover and completion.
    package let summary: String
    /// Its position in the catalog's list of properties.
    package let ordinal: Int

    package init(name: String, type: NSSValueType, summary: String, ordinal: Int) {
        self.name = name
        self.type = type
        self.summary = summary
        self.ordinal = ordinal
    }

    package static func == (first: NSSPropertyInfo, second: NSSPropertyInfo) -> Bool {
        first === second || (first.name == second.name && first.type == second.type && first.summary == second.summary)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(type)
        hasher.combine(summary)
    }
}

/// One built-in style class NUI applies to a UIKit type.
package final class NSSClassInfo: Sendable, Hashable {
    package let name: String
    /// The UIKit type it styles (`UIButton`).
    package let uikitType: String
    package let summary: String
    /// The properties its renderer reads.
    package let properties: Set<String>
    /// Whether it reads each catalog property, by the property's ordinal.
    private let readsByOrdinal: [Bool]

    package init(name: String, uikitType: String, summary: String, properties: Set<String>) {
        self.name = name
        self.uikitType = uikitType
        self.summary = summary
        self.properties = properties
        var readsByOrdinal = [Bool](repeating: false, count: NSSCatalog.propertyList.count)
        for property in properties {
            if let ordinal = NSSCatalog.properties[property]?.ordinal { readsByOrdinal[ordinal] = true }
        }
        self.readsByOrdinal = readsByOrdinal
    }

    /// True when the class's renderer reads `property`.
    package func reads(_ property: NSSPropertyInfo) -> Bool { readsByOrdinal[property.ordinal] }

    package static func == (first: NSSClassInfo, second: NSSClassInfo) -> Bool {
        first === second
            || (first.name == second.name && first.uikitType == second.uikitType && first.summary == second.summary
                && first.properties == second.properties)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(uikitType)
        hasher.combine(summary)
        hasher.combine(properties)
    }
}
