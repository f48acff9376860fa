import Diagnostics
import NSS
import SourceText

/// Something wrong with one value.
package struct ValueIssue: Sendable, Hashable {
    package var range: TextRange
    package var message: String
    package var severity: Severity
    /// The value to write instead, when one is obvious (a did-you-mean of an enum value).
    package var replacement: String? = nil
}

/// What a value is after NUI's variable substitution.
package enum SubstitutedValue: Sendable {
    /// The tokens NUI converts, and the variable they came from.
    case parts(NSSParts, via: String?)
    /// The value is one undefined variable (NUI throws at launch).
    case undefined(String, NSSToken)
    /// The value names a variable NUI cannot substitute (mixed with other tokens, or defined as another
    /// variable).
    case unresolvable
}

extension StylesheetFile {
    /// The tokens NUI converts for `value`: the whole value, or a variable's definition when the value is
    /// exactly one variable.
    package func substitute(_ value: NSSValue) -> SubstitutedValue {
        let parts = syntax.parts(of: value)
        if parts.count == 1, parts[0].kind != .variable { return .parts(parts, via: nil) }
        guard parts.contains(where: { $0.kind == .variable }) else { return .parts(parts, via: nil) }
        guard parts.count == 1 else { return .unresolvable }
        let name = variableName(parts[0])
        guard let definition = nuiDefinition(of: name) else { return .undefined(name, parts[0]) }
        let definitionParts = syntax.parts(of: syntax.definitions[definition].value)
        if definitionParts.contains(where: { $0.kind == .variable }) { return .unresolvable }
        return .parts(definitionParts, via: name)
    }

    /// What NUI converts for the value of declaration `index` (``substitute(_:)``, decided when the file
    /// was analysed).
    package func substitution(ofDeclaration index: Int) -> SubstitutedValue {
        switch declarationSubstitutions[index] {
        case .literal, .definition:
            let (parts, definition) = substitutedParts(ofDeclaration: index)
            return .parts(parts, via: definition.map { definitionNames[$0] })
        case .undefined:
            let token = syntax.parts(of: syntax.declarations[index].value)[0]
            return .undefined(variableName(token), token)
        case .unresolvable:
            return .unresolvable
        }
    }

    /// The tokens NUI converts for the value of declaration `index`, and the definition they come from;
    /// no tokens when NUI substitutes nothing (an undefined or unresolvable variable). Not optional:
    /// an optional of this pair is destroyed through the runtime, in a loop over every declaration.
    func substitutedParts(ofDeclaration index: Int) -> (parts: NSSParts, definition: Int?) {
        switch declarationSubstitutions[index] {
        case .literal:
            return (syntax.parts(of: syntax.declarations[index].value), nil)
        case .definition(let definition):
            return (syntax.parts(of: syntax.definitions[Int(definition)].value), Int(definition))
        case .undefined, .unresolvable:
            return (NSSParts.none, nil)
        }
    }

    /// The one token NUI converts for the value of declaration `index`, when there is exactly one (read
    /// without collecting the value's tokens).
    func soleSubstitutedPart(ofDeclaration index: Int) -> NSSToken? {
        switch declarationSubstitutions[index] {
        case .literal: syntax.singlePart(of: syntax.declarations[index].value)
        case .definition(let definition): syntax.singlePart(of: syntax.definitions[Int(definition)].value)
        case .undefined, .unresolvable: nil
        }
    }

    /// True when the value of declaration `index` is one token of a common form with nothing to say
    /// about it for its catalog property's type (`#RRGGBB`, a colour name, a number, a listed word, a
    /// font or image name): a quick
    /// answer, from the token's bytes, that ``valueIssues(ofDeclaration:)`` is empty.
    func readsWithoutIssue(declaration index: Int) -> Bool {
        guard let property = propertyInfos[index], let token = soleSubstitutedPart(ofDeclaration: index) else { return false }
        switch property.type {
        case .color: return isSixDigitHex(token) || (token.kind == .identifier && namedColor(token) != nil)
        case .number: return hasNumericPrefix(token)
        case .box: return token.kind == .identifier && hasNumericPrefix(token)
        case .integer: return isShortDigitRun(token)
        case .boolean: return isOne(of: StylesheetFile.booleanWords, token)
        // Which words `text-align` takes depends on the classes of the rule set.
        case .keyword(let values): return property.name != "text-align" && isOne(of: values, token)
        case .fontName, .image: return true
        case .offset, .classList, .fontStyle: return false
        }
    }

