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

/// One property NUI (or SAP's fork) reads. A class: every file's name table refers to the catalog's
/// entries, and one reference costs one count where a copy of the fields costs three.
package final class NSSPropertyInfo: Sendable, Hashable {
    package let name: String
    package let type: NSSValueType
    /// One sentence for hover and completion.
    package let summary: String
    /// The property's position in the catalog, for per-class sets of properties.
    package let ordinal: Int

    package init(name: String, type: NSSValueType, summary: String, ordinal: Int) {
        self.name = name
        self.type = type
        self.summary = summary
        self.ordinal = ordinal
    }

    package static func == (lhs: NSSPropertyInfo, rhs: NSSPropertyInfo) -> Bool {
        lhs === rhs || (lhs.name == rhs.name && lhs.type == rhs.type && lhs.summary == rhs.summary)
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// One built-in style class NUI applies to a UIKit type (a class, as ``NSSPropertyInfo``).
package final class NSSClassInfo: Sendable, Hashable {
    package let name: String
    /// The UIKit type it styles (`UIButton`).
    package let uikitType: String
    package let summary: String
    package let properties: Set<String>
    /// The class's position in the catalog.
    package let ordinal: Int

    package init(name: String, uikitType: String, summary: String, properties: Set<String>, ordinal: Int) {
        self.name = name
        self.uikitType = uikitType
        self.summary = summary
        self.properties = properties
        self.ordinal = ordinal
    }

    package static func == (lhs: NSSClassInfo, rhs: NSSClassInfo) -> Bool {
        lhs === rhs
            || (lhs.name == rhs.name && lhs.uikitType == rhs.uikitType && lhs.summary == rhs.summary && lhs.properties == rhs.properties)
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
