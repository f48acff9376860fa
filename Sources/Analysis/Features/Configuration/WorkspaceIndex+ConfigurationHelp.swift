import JSON
import SourceText

/// Completion and hover in `nuance.json`, from the schema the VS Code extension validates it with
/// (``ConfigurationSchema``).
extension WorkspaceIndex {
    func configurationCompletions(path: String, offset: Int) -> CompletionAnswer {
        guard let text = snapshot.files[path]?.text, let string = JSONStringAtCursor(text: text, offset: offset) else {
            return CompletionAnswer()
        }
        let document = JSONSyntax.parse(text)
        let container = ConfigurationKeys.container(in: document, at: offset)
        let replacing = TextRange(start: string.contentStart, end: ConfigurationKeys.stringContentEnd(in: text, from: offset))
        let ranking = CompletionRanking(prefix: text[TextRange(start: string.contentStart, end: offset)])
        let schema = ConfigurationSchema.shared
        switch string.role {
        case .key:
            guard let setting = schema.setting(at: container.keys) else { return CompletionAnswer() }
            let present = Set(container.object?.members.filter { !$0.keyRange.touches(offset) }.map(\.key) ?? [])
            var candidates = setting.properties.filter { !present.contains($0.name) }.map {
                CompletionCandidate(label: $0.name, kind: .tokenKey, detail: $0.setting.description, replacing: replacing)
            }
            if container.keys == ["rules"] {
                candidates += RuleRegistry.ids.filter { !present.contains($0) }.map {
                    CompletionCandidate(label: $0, kind: .tokenKey, detail: RuleRegistry.rule(withID: $0)?.descriptor.summary, replacing: replacing)
                }
            }
            return ranking.rank(candidates)
        case .value(let key):
            guard let setting = schema.setting(at: container.keys + [key]) else { return CompletionAnswer() }
            return ranking.rank(
                (setting.allowedValues + setting.examples).map {
                    CompletionCandidate(label: $0, kind: .value, detail: setting.description, replacing: replacing)
                })
        }
    }

    func configurationHover(path: String, offset: Int) -> HoverContent? {
        guard let text = snapshot.files[path]?.text else { return nil }
        let document = JSONSyntax.parse(text)
        guard let (keys, keyRange) = ConfigurationKeys.key(in: document, at: offset) else { return nil }
        if keys.count == 2, keys[0] == "rules", let rule = RuleRegistry.rule(withID: keys[1]) {
            return HoverContent(
                range: keyRange,
                blocks: [
                    .title(keys[1], kind: "rule"), .paragraph(rule.descriptor.summary),
                    .paragraph("Severities: `off`, `error`, `warning`, `information`, `hint` (default `\(rule.descriptor.defaultSeverity)`)."),
                ])
        }
        guard let setting = ConfigurationSchema.shared.setting(at: keys) else { return nil }
        var blocks: [HoverBlock] = [.title(keys.joined(separator: "."), kind: "setting")]
        if let description = setting.description { blocks.append(.paragraph(description)) }
        if !setting.allowedValues.isEmpty {
            blocks.append(.paragraph("Values: " + setting.allowedValues.map { "`\($0)`" }.joined(separator: ", ")))
        } else if !setting.properties.isEmpty {
            blocks.append(.paragraph("Settings: " + setting.properties.map { "`\($0.name)`" }.joined(separator: ", ")))
        }
        return HoverContent(range: keyRange, blocks: blocks)
    }
}

/// Where the cursor is in `nuance.json`, as the keys that lead there.
enum ConfigurationKeys {
    /// The keys of the objects around `offset` (the innermost object is `object`); empty at the root.
    static func container(in document: JSONDocument, at offset: Int) -> (keys: [String], object: JSONNode?) {
        guard let root = document.root, root.isObject, root.range.start < offset, offset < root.range.end else { return ([], document.root) }
        var keys: [String] = []
        var object = root
        descend: while true {
            for member in object.members where member.value.isObject && member.value.range.start < offset && offset < member.value.range.end {
                keys.append(member.key)
                object = member.value
                continue descend
            }
            return (keys, object)
        }
    }

    /// The keys that lead to the key the cursor is on, and the range of that key.
    static func key(in document: JSONDocument, at offset: Int) -> (keys: [String], range: TextRange)? {
        guard var node = document.root else { return nil }
        var keys: [String] = []
        while node.isObject {
            guard let member = node.members.first(where: { $0.range.touches(offset) }) else { return nil }
            keys.append(member.key)
            if member.keyRange.touches(offset) { return (keys, member.keyRange) }
            node = member.value
        }
        return nil
    }

    /// Where the string the cursor is in ends: its closing quote, else the end of the line.
    static func stringContentEnd(in text: SourceText, from offset: Int) -> Int {
        let bytes = text.bytes
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A { end += 1 }
        return end
    }
}
