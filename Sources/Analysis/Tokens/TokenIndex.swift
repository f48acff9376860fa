/// Everything the analysis knows about the workspace's design tokens, and the palette.
package struct TokenIndex: Sendable {
    package let palette: Palette

    package init(snapshot: Snapshot) {
        palette = .empty
    }
}
