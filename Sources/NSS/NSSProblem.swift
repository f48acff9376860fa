import SourceText

/// Why NUI 0.5 rejects part of a stylesheet.
package enum NSSProblemCode: String, Sendable, Hashable, CaseIterable {
    case lineComment
    case unterminatedComment
    case important
    case quotedString
    case invalidCharacter
    case keywordPrefix
    case missingSemicolon
    case missingCloseBrace
    case missingOpenBrace
    case missingColon
    case emptyValue
    case secondColon
    case selectorWithColon
    case selectorWithSpace
    case missingSelector
    case unknownAtRule
    case declarationOutsideRuleSet
    case definitionInRuleSet
    case nestedMedia
    case malformedMedia
    case unexpectedToken
}

/// One thing NUI 0.5's tokenizer or parser rejects, with the range to underline.
package struct NSSProblem: Sendable, Hashable {
    package var code: NSSProblemCode
    package var range: TextRange
    /// Lower-case start, names in backticks, ends with the run-time consequence.
    package var message: String

    package init(code: NSSProblemCode, range: TextRange, message: String) {
        self.code = code
        self.range = range
        self.message = message
    }

    /// What every syntax error costs at run time.
    package static let consequence = "NUI drops the whole stylesheet at run time"
}
