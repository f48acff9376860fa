extension WorkspaceIndex {
    /// Every explanation of `name` the workspace has: a name can be a constant in one place and a
    /// token elsewhere. Stylesheet names first, then tokens, then models.
    package func explain(_ name: String) -> [Explanation] {
        [stylesheets.explain(name)].compactMap { $0 } + tokens.explanations(of: name) + [models.explain(name)].compactMap { $0 }
    }
}