    /// The words NUI reads as a boolean.
    static let booleanWords = ["true", "false", "yes", "no", "YES", "NO", "1", "0"]

    /// True when the token's bytes are one of `words`.
    private func isOne(of words: [String], _ token: NSSToken) -> Bool {
        text.bytes.withUnsafeBufferPointer { bytes in
            let written = UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
            return words.contains { $0.utf8.elementsEqual(written) }
        }
    }

    /// True when the token is 1 to 18 ASCII digits: a whole number `Int` reads.
    private func isShortDigitRun(_ token: NSSToken) -> Bool {
        let start = Int(token.start)
        let end = Int(token.end)
        guard end > start, end - start <= 18 else { return false }
        return text.bytes.withUnsafeBufferPointer { bytes in
            (start..<end).allSatisfy { bytes[$0] >= UInt8(ascii: "0") && bytes[$0] <= UInt8(ascii: "9") }
        }
    }

    /// Problems with the value of a declaration for its property's type.
    package func valueIssues(ofDeclaration index: Int) -> [ValueIssue] {
        var readings = ColorReadingMemo()
        return valueIssues(ofDeclaration: index, readings: &readings)
    }

    /// Problems with the value of a declaration, reading colours through `readings`, which a caller
    /// keeps for the file.
    /// `customType` is the type `nuance.json` declares for a property NUI does not know.
    package func valueIssues(ofDeclaration index: Int, readings: inout ColorReadingMemo, customType: NSSValueType? = nil) -> [ValueIssue] {
        let declaration = syntax.declarations[index]
        let property = propertyInfos[index]
        guard declaration.colon != nil, !declaration.value.isEmpty, let type = property?.type ?? customType else { return [] }
        let (parts, definition) = substitutedParts(ofDeclaration: index)
        guard !parts.isEmpty else { return [] }
        let range = declaration.value.range
        func issue(_ message: String, _ severity: Severity = .warning, replacement: String? = nil) -> [ValueIssue] {
            // A value taken through a variable is fixed at the definition, not here.
            [
                ValueIssue(
                    range: range, message: definition.map { through(message, definition: $0) } ?? message, severity: severity,
                    replacement: definition == nil ? replacement : nil)
            ]
        }
        var written: String { syntax.nuiText(ofParts: parts) }
        var name: String { propertyNames[index] }
        switch type {
        case .color:
            let verdict = readings.verdict(of: parts, in: self)
            guard let message = verdict.failure ?? verdict.warning else { break }
            if verdict.failure != nil, let property, NSSCatalog.titleAttributeProperties.contains(property.name),
                classNames(of: declaration.ruleSet).contains(where: { NSSCatalog.titleAttributeClasses.contains($0) })
            {
                return issue(message + "; a nil title colour crashes the app", .error)
            }
            guard let definition else { return issue(message) }
            let marked = readings.message(throughDefinition: definition) { through(message, definition: definition) }
            return [ValueIssue(range: range, message: marked, severity: .warning)]
        case .number:
            if parts.count != 1 || !hasNumericPrefix(parts[0]) {
                return issue("`\(written)` is not a number; NUI reads 0")
            }
        case .integer:
            if parts.count != 1 || Int(written) == nil {
                return issue("`\(written)` is not a whole number")
            }
        case .boolean:
            if parts.count != 1 || !StylesheetFile.booleanWords.contains(written) {
                return issue("`\(written)` is not `true` or `false`")
            }
        case .offset:
            if parts.count == 1 {
                return issue("`\(name)` needs two numbers `x,y`; one number crashes the app", .error)
            }
            let numbers = parts.filter { $0.kind != .comma }
            if parts.count != 3 || parts[1].kind != .comma || numbers.contains(where: { !hasNumericPrefix($0) }) {
                let spaced = numbers.count == 2 && !parts.contains { $0.kind == .comma }
                return spaced
                    ? issue("`\(name)` must separate `x,y` with a comma; `\(written)` crashes the app", .error)
                    : issue("`\(written)` is not an offset `x,y`")
            }
        case .box:
            if parts.contains(where: { $0.kind == .comma }) {
                return issue("insets are separated by spaces; NUI counts the commas in `\(written)` as values")
            }
            if parts.count > 4 || parts.contains(where: { $0.kind != .identifier || !hasNumericPrefix($0) }) {
                return issue("`\(written)` is not 1 to 4 numbers")
            }
        case .fontName:
            if parts.count != 1 {
                return issue("a font name is one PostScript name such as `HelveticaNeue-Bold`")
            }
        case .image:
            if parts.count != 1 { return issue("`\(written)` is not an image name") }
        case .keyword(var values):
            if name == "text-align" {
                let classes = classNames(of: declaration.ruleSet)
                if classes.contains(where: { NSSCatalog.styleClass($0) != nil && $0 != "Button" && $0 != "TextField" && $0 != "SearchBarButton" }) {
                    values.removeAll { $0 == "fill" }
                }
            }
            if parts.count != 1 || !values.contains(written) {
                // UIKit's longer names start with NUI's word (`roundedRect` for `rounded`).
                let closest =
                    NameSuggestion.closest(to: written, in: values)
                    ?? values.filter { parts.count == 1 && written.lowercased().hasPrefix($0.lowercased()) }.max { $0.count < $1.count }
                let suggestion = closest.map { "; did you mean `\($0)`?" } ?? ""
                return issue(
                    "`\(written)` is not a value of `\(name)` (\(values.joined(separator: ", "))); NUI falls back to the default\(suggestion)",
                    replacement: closest)
            }
        case .classList:
            if parts.contains(where: { $0.kind != .identifier && $0.kind != .comma }) {
                return issue("`\(written)` is not a comma-separated list of class names")
            }
        case .fontStyle:
            if parts.count != 1 || !NSSCatalog.fontStyles.contains(written) {
                let closest = NameSuggestion.closest(to: written, in: NSSCatalog.fontStyles)
                let suggestion = closest.map { "; did you mean `\($0)`?" } ?? ""
                return issue("`\(written)` is not an `FDLFontStyle`\(suggestion)", replacement: closest)
            }
        }
        return []
    }

