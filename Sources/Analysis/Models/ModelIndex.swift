/// Everything the analysis knows about the workspace's Sourcery-annotated Swift models.
package struct ModelIndex: Sendable {
    package init(snapshot: Snapshot) {}
}
