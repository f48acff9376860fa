import NSS
import SourceText

/// Formats a `.nss` stylesheet: one declaration per line as `name: value;`, blocks indented, a blank
/// line between blocks, every comment kept.
///
/// Meaning never changes: a stylesheet with syntax problems (which NUI rejects as a whole, and whose
/// reading depends on the exact bytes) is not formatted, and `@name: value;` definitions keep their
/// own text because FioriThemeManager reads those lines byte by byte (`@a:blue;` and `@a: blue;` differ
/// for it). Values keep their tokens; the space between two tokens becomes one space, or stays absent.
package struct StylesheetFormatter {
    private enum State {
        case between
        case selectors
        case mediaHeader
        case property
        case value
    }

    private enum Block {
        case ruleSet, media
    }

    private let syntax: NSSStylesheet
    private let style: FormattingStyle
    private let newline: String
    private var output = ""
    private var lineHasContent = false
    /// True right after a line was ended by a `;`, `{`, `}` or definition: a comment that follows on
    /// the same source line goes back onto it.
    private var justEndedLine = false
    private var blocks: [Block] = []
    private var state = State.between
    private var breaksBefore = 0
    private var sawTriviaBefore = false
    private var afterOpenBrace = false
    private var afterTopLevelBlock = false
    /// The last item was a comment on its own line: a block right below it stays attached to it.
    private var afterOwnLineComment = false
    private let definitionEnds: [Int: Int]

    /// The formatted text, or nil when the stylesheet cannot be formatted without risk.
    package static func format(_ file: StylesheetFile, style: FormattingStyle) -> String? {
        guard file.isNUIContent, file.syntax.problems.isEmpty, !file.text.repairedInvalidUTF8 else { return nil }
        var formatter = StylesheetFormatter(syntax: file.syntax, style: style)
        return formatter.run()
    }

    private init(syntax: NSSStylesheet, style: FormattingStyle) {
        self.syntax = syntax
        self.style = style
        self.newline = syntax.text.lineTerminator
        var ends: [Int: Int] = [:]
        for definition in syntax.definitions { ends[definition.name.start] = definition.range.end }
        self.definitionEnds = ends
    }

    private mutating func run() -> String {
        var index = 0
        let tokens = syntax.tokens
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .space:
                sawTriviaBefore = true
            case .newline:
                sawTriviaBefore = true
                breaksBefore += lineBreaks(in: token.range)
            case .comment:
                emitComment(token)
            case .variable where state == .between:
                let end = definitionEnds[Int(token.start)] ?? Int(token.end)
                startItem()
                write(syntax.text[TextRange(start: Int(token.start), end: end)])
                endLine()
                while index + 1 < tokens.count, Int(tokens[index + 1].start) < end { index += 1 }
            default:
                emitSignificant(token)
            }
            index += 1
        }
        if lineHasContent { output += newline }
        while output.hasSuffix(newline + newline) { output.removeLast(newline.count) }
        return output
    }

    private func lineBreaks(in range: TextRange) -> Int {
        var count = 0
        var position = range.start
        while position < range.end {
            let byte = syntax.text.bytes[position]
            if byte == UInt8(ascii: "\n") {
                count += 1
            } else if byte == UInt8(ascii: "\r") {
                count += 1
                if position + 1 < range.end, syntax.text.bytes[position + 1] == UInt8(ascii: "\n") { position += 1 }
            }
            position += 1
        }
        return count
    }

    // MARK: Lines

    private var indentation: String { String(repeating: style.indentUnit, count: blocks.count) }

    private mutating func write(_ text: String) {
        output += text
        lineHasContent = true
        justEndedLine = false
        afterOwnLineComment = false
        breaksBefore = 0
        sawTriviaBefore = false
    }

    private mutating func endLine() {
        if lineHasContent {
            output += newline
            justEndedLine = true
        }
        lineHasContent = false
    }

    /// Starts a line for a new item (a definition, a rule set, a declaration, an own-line comment),
    /// with a blank line where the source had one or a top-level block begins or ends.
    private mutating func startItem(isBlock: Bool = false) {
        endLine()
        let blank: Bool
        if output.isEmpty || afterOpenBrace {
            blank = false
        } else if afterOwnLineComment && breaksBefore < 2 {
            blank = false
        } else if blocks.isEmpty && (isBlock || afterTopLevelBlock) {
            blank = true
        } else {
            blank = breaksBefore >= 2
        }
        if blank { output += newline }
        output += indentation
        afterOpenBrace = false
        afterTopLevelBlock = false
        afterOwnLineComment = false
    }

    // MARK: Tokens

    private mutating func emitComment(_ token: NSSToken) {
        let text = syntax.text[token.range]
        if breaksBefore == 0, justEndedLine, output.hasSuffix(newline) {
            output.removeLast(newline.count)
            write(" " + text)
            endLine()
            return
        }
        if !lineHasContent || breaksBefore > 0 {
            if state == .value || state == .property || state == .selectors || state == .mediaHeader {
                // A comment on its own line in the middle of a construct stays inside it, on that line.
                endLine()
                output += indentation + style.indentUnit
                write(text)
                return
            }
            startItem()
            write(text)
            endLine()
            afterOwnLineComment = true
            return
        }
        write(" " + text)
        if state == .between {
            endLine()
        }
    }

    private mutating func emitSignificant(_ token: NSSToken) {
        let text = syntax.text[token.range]
        switch token.kind {
        case .mediaKeyword where state == .between:
            startItem(isBlock: true)
            write(text)
            state = .mediaHeader
        case .leftBrace:
            write(" {")
            endLine()
            blocks.append(state == .mediaHeader ? .media : .ruleSet)
            state = .between
            afterOpenBrace = true
        case .rightBrace:
            _ = blocks.popLast()
            endLine()
            output += indentation
            write("}")
            endLine()
            state = .between
            afterOpenBrace = false
            afterTopLevelBlock = blocks.isEmpty
        case .semicolon:
            write(";")
            endLine()
            state = .between
        case .colon where state == .property:
            write(":")
            state = .value
            sawTriviaBefore = true  // `name: value` always has one space
        case .comma where state == .selectors:
            write(",")
            sawTriviaBefore = true
        default:
            switch state {
            case .between:
                if blocks.last == .ruleSet {
                    startItem()
                    write(text)
                    state = .property
                } else {
                    startItem(isBlock: true)
                    write(text)
                    state = .selectors
                }
            case .selectors, .mediaHeader, .value, .property:
                let separator = lineHasContent && (sawTriviaBefore || breaksBefore > 0) ? " " : ""
                if !lineHasContent { output += indentation + style.indentUnit }
                write(separator + text)
            }
        }
    }
}
