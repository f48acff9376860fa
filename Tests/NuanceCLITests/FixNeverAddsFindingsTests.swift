import Analysis
import Foundation
import Testing
import TestSupport
import Workspace

/// `check --fix` on the example workspace and the shared corpus and real-world folders keeps
/// `FixInvariants` (the rule examples are covered in `AnalysisTests`).
struct FixNeverAddsFindingsTests {
    @Test func exampleWorkspace() {
        let workspace = WorkspaceLoader.load(containing: ExampleGoldenTests.example)
        let index = WorkspaceIndex(snapshot: workspace.snapshot)
        let result = FixInvariants.check(index, paths: workspace.snapshot.paths)
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.changedFiles > 0, "the example has fixable findings on purpose")
    }

    /// The folders the stylesheet, token and Fiori goldens are taken from.
    @Test(arguments: [
        "corpus/nss", "corpus/nss-foreign", "corpus/tokens", "wild/fiori", "wild/nss-silos", "wild/tokens-terrazzo",
        "wild/tokens-spectrum", "wild/tokens-style-dictionary", "wild/tokens-studio-lion",
    ])
    func sharedCorpus(_ folder: String) throws {
        let path = ExampleGoldenTests.repository.appendingPathComponent("../shared/\(folder)").standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: path) else {
            try Test.cancel("\(path) is absent")
        }
        let workspace = WorkspaceLoader.load(containing: path, scope: [path])
        let inScope = workspace.snapshot.paths.filter { $0.hasPrefix(path + "/") }
        let result = FixInvariants.check(WorkspaceIndex(snapshot: workspace.snapshot), paths: inScope)
        #expect(result.problems.isEmpty, "\(folder): \(result.problems)")
    }
}
