/// A file or folder that a run did not read, and why: `check` reports each one instead of passing
/// over it in silence.
package struct SkippedFile: Hashable, Sendable {
    /// Absolute path.
    package var path: String
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package init(path: String, problem: FileReadProblem) {
        self.init(path: path, reason: problem.description)
    }
}