    /// `message` marked as said of the value of `definition`, which a declaration takes through its variable.
    private func through(_ message: String, definition: Int) -> String {
        ("\(message) (through `@\(definitionNames[definition])`)" as MessageText).string
    }

    /// Problems with a palette override definition: its value must be a colour for NUI/SAPFiori and, in
    /// the Fiori dialect, for FioriThemeManager's literal reading of the line.
    package func valueIssues(ofDefinition index: Int) -> [ValueIssue] {
        var readings = ColorReadingMemo()
        return valueIssues(ofDefinition: index, readings: &readings)
    }

    /// Problems with a palette override definition, reading colours through `readings`, which a caller
    /// keeps for the file.
    package func valueIssues(ofDefinition index: Int, readings: inout ColorReadingMemo) -> [ValueIssue] {
        let definition = syntax.definitions[index]
        guard overrideKeys[index] != nil, !definition.value.isEmpty else { return [] }
        let parts = syntax.parts(of: definition.value)
        guard !parts.contains(where: { $0.kind == .variable }) else { return [] }
        var issues: [ValueIssue] = []
        let reading = readings.verdict(of: parts, in: self)
        if let failure = reading.failure {
            issues.append(ValueIssue(range: definition.value.range, message: failure, severity: .warning))
        } else if let warning = reading.warning {
            issues.append(ValueIssue(range: definition.value.range, message: warning, severity: .warning))
        }
        var isFTMOnlyHex: Bool { parts.count == 1 && NSSColorLiteral.hexDigits(text[parts[0].range])?.count == 3 }
        if dialect == .fiori, reading.failure == nil || isFTMOnlyHex, let message = fioriThemeManagerProblem(definition: index) {
            issues.append(ValueIssue(range: definition.range, message: message, severity: .warning))
        }
        return issues
    }

