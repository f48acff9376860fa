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
            RuleExample(##"""
                //- app.resolver.json
                { "version": "2025.10", "modifiers": { "theme": { "contexts": {
                  "dark": [{ "$ref": "dark.tokens.json" }], "dark-hc": [{ "$ref": "dark.tokens.json" }, { "$ref": "dark-hc.tokens.json" }],
                  "light": [{ "$ref": "light.tokens.json" }] } } } }
                //- light.tokens.json
                { "background": { "$type": "color", "$value": "#FFFFFF" } }
                //- dark.tokens.json
                { "background": { "$type": "color", "$value": "#1D232A" }, ↓"glow": { "$type": "color", "$value": "#0A6ED1" } }
                //- dark-hc.tokens.json
                { "background": { "$type": "color", "$value": "#000000" } }
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
            RuleExample(##"""
                //- one.resolver.json
                { "version": "2025.10", "modifiers": { "theme": { "contexts": {
                  "light": [{ "$ref": "one/light.tokens.json" }], "dark": [{ "$ref": "one/dark.tokens.json" }] } } } }
                //- one/light.tokens.json
                { "background": { "$type": "color", "$value": "#FFFFFF" } }
                //- one/dark.tokens.json
                { "background": { "$type": "color", "$value": "#1D232A" } }
                //- two/theme-light.tokens.json
                { "surface": { "$type": "color", "$value": "#FAFAFA" } }
                """##),
            RuleExample(##"""
                //- app.resolver.json
                { "version": "2025.10", "modifiers": { "theme": { "contexts": {
                  "dark": [{ "$ref": "dark.tokens.json" }], "dark-hc": [{ "$ref": "dark.tokens.json" }, { "$ref": "dark-hc.tokens.json" }] } } } }
                //- dark.tokens.json
                { "background": { "$type": "color", "$value": "#1D232A" }, "glow": { "$type": "color", "$value": "#0A6ED1" } }
                //- dark-hc.tokens.json
                { "background": { "$type": "color", "$value": "#000000" } }
                """##),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        // Only the contexts of the token's own system count: its resolver's modifiers, its Tokens
        // Studio theme groups, or the modes of configuration and file names.
        guard let system = index.tokens.system(of: path), let file = index.tokens.files[path] else { return [] }
        let axes = system.axes.filter { $0.contexts.count > 1 }
        guard !axes.isEmpty else { return [] }
        var result: [Finding] = []
        var seen: Set<String> = []
        for token in file.tokens where seen.insert(token.name).inserted {
            guard let list = system.graph.definitions[token.name], list.first?.path == path,
                !list.contains(where: { $0.fileMode == nil })
            else { continue }
            let definingPaths = Set(list.filter { $0.inheritedFrom == nil }.map(\.path))
            for axis in axes {
                let covered = axis.contexts.filter { $0.paths.contains(where: definingPaths.contains) }.map(\.name)
                guard !covered.isEmpty, covered.count < axis.contexts.count else { continue }
                let missing = axis.contexts.map(\.name).filter { !covered.contains($0) }
                let message = "`\(token.name)` is defined for \(covered.joined(separator: ", ")) but not for \(missing.joined(separator: ", "))"
                result.append(finding(message, at: Location(path: path, range: token.keyRange)))
            }
        }
        return result
    }
}
