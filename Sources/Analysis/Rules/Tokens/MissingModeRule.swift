import Diagnostics

/// `tokens/missing-mode`: a token defined in some mode files of a family but not in others.
struct MissingModeRule: Rule {
    let descriptor = RuleDescriptor(
        id: "tokens/missing-mode",
        domain: .tokens,
        defaultSeverity: .information,
        summary: "a token defined for some modes but not for others",
        rationale: """
            With one file per mode (`light.tokens.json`, `dark.tokens.json`) every token must appear in each of \
            them; a token defined only for light has no value at all in dark mode.
            """,
        fix: "Define the token in the files of the missing modes, or move it to a file shared by every mode.",
        triggering: [
            RuleExample(##"""
                //- tokens/light.tokens.json
                { "background": { "$type": "color", "$value": "#FFFFFF" }, ↓"accent": { "$type": "color", "$value": "#0A6ED1" } }
                //- tokens/dark.tokens.json
                { "background": { "$type": "color", "$value": "#1D232A" } }
                """##),
        ],
        nonTriggering: [
            RuleExample(##"""
                //- tokens/light.tokens.json
                { "background": { "$type": "color", "$value": "#FFFFFF" } }
                //- tokens/dark.tokens.json
                { "background": { "$type": "color", "$value": "#1D232A" } }
                //- tokens/base.tokens.json
                { "accent": { "$type": "color", "$value": "#0A6ED1" } }
                """##),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        let tokens = index.tokens
        guard tokens.fileModes.count > 1, let file = tokens.files[path] else { return [] }
        var families: [String: [String]] = [:]
        for mode in tokens.modes where tokens.fileModes.contains(mode) {
            families[tokens.modeFamilies[mode] ?? "", default: []].append(mode)
        }
        var result: [Finding] = []
        var seen: Set<String> = []
        for token in file.tokens where seen.insert(token.name).inserted {
            guard let list = tokens.graph.definitions[token.name], list.first?.path == path,
                !list.contains(where: { $0.fileMode == nil })
            else { continue }
            let covered = Set(list.compactMap(\.fileMode))
            for (_, modes) in families.sorted(by: { $0.key < $1.key }) where modes.contains(where: covered.contains) {
                let missing = modes.filter { !covered.contains($0) }
                guard !missing.isEmpty else { continue }
                let have = modes.filter(covered.contains)
                let message = "`\(token.name)` is defined for \(have.joined(separator: ", ")) but not for \(missing.joined(separator: ", "))"
                result.append(finding(message, at: Location(path: path, range: token.keyRange)))
            }
        }
        return result
    }
}
