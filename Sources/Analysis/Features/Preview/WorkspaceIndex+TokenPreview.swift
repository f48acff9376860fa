extension WorkspaceIndex {
    /// Each token system with its contexts and every token's value in each, as `explain` reads them
    /// (`TokenGraph.resolution`).
    func previewTokenSets() -> [ThemePreview.TokenSet] {
        tokens.systems.map { system in
            let graph = system.graph
            let contexts = graph.resolutionModes
            let tokens = graph.names.sorted().map { name in
                ThemePreview.Token(
                    name: name, type: graph.anyResolution(name)?.type,
                    place: graph.definitions[name]?.last.map { previewPlace($0.location) },
                    values: contexts.map { context in
                        graph.resolution(name, mode: context).map { resolution in
                            ThemePreview.TokenValue(
                                text: resolution.value ?? resolution.failure?.message ?? "unresolved", isResolved: resolution.isResolved,
                                color: resolution.color, chain: resolution.chain)
                        }
                    })
            }
            return ThemePreview.TokenSet(
                declaringPath: system.declaringPath.map { Snapshot.relativePath($0, to: snapshot.root) }, contexts: contexts, tokens: tokens)
        }
    }
}