    /// Why FioriThemeManager's reader misses a palette override NUI reads, if it does.
    func fioriThemeManagerProblem(definition index: Int) -> String? {
        let definition = syntax.definitions[index]
        let line = text.line(containing: definition.name.start)
        if text.lineStarts[line] == definition.name.start,
            FioriThemeManagerReader.readsHexValue(of: text, line: line, keyEnd: definition.name.end)
        {
            return nil
        }
        let name = definitionNames[index]
        guard text.lineStarts[line] == definition.name.start else {
            return "`@\(name)` does not start its line, so FioriThemeManager (which reads only lines starting with `@`) ignores it"
        }
        guard let entry = FioriThemeManagerReader.entry(of: text, line: line) else {
            return "this line does not split into one key and one value at `:`, so FioriThemeManager ignores `@\(name)`"
        }
        if entry.key != name {
            return "the key reads as `\(entry.key)` in FioriThemeManager (it does not trim), so it ignores this override; remove the space before `:`"
        }
        let value = entry.value
        if FioriThemeManagerReader.hexValue(value) != nil { return nil }
        if NSSCatalog.fioriThemeManagerNamedColors.contains(value) { return nil }
        if palette[value] != nil { return nil }
        for suffix in NSSCatalog.fioriThemeManagerSchemeSuffixes where value.hasSuffix(suffix) && palette[String(value.dropLast(suffix.count))] != nil {
            return nil
        }
        let trimmed = value.trimmingWhitespace
        if trimmed != value, NSSCatalog.fioriThemeManagerNamedColors.contains(trimmed) || palette[trimmed] != nil {
            return "the value reads as `\(value)` in FioriThemeManager (it does not trim), which names no colour; remove the space after `:`"
        }
        if value.hasSuffix(";") || value.utf8.firstRange(of: "/*".utf8) != nil {
            return "the value reads as `\(value)` in FioriThemeManager, which drops only the last character of the line; end the line with `;`"
        }
        return "`\(trimmed)` is no colour for FioriThemeManager (it accepts hex, basic colour names and palette names)"
    }
}

extension StylesheetFile {
    /// True when the token is `#RRGGBB` or `0xRRGGBB`.
    func isSixDigitHex(_ token: NSSToken) -> Bool {
        let start = Int(token.start)
        let end = Int(token.end)
        return text.bytes.withUnsafeBufferPointer { bytes in
            switch end - start {
            case 7: guard bytes[start] == UInt8(ascii: "#") else { return false }
            case 8: guard bytes[start] == UInt8(ascii: "0"), bytes[start + 1] | 0x20 == UInt8(ascii: "x") else { return false }
            default: return false
            }
            for index in (end - 6)..<end where !NSSColorLiteral.isHexDigit(bytes[index]) { return false }
            return true
        }
    }

    /// True when the token starts with a number NUI reads (`12`, `-1`, `.5`, `2px`).
    func hasNumericPrefix(_ token: NSSToken) -> Bool {
        var index = Int(token.start)
        let end = Int(token.end)
        return text.bytes.withUnsafeBufferPointer { bytes in
            if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            while index < end, bytes[index] == UInt8(ascii: ".") || (bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")) {
                if bytes[index] != UInt8(ascii: ".") { return true }
                index += 1
            }
            return false
        }
    }
}

extension String {
    var trimmingWhitespace: String {
        var slice = Substring(self)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }
}
