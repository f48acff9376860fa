/// Everything the analysis knows about the workspace's stylesheets.
package struct StylesheetIndex: Sendable {
    package init(snapshot: Snapshot, tokens: TokenIndex, models: ModelIndex) {}
}
