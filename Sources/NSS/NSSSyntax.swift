import SourceText

// The syntax types are public, not package, and their accessors inlinable: the compiler inlines
// `@inlinable` members in other modules only for public types, and the rules read these accessors
// millions of times per run.

/// A value after `:`: the significant tokens between the colon and the `;` (kept as a token span so
/// that no per-value array is allocated).
public struct NSSValue: Sendable, Hashable {
    @usableFromInline var span: NSSSpan
    /// Index of the first token of the value in ``NSSStylesheet/tokens``.
    public var firstToken: Int32
    /// One past the last token of the value.
    public var endToken: Int32

    /// The kind of the value's token when it is exactly one: rules look at most values this way,
    /// without reading the token array.
    @usableFromInline var storedSoleTokenKind: NSSTokenKind?

    package init(range: TextRange, firstToken: Int32, endToken: Int32, soleTokenKind: NSSTokenKind? = nil) {
        self.span = NSSSpan(range)
        self.firstToken = firstToken
        self.endToken = endToken
        self.storedSoleTokenKind = endToken - firstToken == 1 ? soleTokenKind : nil
    }

    /// The kind of the value's token when the value is exactly one token.
    @inlinable public var soleTokenKind: NSSTokenKind? { storedSoleTokenKind }

    /// From the first to the last significant token; empty (at the end of the colon) when there is none.
    @inlinable public var range: TextRange {
        get { span.range }
        set { span = NSSSpan(newValue) }
    }

    @inlinable public var isEmpty: Bool { span.start == span.end }
}

/// `@name: value;`
public struct NSSDefinition: Sendable, Hashable {
    @usableFromInline var nameSpan: NSSSpan
    @usableFromInline var colonSpan: NSSSpan
    public var value: NSSValue
    @usableFromInline var semicolonSpan: NSSSpan
    @usableFromInline var wholeSpan: NSSSpan
    @usableFromInline var mediaIndex: Int32
    /// True for a definition written inside a rule set (a syntax error NUI rejects).
    public var isInsideRuleSet: Bool

    package init(
        name: TextRange, colon: TextRange?, value: NSSValue, semicolon: TextRange?, range: TextRange, media: Int?,
        isInsideRuleSet: Bool
    ) {
        self.nameSpan = NSSSpan(name)
        self.colonSpan = NSSSpan(colon)
        self.value = value
        self.semicolonSpan = NSSSpan(semicolon)
        self.wholeSpan = NSSSpan(range)
        self.mediaIndex = media.map { Int32($0) } ?? -1
        self.isInsideRuleSet = isInsideRuleSet
    }

    /// The variable token, with its `@`.
    @inlinable public var name: TextRange { nameSpan.range }
    @inlinable public var colon: TextRange? { colonSpan.optionalRange }
    @inlinable public var semicolon: TextRange? { semicolonSpan.optionalRange }
    /// From the name to the `;` (or the end of the value when the `;` is missing).
    @inlinable public var range: TextRange { wholeSpan.range }
    /// Index in ``NSSStylesheet/mediaBlocks`` of the enclosing `@media`, if any.
    @inlinable public var media: Int? { mediaIndex < 0 ? nil : Int(mediaIndex) }
}

/// `property: value;` inside a rule set.
public struct NSSDeclaration: Sendable, Hashable {
    @usableFromInline var propertySpan: NSSSpan
    @usableFromInline var colonSpan: NSSSpan
    public var value: NSSValue
    @usableFromInline var semicolonSpan: NSSSpan
    @usableFromInline var wholeSpan: NSSSpan
    @usableFromInline var ruleSetIndex: Int32

    package init(property: TextRange, colon: TextRange?, value: NSSValue, semicolon: TextRange?, range: TextRange, ruleSet: Int) {
        self.propertySpan = NSSSpan(property)
        self.colonSpan = NSSSpan(colon)
        self.value = value
        self.semicolonSpan = NSSSpan(semicolon)
        self.wholeSpan = NSSSpan(range)
        self.ruleSetIndex = Int32(ruleSet)
    }

    /// A declaration from its tokens, ending at `end`.
    init(property: NSSToken, colon: NSSToken, value: NSSValue, semicolon: NSSToken?, end: Int32, ruleSet: Int) {
        self.propertySpan = NSSSpan(property)
        self.colonSpan = NSSSpan(colon)
        self.value = value
        self.semicolonSpan = semicolon.map { NSSSpan($0) } ?? NSSSpan(start: -1, end: -1)
        self.wholeSpan = NSSSpan(start: property.start, end: end)
        self.ruleSetIndex = Int32(truncatingIfNeeded: ruleSet)
    }

