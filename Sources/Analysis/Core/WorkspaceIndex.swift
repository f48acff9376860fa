/// The cross-file index of one ``Snapshot``: every file parsed, every name resolved. Immutable; a new
/// snapshot gets a new index.
package struct WorkspaceIndex: Sendable {
    package let snapshot: Snapshot
    package let tokens: TokenIndex
    package let models: ModelIndex
    package let stylesheets: StylesheetIndex

    package init(snapshot: Snapshot) {
        self.snapshot = snapshot
        let tokens = TokenIndex(snapshot: snapshot)
        let models = ModelIndex(snapshot: snapshot)
        self.tokens = tokens
        self.models = models
        self.stylesheets = StylesheetIndex(snapshot: snapshot, tokens: tokens, models: models)
    }

    package var configuration: Configuration { snapshot.configuration }
}
