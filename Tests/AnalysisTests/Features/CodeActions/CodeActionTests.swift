import Analysis
import Diagnostics
import SourceText
import Testing

struct CodeActionTests {
    @Test func quickFixesAndDisableCommentInAStylesheet() throws {
        let workspace = MarkedWorkspace("Button {\n    1️⃣font-colr: red;\n}")
        let offset = workspace.offset("1️⃣")
        let actions = CodeActions.actions(in: "Theme.nss", range: .empty(at: offset), of: workspace.index)
        let fix = try #require(actions.first { $0.finding?.ruleID == "nss/unknown-property" && !$0.title.hasPrefix("Disable") })
        #expect(try workspace.applying(fix.changes)["Theme.nss"] == "Button {\n    font-color: red;\n}")
        let disable = try #require(actions.first { $0.title == "Disable `nss/unknown-property` for this line" })
        #expect(
            try workspace.applying(disable.changes)["Theme.nss"]
                == "Button {\n    /* nuance-disable-next-line nss/unknown-property -- reason */\n    font-colr: red;\n}")
        #expect(actions.contains { $0.kind == .fixAll })
        #expect(actions.last?.title.hasPrefix("Disable") == true, "\(actions.map(\.title))")
    }

    @Test func disableCommentInSwiftIsALineComment() throws {
        let workspace = MarkedWorkspace("""
            //- Sources/Kit/_ComponentProtocols/Base.swift
            public protocol _KPIComponent {
                // sourcery: resultBuilder.backingComponent = 1️⃣KPIViw
                var kpi: KPIItemData? { get }
            }
            """)
        let path = "Sources/Kit/_ComponentProtocols/Base.swift"
        let actions = CodeActions.actions(in: path, range: .empty(at: workspace.offset("1️⃣")), of: workspace.index)
        let disable = try #require(actions.first { $0.title.hasPrefix("Disable `sourcery/unknown-type`") })
        #expect(try workspace.applying(disable.changes)[path]?.contains("    // nuance-disable-next-line sourcery/unknown-type -- reason\n    // sourcery: resultBuilder") == true)
    }

    @Test func actionsAreLimitedToTheRequestedRangeAndKinds() {
        let workspace = MarkedWorkspace("Button { font-colr: red; }\n1️⃣Label { font-size: 12; }")
        let offset = workspace.offset("1️⃣")
        let actions = CodeActions.actions(in: "Theme.nss", range: .empty(at: offset), of: workspace.index)
        #expect(actions.allSatisfy { $0.kind == .fixAll })
        #expect(CodeActions.actions(in: "Theme.nss", range: .empty(at: 12), of: workspace.index, only: ["source"]).map(\.kind) == [.fixAll])
        #expect(CodeActions.actions(in: "Theme.nss", range: .empty(at: 12), of: workspace.index, only: ["quickfix"]).allSatisfy { $0.kind == .quickFix })
    }
}