    @inlinable public var property: TextRange { propertySpan.range }
    @inlinable public var colon: TextRange? { colonSpan.optionalRange }
    @inlinable public var semicolon: TextRange? { semicolonSpan.optionalRange }
    @inlinable public var range: TextRange { wholeSpan.range }
    /// Index in ``NSSStylesheet/ruleSets``.
    @inlinable public var ruleSet: Int { Int(ruleSetIndex) }
}

/// One selector of a rule set. NUI 0.5 accepts exactly one class name; `Button:Large` (accepted by
/// NUI ≤ 0.4 as `Large`) keeps its whole range in `range` and its last name in `name`.
public struct NSSSelector: Sendable, Hashable {
    @usableFromInline var wholeSpan: NSSSpan
    @usableFromInline var nameSpan: NSSSpan
    @usableFromInline var ruleSetIndex: Int32

    package init(range: TextRange, name: TextRange, ruleSet: Int) {
        self.wholeSpan = NSSSpan(range)
        self.nameSpan = NSSSpan(name)
        self.ruleSetIndex = Int32(ruleSet)
    }

    /// The selector that is exactly the name `token`.
    init(name token: NSSToken, ruleSet: Int) {
        self.wholeSpan = NSSSpan(token)
        self.nameSpan = wholeSpan
        self.ruleSetIndex = Int32(truncatingIfNeeded: ruleSet)
    }

    @inlinable public var range: TextRange { wholeSpan.range }
    /// The class name (the last name of a `A:B` chain).
    @inlinable public var name: TextRange { nameSpan.range }
    @inlinable public var ruleSet: Int { Int(ruleSetIndex) }
}

/// `A, B { declarations }`
public struct NSSRuleSet: Sendable, Hashable {
    @usableFromInline var firstSelector: Int32
    @usableFromInline var endSelector: Int32
    @usableFromInline var openBraceSpan: NSSSpan
    @usableFromInline var firstDeclaration: Int32
    @usableFromInline var endDeclaration: Int32
    @usableFromInline var closeBraceSpan: NSSSpan
    @usableFromInline var wholeSpan: NSSSpan
    @usableFromInline var mediaIndex: Int32

    package init(
        selectors: Range<Int>, openBrace: TextRange?, declarations: Range<Int>, closeBrace: TextRange?, range: TextRange, media: Int?
    ) {
        self.firstSelector = Int32(selectors.lowerBound)
        self.endSelector = Int32(selectors.upperBound)
        self.openBraceSpan = NSSSpan(openBrace)
        self.firstDeclaration = Int32(declarations.lowerBound)
        self.endDeclaration = Int32(declarations.upperBound)
        self.closeBraceSpan = NSSSpan(closeBrace)
        self.wholeSpan = NSSSpan(range)
        self.mediaIndex = media.map { Int32($0) } ?? -1
    }

    /// A rule set from its braces and the bounds of its text; `media` is -1 outside `@media`.
    init(selectors: Range<Int>, openBrace: NSSToken, declarations: Range<Int>, closeBrace: NSSToken?, start: Int32, end: Int32, media: Int32) {
        self.firstSelector = Int32(truncatingIfNeeded: selectors.lowerBound)
        self.endSelector = Int32(truncatingIfNeeded: selectors.upperBound)
        self.openBraceSpan = NSSSpan(openBrace)
        self.firstDeclaration = Int32(truncatingIfNeeded: declarations.lowerBound)
        self.endDeclaration = Int32(truncatingIfNeeded: declarations.upperBound)
        self.closeBraceSpan = closeBrace.map { NSSSpan($0) } ?? NSSSpan(start: -1, end: -1)
        self.wholeSpan = NSSSpan(start: start, end: end)
        self.mediaIndex = media
    }

    /// Indices into ``NSSStylesheet/selectors``.
    @inlinable public var selectors: Range<Int> { Int(firstSelector)..<Int(endSelector) }
    @inlinable public var openBrace: TextRange? { openBraceSpan.optionalRange }
    /// Indices into ``NSSStylesheet/declarations``.
    @inlinable public var declarations: Range<Int> { Int(firstDeclaration)..<Int(endDeclaration) }
    @inlinable public var closeBrace: TextRange? { closeBraceSpan.optionalRange }
    @inlinable public var range: TextRange { wholeSpan.range }
    @inlinable public var media: Int? { mediaIndex < 0 ? nil : Int(mediaIndex) }
}

/// A text range in 8 bytes (a syntax tree holds many), or none when `start` is negative.
@usableFromInline
struct NSSSpan: Sendable, Hashable {
    @usableFromInline var start: Int32
    @usableFromInline var end: Int32

    @inlinable
    init(_ range: TextRange) {
        start = Int32(truncatingIfNeeded: range.start)
        end = Int32(truncatingIfNeeded: range.end)
    }

