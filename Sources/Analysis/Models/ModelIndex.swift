/// Everything the analysis knows about the workspace's Sourcery-annotated Swift models.
package struct ModelIndex: Sendable {
    /// Style classes derived from the models' components, for the stylesheet side.
    package var styleClasses: [DerivedStyleClass] = []

    package init(snapshot: Snapshot) {}
}
