import NSS
import SourceText

/// Where the cursor stands in a `.nss` file, read from the tokens before it (so that half-typed
/// text works: a property without its colon, a value without its `;`).
package enum StylesheetCompletionContext: Sendable, Hashable {
    /// At top level: a selector, or a `@definition`.
    case selector
    /// Inside a rule set, where a property name goes; the rule set's classes.
    case property(classes: [String])
    /// After `property:`.
    case value(property: String, classes: [String])
    /// After `@name:`.
    case definitionValue(name: String)
    /// In a comment, an `@media` header or anywhere nothing can be offered.
    case none

    package init(file: StylesheetFile, wordStart: Int) {
        let tokens = file.syntax.tokens
        // Before looking for the last token: a comment that opens the file has none before it.
        if StylesheetCompletionContext.isInComment(tokens: tokens, offset: wordStart) {
            self = .none
            return
        }
        guard let last = StylesheetCompletionContext.lastToken(in: tokens, endingBy: wordStart) else {
            self = .selector
            return
        }
        var index = last
        while index >= 0 {
            let token = tokens[index]
            switch token.kind {
            case .colon:
                guard let nameIndex = StylesheetCompletionContext.significant(before: index, in: tokens) else {
                    self = .none
                    return
                }
                let name = tokens[nameIndex]
                if name.kind == .variable {
                    self = .definitionValue(name: file.text[TextRange(start: Int(name.start) + 1, end: Int(name.end))])
                    return
                }
                if let before = StylesheetCompletionContext.significant(before: nameIndex, in: tokens), tokens[before].kind == .leftParen {
                    self = .none  // `@media (key:value)`
                    return
                }
                guard let classes = StylesheetCompletionContext.enclosingClasses(tokens: tokens, from: nameIndex, text: file.text) else {
                    self = .none  // a property outside any rule set
                    return
                }
                self = .value(property: file.text[name.range], classes: classes)
                return
            case .leftBrace, .semicolon:
                if let classes = StylesheetCompletionContext.enclosingClasses(tokens: tokens, from: index + 1, text: file.text) {
                    self = .property(classes: classes)
                } else {
                    self = .selector
                }
                return
            case .rightBrace:
                self = .selector
                return
            case .leftParen, .rightParen, .mediaKeyword, .andKeyword:
                if token.kind == .mediaKeyword || token.kind == .andKeyword {
                    self = .none
                    return
                }
            default:
                break
            }
            index -= 1
        }
        self = .selector
    }

    /// The last token that ends at or before `offset`.
    static func lastToken(in tokens: [NSSToken], endingBy offset: Int) -> Int? {
        var low = 0
        var high = tokens.count - 1
        var found: Int?
        while low <= high {
            let middle = (low + high) / 2
            if Int(tokens[middle].end) <= offset {
                found = middle
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return found
    }

    /// True when `offset` lies inside a comment (after its opening delimiter).
    static func isInComment(tokens: [NSSToken], offset: Int) -> Bool {
        let index = lastToken(in: tokens, endingBy: offset) ?? -1
        for candidate in [index, index + 1] where candidate >= 0 && candidate < tokens.count {
            let token = tokens[candidate]
            switch token.kind {
            case .comment:
                if Int(token.start) < offset && offset < Int(token.end) { return true }
            case .lineComment, .unterminatedComment:
                if Int(token.start) < offset && offset <= Int(token.end) { return true }
            default:
                break
            }
        }
        return false
    }

    static func significant(before index: Int, in tokens: [NSSToken]) -> Int? {
        var position = index - 1
        while position >= 0, tokens[position].kind.isTrivia { position -= 1 }
        return position >= 0 ? position : nil
    }

    /// The classes of the rule set that encloses the token at `index` (searching backwards for an
    /// unmatched `{`); nil at top level or directly inside `@media`.
    static func enclosingClasses(tokens: [NSSToken], from index: Int, text: SourceText) -> [String]? {
        var depth = 0
        var position = index - 1
        while position >= 0 {
            switch tokens[position].kind {
            case .rightBrace:
                depth += 1
            case .leftBrace:
                if depth == 0 {
                    guard let before = significant(before: position, in: tokens), tokens[before].kind != .rightParen else { return nil }
                    var classes: [String] = []
                    var cursor: Int? = before
                    while let current = cursor {
                        let token = tokens[current]
                        if token.kind == .identifier {
                            classes.append(text[token.range])
                        } else if token.kind != .comma && token.kind != .colon {
                            break
                        }
                        cursor = significant(before: current, in: tokens)
                    }
                    // `Button:Large` names the class `Large`: keep the last name of each chain.
                    return classes.reversed()
                }
                depth -= 1
            default:
                break
            }
            position -= 1
        }
        return nil
    }
}
