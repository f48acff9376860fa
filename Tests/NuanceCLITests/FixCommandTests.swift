import Foundation
import Testing
import TestSupport

/// `nuance check --fix` and `--fix --dry-run` run as users run them, on fixtures in a temporary folder.
struct FixCommandTests {
    /// Two misspelt properties (each with a safe fix) and an undefined variable (no fix: it remains).
    static let theme = """
        Button {
            font-colour: red;
            background-colour: @missing;
        }

        Label {
            font-color: blue;
        }
        """ + "\n"

    static let fixedTheme = """
        Button {
            font-color: red;
            background-color: @missing;
        }

        Label {
            font-color: blue;
        }
        """ + "\n"

    static func read(_ workspace: TemporaryWorkspace, _ path: String) throws -> String {
        try String(contentsOfFile: workspace.root + "/" + path, encoding: .utf8)
    }

    @Test func fixWritesTheSafeFixesAndExitsByWhatRemains() throws {
        let workspace = try TemporaryWorkspace(["Themes/Theme.nss": Self.theme])
        let first = try NuanceBinary.run(["check", "--fix", "--format", "json"], in: workspace.root)
        #expect(first.status == 1, "the undefined variable remains: \(first.standardError)")
        #expect(try Self.read(workspace, "Themes/Theme.nss") == Self.fixedTheme)
        #expect(first.standardError.contains("fixed 2 problems in Themes/Theme.nss"), "\(first.standardError)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(first.standardOutput.utf8)) as? [String: Any])
        let rules = (report["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        #expect(rules == ["nss/undefined-variable"], "what remains is reported: \(rules)")
        // No temporary file is left beside the fixed one.
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.root + "/Themes") == ["Theme.nss"])

        let second = try NuanceBinary.run(["check", "--fix"], in: workspace.root)
        #expect(second.status == 1)
        #expect(second.standardError.contains("nothing to fix"), "\(second.standardError)")
        #expect(try Self.read(workspace, "Themes/Theme.nss") == Self.fixedTheme)
    }

    @Test func fixingEverythingExitsZero() throws {
        let workspace = try TemporaryWorkspace(["Themes/Theme.nss": "Button {\n    font-colour: red;\n}\n"])
        let before = try NuanceBinary.run(["check", "--strict"], in: workspace.root)
        #expect(before.status == 1, "the misspelt property fails under --strict: \(before.standardOutput)")
        let result = try NuanceBinary.run(["check", "--strict", "--fix"], in: workspace.root)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(try Self.read(workspace, "Themes/Theme.nss") == "Button {\n    font-color: red;\n}\n")
    }

    @Test func fixKeepsTheFilePermissions() throws {
        let workspace = try TemporaryWorkspace(["Theme.nss": "Button {\n    font-colour: red;\n}\n"])
        let path = workspace.root + "/Theme.nss"
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let result = try NuanceBinary.run(["check", "--fix"], in: workspace.root)
        #expect(result.standardError.contains("fixed 1 problem in Theme.nss"), "\(result.standardError)")
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
    }

    @Test func dryRunPrintsAUnifiedDiffAndWritesNothing() throws {
        let workspace = try TemporaryWorkspace(["Themes/Theme.nss": Self.theme])
        let result = try NuanceBinary.run(["check", "--fix", "--dry-run"], in: workspace.root)
        #expect(result.status == 1, "exits by what would remain: \(result.standardError)")
        #expect(try Self.read(workspace, "Themes/Theme.nss") == Self.theme)
        let expected = """
            --- a/Themes/Theme.nss
            +++ b/Themes/Theme.nss
            @@ -1,6 +1,6 @@
             Button {
            -    font-colour: red;
            -    background-colour: @missing;
            +    font-color: red;
            +    background-color: @missing;
             }
             
             Label {

            """
        #expect(result.standardOutput == expected)
        #expect(result.standardError.contains("would fix 2 problems in Themes/Theme.nss"), "\(result.standardError)")
    }

    @Test func dryRunWithNothingToFixPrintsNothing() throws {
        let workspace = try TemporaryWorkspace(["Theme.nss": "Button {\n    font-color: red;\n}\n"])
        let result = try NuanceBinary.run(["check", "--fix", "--dry-run"], in: workspace.root)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("nothing to fix"))
    }

    @Test func dryRunNeedsFix() throws {
        let workspace = try TemporaryWorkspace(["Theme.nss": "Button { }\n"])
        let result = try NuanceBinary.run(["check", "--dry-run"], in: workspace.root)
        #expect(result.status == 2)
        #expect(result.standardError.contains("--dry-run needs --fix"), "\(result.standardError)")
    }
}
