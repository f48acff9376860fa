import Analysis
import Diagnostics
import Foundation
import SourceText
import Testing

/// The example workspace's models: their style classes, and exactly the two deliberate defects.
struct ExampleModelsTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folder = "Examples/FioriTheme/Models/_ComponentProtocols"

    static func index() throws -> WorkspaceIndex {
        let directory = repositoryRoot.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
        let files = try names.map { name in
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            return SnapshotFile(path: "\(folder)/\(name)", kind: .swiftModel, text: SourceText(bytes: Array(data)))
        }
        return WorkspaceIndex(snapshot: Snapshot(files: files))
    }

    @Test func styleClasses() throws {
        let names = try ExampleModelsTests.index().models.styleClasses.map(\.name)
        // `isFollowing: Bool` is data, not a view: it yields no class.
        #expect(
            Set(names) == [
                "fdlAvatar", "fdlAvatar_avatar", "fdlHeadline", "fdlHeadline_headline", "fdlProfileHeader",
                "fdlProfileHeader_avatar", "fdlProfileHeader_headline", "fdlProfileHeader_subheadline",
                "fdlProfileHeader_badge",
            ])
    }

    @Test func deliberateDefectsAreTheOnlyFindings() throws {
        let index = try ExampleModelsTests.index()
        let findings = index.snapshot.paths.flatMap { path in ModelRules.all.flatMap { $0.findings(in: path, of: index) } }
        #expect(findings.map(\.ruleID).sorted() == ["sourcery/detached-annotation", "sourcery/unknown-key"])
    }
}
