extension WorkspaceIndex {
    /// Every explanation of `name` the workspace has: a name can be a constant in one place and a
    /// token elsewhere.
    package func explain(_ name: String) -> [Explanation] {
        []
    }
}
