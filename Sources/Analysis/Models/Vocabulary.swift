import SourceryModels

/// The annotation keys some templates read: what `sourcery/unknown-key`, `wrong-declaration` and
/// `value-shape` check against, and what completion offers.
package struct Vocabulary: Sendable, Hashable {
    package var name: String
    /// One sentence: which templates read these keys.
    package var summary: String
    package var keys: [VocabularyKey]
    /// The vocabulary this one replaces (keys from it are reported as `sourcery/old-pattern-key`).
    package var predecessor: String?

    package init(name: String, summary: String, keys: [VocabularyKey], predecessor: String? = nil) {
        self.name = name
        self.summary = summary
        self.keys = keys
        self.predecessor = predecessor
    }

    /// The entry for `key`: an exact key first, then a prefix or pattern entry.
    package func entry(for key: String) -> VocabularyKey? {
        keys.first { $0.match == .exact && $0.key == key } ?? keys.first { $0.match != .exact && $0.matches(key) }
    }

    /// Keys that are read by a template (not dead), written exactly.
    package var liveExactKeys: [String] { keys.filter { !$0.isDead && $0.match == .exact }.map(\.key) }
}

/// Which declarations a key belongs on.
package enum KeyTarget: String, Sendable, Hashable, CaseIterable {
    /// A protocol, struct, class, enum or extension (a "model").
    case type
    /// A property.
    case property
    case any

    package init?(configurationValue: String) {
        switch configurationValue {
        case "type", "protocol", "model": self = .type
        case "property", "var": self = .property
        case "any": self = .any
        default: return nil
        }
    }

    package func accepts(_ kind: DeclarationKind) -> Bool {
        switch self {
        case .type: return kind.isTypeLike
        case .property: return kind == .variable
        case .any: return true
        }
    }

    package var description: String {
        switch self {
        case .type: return "a protocol or type"
        case .property: return "a property"
        case .any: return "any declaration"
        }
    }
}

/// What a key's value must look like.
package enum ValueShape: String, Sendable, Hashable, CaseIterable {
    /// No value (`@ViewBuilder`).
    case flag
    case string
    case number
    /// A JSON array of strings (`["Combine"]`); a plain string is ignored by the templates.
    case arrayOfStrings = "array"
    /// A string, or an array made by repeating the key.
    case stringOrArray = "string-or-array"
    /// A flag, or a string default (`bindingPropertyOptional = .constant("")`).
    case flagOrString = "flag-or-string"
    /// A type name (`backingComponent = ActivityItems`).
    case typeName = "type-name"
    /// A result builder written with `@` (`@TagBuilder`).
    case builderWithAt = "builder-with-at"
    /// A result builder written without `@` (`TagBuilder`).
    case builderWithoutAt = "builder-without-at"
    /// Any value, but a value is expected (`defaultValue = 1`).
    case value
    /// Anything.
    case any

    package init?(configurationValue: String) { self.init(rawValue: configurationValue) }

    package var description: String {
        switch self {
        case .flag: return "a flag without a value"
        case .string: return "a string"
        case .number: return "a number"
        case .arrayOfStrings: return "an array of strings such as `[\"Combine\"]`"
        case .stringOrArray: return "a string (repeat the key for more)"
        case .flagOrString: return "a flag or a string"
        case .typeName: return "a type name"
        case .builderWithAt: return "a result builder name with `@`"
        case .builderWithoutAt: return "a result builder name without `@`"
        case .value: return "a value"
        case .any: return "any value"
        }
    }
}

/// One key of a vocabulary.
package struct VocabularyKey: Sendable, Hashable {
    package enum Match: Sendable, Hashable {
        /// The key is exactly ``VocabularyKey/key``.
        case exact
        /// The key starts with ``VocabularyKey/key`` (`swiftui_view_mod_param…`).
        case prefix
        /// The key contains ``VocabularyKey/key`` (`virtualPropIntStateChanged`).
        case contains
        /// `default.<name>.value`: the key's first and last dotted parts equal ``VocabularyKey/key``'s.
        case dottedPattern
    }

    /// The key, or the fixed part of a pattern (`default.<var>.value`).
    package var key: String
    package var match: Match
    package var target: KeyTarget
    package var shape: ValueShape
    /// What the key does, in one or two sentences (hover, completion, explain).
    package var meaning: String
    /// Read by no template that runs.
    package var isDead: Bool
    /// A type carrying this flag is a component the generators derive names and style classes for.
    package var marksComponent: Bool
    /// The component is composed of child components.
    package var marksComposite: Bool

    package init(
        _ key: String, match: Match = .exact, on target: KeyTarget, shape: ValueShape, meaning: String,
        isDead: Bool = false, marksComponent: Bool = false, marksComposite: Bool = false
    ) {
        self.key = key
        self.match = match
        self.target = target
        self.shape = shape
        self.meaning = meaning
        self.isDead = isDead
        self.marksComponent = marksComponent
        self.marksComposite = marksComposite
    }

    package func matches(_ candidate: String) -> Bool {
        switch match {
        case .exact: return candidate == key
        case .prefix: return candidate.hasPrefix(key)
        case .contains: return candidate.contains(key)
        case .dottedPattern:
            let pattern = key.split(separator: ".")
            let parts = candidate.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count == 3 && pattern.count == 3 && parts[0] == pattern[0] && parts[2] == pattern[2] && !parts[1].isEmpty
        }
    }
}
