import SourceText
import SourceryModels

extension WorkspaceIndex {
    func modelCompletions(path: String, offset: Int) -> CompletionAnswer {
        guard let file = models.file(path),
            let comment = file.sourcery.comments.first(where: {
                $0.contentRange.start <= offset && $0.line == file.text.line(containing: offset)
            })
        else { return CompletionAnswer() }
        let text = file.text
        let word = TypedWord(in: text, at: offset, isWordByte: TypedWord.isNameByte)
        let piece = AnnotationPieceAtCursor(text: text, contentStart: comment.contentRange.start, offset: offset)
        let vocabulary = file.vocabulary ?? Vocabulary.fioriComponents
        let declaration = models.nextDeclaration(for: comment, in: file)
        let ranking = CompletionRanking(prefix: word.prefix)
        if let key = piece.key {
            guard let entry = vocabulary.entry(for: key) else { return CompletionAnswer() }
            return ranking.rank(annotationValues(for: entry, word: word, text: text))
        }
        var candidates: [CompletionCandidate] = []
        for entry in vocabulary.keys where entry.match == .exact && !entry.isDead {
            let fits = declaration.map { entry.target.accepts($0.kind) } ?? true
            guard fits else { continue }
            candidates.append(
                CompletionCandidate(
                    label: entry.key, kind: .annotationKey, detail: "\(entry.shape.description), on \(entry.target.description)",
                    replacing: word.range))
        }
        return ranking.rank(candidates)
    }

    /// Values a key takes that the workspace can list: builders, component and type names, frameworks.
    private func annotationValues(for entry: VocabularyKey, word: TypedWord, text: SourceText) -> [CompletionCandidate] {
        func values(_ list: [String], _ detail: String) -> [CompletionCandidate] {
            list.map { CompletionCandidate(label: $0, kind: .annotationValue, detail: detail, replacing: word.range) }
        }
        switch entry.shape {
        case .builderWithAt:
            return values(models.usedValues(of: ["resultBuilder.name"], dropping: nil) + ["@ViewBuilder"], "result builder")
        case .builderWithoutAt:
            return values(models.usedValues(of: ["customFunctionBuilder"], dropping: "@") + ["ViewBuilder"], "result builder")
        case .typeName:
            let components = models.components.map(\.name)
            // A backing component may also be one of SwiftUI's views (`Text`, `Image`).
            let views = entry.key.hasSuffix("backingComponent") ? Array(UnknownTypeRule.knownViews) : []
            return values(
                Array(Set(components + views + models.declaredTypeNames.filter { !$0.hasPrefix("_") })).sorted(), "component or type")
        case .arrayOfStrings where entry.key == "importFrameworks":
            let frameworks = ["SwiftUI", "Combine", "FioriThemeManager", "FioriCharts", "FioriSwiftUICore", "Foundation", "UIKit"]
            // What is already typed of `["…"]` is not inserted again.
            let opened = FrameworkListOpening(text: text, before: word.range.start)
            return frameworks.map { name in
                let label = opened == .none ? "[\"\(name)\"]" : name
                return CompletionCandidate(
                    label: label, kind: .annotationValue, detail: "framework", insertText: opened.insertion(of: name), replacing: word.range)
            }
        case .flagOrString where entry.key == "bindingPropertyOptional":
            return values([".constant(\"\")"], "default binding")
        default:
            return []
        }
    }
}

/// The annotation piece (between commas) the cursor is in: its key when the cursor is after `=`.
struct AnnotationPieceAtCursor {
    var key: String?

    init(text: SourceText, contentStart: Int, offset: Int) {
        let typed = text[TextRange(start: contentStart, end: max(contentStart, offset))]
        var pieceStart = typed.startIndex
        var inQuotes = false
        var depth = 0
        for index in typed.indices {
            switch typed[index] {
            case "\"": inQuotes.toggle()
            case "(", "[", "{", "<": if !inQuotes { depth += 1 }
            case ")", "]", "}", ">": if !inQuotes { depth = max(0, depth - 1) }
            case ",": if !inQuotes && depth == 0 { pieceStart = typed.index(after: index) }
            default: break
            }
        }
        let piece = typed[pieceStart...]
        guard let equal = piece.firstIndex(of: "=") else {
            key = nil
            return
        }
        var name = Substring(piece[..<equal])
        // In the first piece, `:` opens namespaces: the key is after the last one.
        if let colon = name.lastIndex(of: ":") { name = name[name.index(after: colon)...] }
        key = name.trimmed(of: " \t")
    }
}

extension ModelIndex {
    /// The declaration an annotation comment applies to, or the one it was meant for (detached).
    package func nextDeclaration(for comment: AnnotationComment, in file: ModelFile) -> Declaration? {
        if let bound = comment.boundDeclarations.first { return file.sourcery.declarations[bound] }
        if let intended = comment.detachment?.intendedDeclaration { return file.sourcery.declarations[intended] }
        return file.sourcery.declarations.first { $0.anchorLine > comment.line }
    }

    /// String values written for `keys` anywhere in the workspace, without the leading `dropping`.
    func usedValues(of keys: Set<String>, dropping: String?) -> [String] {
        var result: Set<String> = []
        for file in files.values {
            for comment in file.sourcery.comments {
                for annotation in comment.annotations where keys.contains(annotation.key) {
                    guard case .string(var value) = annotation.value else { continue }
                    if let dropping, value.hasPrefix(dropping) { value.removeFirst(dropping.count) }
                    result.insert(value)
                }
            }
        }
        return result.sorted()
    }
}

extension StringProtocol {
    func trimmed(of set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}

/// How much of `["Name"]` is typed before the word being completed: nothing, `[` or `["`.
enum FrameworkListOpening: Equatable {
    case none
    case bracket
    case quote

    init(text: SourceText, before offset: Int) {
        let bytes = text.bytes
        var index = offset - 1
        if index >= 0, bytes[index] == UInt8(ascii: "\"") {
            self = .quote
            return
        }
        while index >= 0, bytes[index] == 32 { index -= 1 }
        self = index >= 0 && (bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: ",")) ? .bracket : .none
    }

    func insertion(of name: String) -> String {
        switch self {
        case .none: return "[\"\(name)\"]"
        case .bracket: return "\"\(name)\""
        case .quote: return name
        }
    }
}
