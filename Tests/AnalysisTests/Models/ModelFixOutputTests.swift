import Analysis
import Diagnostics
import SourceText
import Testing
import TestSupport

/// The exact text each quick fix produces.
struct ModelFixOutputTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var before: String
        var after: String
        var testDescription: String { "\(rule): \(before.split(separator: "\n").first ?? "")" }
    }

    static let path = "Sources/Kit/_ComponentProtocols/A.swift"

    static let cases: [Case] = [
        Case(
            rule: "sourcery/value-shape",
            before: "// sourcery: BaseComponent, importFrameworks = Combine\npublic protocol _AComponent {}",
            after: "// sourcery: BaseComponent, importFrameworks = [\"Combine\"]\npublic protocol _AComponent {}"),
        Case(
            rule: "sourcery/value-shape",
            before: "protocol _A {\n    // sourcery: resultBuilder.name = \"TagBuilder\"\n    var tags: [String] { get }\n}",
            after: "protocol _A {\n    // sourcery: resultBuilder.name = \"@TagBuilder\"\n    var tags: [String] { get }\n}"),
        Case(
            rule: "sourcery/value-shape",
            before: "protocol _A {\n    // sourcery: @Binding = true\n    var isOn: Bool { get }\n}",
            after: "protocol _A {\n    // sourcery: @Binding\n    var isOn: Bool { get }\n}"),
        Case(
            rule: "sourcery/parse-trap",
            before: "protocol _A {\n    // sourcery: defaultValue = Avatar(size: 24)\n    var avatar: Avatar { get }\n}",
            after: "protocol _A {\n    // sourcery: defaultValue = \"Avatar(size: 24)\"\n    var avatar: Avatar { get }\n}"),
        Case(
            rule: "sourcery/parse-trap",
            before: "protocol _A {\n    /// sourcery: @Binding\n    var isOn: Bool { get }\n}",
            after: "protocol _A {\n    // sourcery: @Binding\n    var isOn: Bool { get }\n}"),
        Case(
            rule: "sourcery/old-pattern-key",
            before: "protocol _A {\n    // sourcery: no_view\n    var image: Image? { get }\n}",
            after: "protocol _A {\n    var image: Image? { get }\n}"),
        Case(
            rule: "sourcery/old-pattern-key",
            before: "protocol _A {\n    // sourcery: @ViewBuilder, no_style\n    var image: Image? { get }\n}",
            after: "protocol _A {\n    // sourcery: @ViewBuilder\n    var image: Image? { get }\n}"),
        Case(
            rule: "sourcery/old-pattern-key",
            before: "protocol _A {\n    // sourcery: bindingProperty\n    var isOn: Bool { get }\n}",
            after: "protocol _A {\n    // sourcery: @Binding\n    var isOn: Bool { get }\n}"),
        Case(
            rule: "sourcery/duplicate-conformance",
            before: "// sourcery: CompositeComponent\nprotocol _A: _B, _C, _B {}",
            after: "// sourcery: CompositeComponent\nprotocol _A: _B, _C {}"),
        Case(
            rule: "sourcery/detached-annotation",
            before: "protocol _A {\n    // sourcery: @Binding\n\n\n    var isOn: Bool { get }\n}",
            after: "protocol _A {\n    // sourcery: @Binding\n    var isOn: Bool { get }\n}"),
        Case(
            rule: "sourcery/unknown-key",
            before: "protocol _A {\n    // sourcery: @binding\n    var isOn: Bool { get }\n}",
            after: "protocol _A {\n    // sourcery: @Binding\n    var isOn: Bool { get }\n}"),
    ]

    @Test(arguments: cases)
    func fixOutput(_ testCase: Case) throws {
        let snapshot = Fixture("//- \(ModelFixOutputTests.path)\n" + testCase.before, defaultPath: "Model.swift").snapshot()
        let index = WorkspaceIndex(snapshot: snapshot)
        let rule = try #require(ModelRules.all.first { $0.descriptor.id == testCase.rule })
        let fix = try #require(rule.findings(in: ModelFixOutputTests.path, of: index).first?.fixes.first)
        let text = try #require(snapshot.text(of: ModelFixOutputTests.path))
        let edits = fix.changes.filter { $0.path == ModelFixOutputTests.path }.flatMap(\.edits)
        #expect(try text.applying(edits).string == testCase.after)
    }
}
