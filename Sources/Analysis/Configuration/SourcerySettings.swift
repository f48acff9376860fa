/// Settings for Sourcery-annotated Swift models.
package struct SourcerySettings: Sendable, Hashable {
    package init() {}
}