    @inlinable
    init(_ range: TextRange?) {
        start = range.map { Int32(truncatingIfNeeded: $0.start) } ?? -1
        end = range.map { Int32(truncatingIfNeeded: $0.end) } ?? -1
    }

    init(_ token: NSSToken) {
        start = token.start
        end = token.end
    }

    init(start: Int32, end: Int32) {
        self.start = start
        self.end = end
    }

    @inlinable var range: TextRange { TextRange(start: Int(start), end: Int(end)) }
    @inlinable var optionalRange: TextRange? { start < 0 ? nil : range }
}

/// `(key:value)` in an `@media` header.
package struct NSSMediaOption: Sendable, Hashable {
    package var range: TextRange
    package var key: TextRange?
    package var value: TextRange?
}

/// `@media (device:ipad) and (orientation:landscape) { … }`
package struct NSSMediaBlock: Sendable, Hashable {
    package var keyword: TextRange
    package var options: [NSSMediaOption]
    package var openBrace: TextRange?
    package var items: [NSSItem]
    package var closeBrace: TextRange?
    package var range: TextRange
}

/// A top-level (or `@media`-level) piece of a stylesheet, in source order.
package enum NSSItem: Sendable, Hashable {
    case definition(Int)
    case ruleSet(Int)
    case media(Int)
    /// Text the parser skipped while recovering from an error (its problem says why).
    case skipped(TextRange)
}

/// A parsed `.nss` file: every token (every byte belongs to one), the items in source order, and
/// everything NUI 0.5 would reject. Parsing never fails.
public struct NSSStylesheet: Sendable {
    package var text: SourceText
    package var tokens: [NSSToken]
    package var items: [NSSItem]
    package var definitions: [NSSDefinition]
    package var ruleSets: [NSSRuleSet]
    package var selectors: [NSSSelector]
    package var declarations: [NSSDeclaration]
    package var mediaBlocks: [NSSMediaBlock]
    /// Sorted by position.
    package var problems: [NSSProblem]

    package init(_ text: SourceText) {
        self = NSSParser.parse(text)
    }

    package init(
        text: SourceText, tokens: [NSSToken], items: [NSSItem], definitions: [NSSDefinition], ruleSets: [NSSRuleSet],
        selectors: [NSSSelector], declarations: [NSSDeclaration], mediaBlocks: [NSSMediaBlock], problems: [NSSProblem]
    ) {
        self.text = text
        self.tokens = tokens
        self.items = items
        self.definitions = definitions
        self.ruleSets = ruleSets
        self.selectors = selectors
        self.declarations = declarations
        self.mediaBlocks = mediaBlocks
        self.problems = problems
    }

    package subscript(range: TextRange) -> String { text[range] }

    /// The significant tokens of a value, in order (no copy unless the value contains comments).
    package func parts(of value: NSSValue) -> NSSParts {
        let first = Int(value.firstToken)
        let end = Int(value.endToken)
        var index = first
        while index < end, !tokens[index].kind.isTrivia { index += 1 }
        if index == end { return NSSParts(storage: tokens, base: first, count: end - first) }
        let filtered = tokens[first..<end].filter { !$0.kind.isTrivia }
        return NSSParts(storage: filtered, base: 0, count: filtered.count)
    }

    /// The value's token when it is exactly one token.
    @inlinable
    public func singlePart(of value: NSSValue) -> NSSToken? {
        guard let kind = value.soleTokenKind else { return nil }
        return NSSToken(kind: kind, start: value.range.start, end: value.range.end)
    }

    /// The value as NUI stores it: its tokens joined with single spaces (`rgba ( 0 , 0 , 0 , 0.5 )`).
    package func nuiText(of value: NSSValue) -> String {
        parts(of: value).map { text[$0.range] }.joined(separator: " ")
    }

    /// True when the bytes of `range` equal `string` (no `String` is made).
    package func bytes(_ range: TextRange, equal string: StaticString) -> Bool {
        guard range.length == string.utf8CodeUnitCount else { return false }
        let pointer = string.utf8Start
        for offset in 0..<range.length where text.bytes[range.start + offset] != pointer[offset] { return false }
        return true
    }
}

/// The significant tokens of one value, indexed from 0.
/// Its members are inlinable: generic algorithms in other modules (`contains(where:)`, `map`) would
/// otherwise reach every element through the protocol's witness table.
public struct NSSParts: RandomAccessCollection, Sendable {
    @usableFromInline let storage: [NSSToken]
    @usableFromInline let base: Int
    public let endIndex: Int

    init(storage: [NSSToken], base: Int, count: Int) {
        self.storage = storage
        self.base = base
        self.endIndex = count
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public subscript(position: Int) -> NSSToken { storage[base + position] }

    /// No tokens.
    package static let none = NSSParts(storage: [], base: 0, count: 0)
}
