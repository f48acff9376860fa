import JSON
import SourceText

/// Reads one token file in any supported format. Never fails: problems are collected.
package enum TokenFileReader {
    package static func read(_ text: SourceText) -> TokenFile {
        read(JSONSyntax.parse(text))
    }

    /// Reads the token file at `path`: a `.json5` file as JSON5 (Style Dictionary reads those).
    package static func read(_ text: SourceText, path: String) -> TokenFile {
        read(JSONSyntax.parse(text, json5: isJSON5(path)))
    }

    package static func isJSON5(_ path: String) -> Bool { path.lowercased().hasSuffix(".json5") }

    package static func read(_ document: JSONDocument) -> TokenFile {
        let format = document.root.map(TokenFormat.detect) ?? .unknown
        var file = TokenFile(document: document, format: format)
        for problem in document.problems {
            file.problems.append(TokenProblem(.syntax, range: problem.range, message: problem.message))
        }
        guard let root = document.root else { return file }
        switch format {
        case .resolver:
            file.resolver = TokenResolver.read(root)
        case .tokensStudioThemes:
            file.setDeclaration = TokenSetDeclaration.readThemes(root)
        case .tokensStudioMetadata:
            file.setDeclaration = TokenSetDeclaration.readMetadata(root)
        case .styleDictionaryConfig:
            file.setDeclaration = TokenSetDeclaration.readStyleDictionaryConfig(root)
        case .unknown:
            break
        default:
            guard root.isObject else {
                file.problems.append(TokenProblem(.invalidToken, range: root.range, message: "a token file must hold an object, not \(root.kindName)"))
                return file
            }
            var walker = TokenTreeWalker(text: document.text, format: format)
            walker.walkGroup(root, segments: [], name: "", keyRange: .empty(at: root.range.start), inheritedType: nil, inheritedDeprecation: nil)
            file.tokens = walker.tokens
            file.groups = walker.groups
            file.problems += walker.problems
        }
        return file
    }
}

extension TokenFormat {
    /// True when every member of every object is an object, a string or a number, none is `$`-named,
    /// at least one is a string or a number, and none of those is at the top (`{ "a": 12 }` is a
    /// broken token file, not a group of values).
    static func hasOnlyPlainLeaves(_ root: JSONNode) -> Bool {
        // Arrays of plain values count too: Style Dictionary references their elements by position.
        func isPlainArray(_ node: JSONNode) -> Bool {
            guard case .array(let elements) = node.kind, !elements.isEmpty else { return false }
            return elements.allSatisfy { element in
                switch element.kind {
                case .string, .number: return true
                default: return false
                }
            }
        }
        guard root.members.allSatisfy({ $0.value.isObject || isPlainArray($0.value) }) else { return false }
        var sawLeaf = false
        var budget = 20_000
        func visit(_ node: JSONNode, depth: Int) -> Bool {
            guard depth < 64, budget > 0 else { return false }
            for member in node.members {
                budget -= 1
                guard !member.key.hasPrefix("$") else { return false }
                switch member.value.kind {
                case .object: if !visit(member.value, depth: depth + 1) { return false }
                case .string, .number: sawLeaf = true
                case .array where isPlainArray(member.value): sawLeaf = true
                default: return false
                }
            }
            return true
        }
        return visit(root, depth: 0) && sawLeaf
    }

    /// Recognises the format from the document's content.
    static func detect(_ root: JSONNode) -> TokenFormat {
        if case .array = root.kind {
            return root.elements.contains { $0["selectedTokenSets"] != nil || $0["group"] != nil } ? .tokensStudioThemes : .unknown
        }
        guard root.isObject else { return .unknown }
        if root["resolutionOrder"] != nil || (root["version"] != nil && (root["modifiers"] != nil || root["sets"]?.isObject == true) && root["$value"] == nil) {
            return .resolver
        }
        if root["tokenSetOrder"]?.elements.isEmpty == false { return .tokensStudioMetadata }
        if root["platforms"]?.isObject == true, root["source"] != nil || root["include"] != nil { return .styleDictionaryConfig }
        var sawDollarValue = false
        var sawColorObject = false
        var sawValue = false
        var sawSets = false
        var sawStudioType = false
        var budget = 20_000
        let schemaNames2025 = (root["$schema"]?.stringValue ?? "").contains("2025.10")
        // Once a `$value` is seen in a 2025.10 file, nothing else can change the answer.
        var settled = false
        func visit(_ node: JSONNode, depth: Int) {
            guard budget > 0, depth < 64, case .object(let members) = node.kind else { return }
            for index in members.indices {
                guard !settled else { return }
                budget -= 1
                let key = members[index].key
                // The keys looked for are ASCII, so an equal key has the same length.
                switch key.utf8.count {
                case 6 where key == "$value":
                    sawDollarValue = true
                    if members[index].value["colorSpace"] != nil { sawColorObject = true }
                    settled = schemaNames2025 || sawColorObject
                case 5 where key == "value":
                    let value = members[index].value
                    if !value.isObject || value["value"] == nil { sawValue = true }
                case 4 where key == "sets":
                    if members[index].value.members.contains(where: { $0.value["value"] != nil }) { sawSets = true }
                case 4 where key == "type":
                    if let type = members[index].value.stringValue, TokenType.tokensStudioTypes.contains(type) { sawStudioType = true }
                default:
                    break
                }
                if members[index].value.isObject { visit(members[index].value, depth: depth + 1) }
            }
        }
        visit(root, depth: 0)
        if sawDollarValue {
            return schemaNames2025 || sawColorObject ? .dtcg2025 : .dtcgDraft
        }
        if sawSets { return .spectrum }
        if root["$schema"]?.stringValue == nil, root.members.contains(where: { $0.value["$schema"]?.stringValue?.contains("spectrum") == true }) {
            return .spectrum
        }
        if sawValue { return sawStudioType ? .tokensStudio : .styleDictionary }
        // Plain values under groups and no `$` key anywhere: Style Dictionary's referenced values
        // (`"globals": { "unit": "px" }`); a DTCG file could not be written so.
        if Self.hasOnlyPlainLeaves(root) { return .styleDictionary }
        // Nothing but groups (or nothing at all): read it as DTCG, the format token files should use.
        return .dtcgDraft
    }
}

extension TokenResolver {
    static func read(_ root: JSONNode) -> TokenResolver {
        var resolver = TokenResolver()
        func sources(_ node: JSONNode) -> [Source] {
            let list = node["sources"]?.elements ?? node.elements
            return list.compactMap { element in
                guard let ref = element.member("$ref"), let path = ref.value.stringValue else { return nil }
                let filePart = path.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? path
                guard !filePart.isEmpty else { return nil }
                return Source(path: filePart, range: ref.value.range)
            }
        }
        for set in root["sets"]?.members ?? [] {
            resolver.setSources += sources(set.value)
        }
        for modifier in root["modifiers"]?.members ?? [] {
            var contexts: [(name: String, sources: [Source])] = []
            for context in modifier.value["contexts"]?.members ?? [] {
                contexts.append((context.key, sources(context.value)))
            }
            resolver.modifiers.append(Modifier(name: modifier.key, contexts: contexts, defaultContext: modifier.value["default"]?.stringValue))
        }
        return resolver
    }
}
