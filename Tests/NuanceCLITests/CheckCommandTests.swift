import Foundation
import Testing
import TestSupport

/// `nuance check` run as users run it: exit codes, formats, options.
struct CheckCommandTests {
    @Test func cleanWorkspaceExitsZero() throws {
        let workspace = try TemporaryWorkspace(["Themes/Clean.nss": "@brand: #0A6ED1;\nButton {\n    font-color: @brand;\n}\n"])
        let result = try NuanceBinary.run(["check"], in: workspace.root)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("no problems in 1 file"))
    }

    @Test func missingPathIsAUsageError() throws {
        let workspace = try TemporaryWorkspace([:])
        let result = try NuanceBinary.run(["check", "does-not-exist"], in: workspace.root)
        #expect(result.status == 2)
        #expect(result.standardError.contains("no such file or folder"))
    }

    @Test(arguments: [["check", "--format", "yaml"], ["check", "--max-warnings", "-1"], ["check", "--rule", "nss/nothing=off"], ["check", "--bogus"]])
    func badOptionsAreUsageErrors(_ arguments: [String]) throws {
        let workspace = try TemporaryWorkspace([:])
        let result = try NuanceBinary.run(arguments, in: workspace.root)
        #expect(result.status == 2, "\(arguments): \(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func configurationErrorsNameTheFileLineAndColumn() throws {
        let workspace = try TemporaryWorkspace(["nuance.json": "{\n  \"dialect\": \"sap\"\n}\n", "a.nss": "Button { }\n"])
        let result = try NuanceBinary.run(["check"], in: workspace.root)
        #expect(result.status == 2)
        #expect(result.standardError.contains("nuance.json:2:14: `sap` is not a valid value for dialect"), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func configFlagOverridesTheSearch() throws {
        let workspace = try TemporaryWorkspace(["nuance.json": "{ \"dialect\": \"sap\" }", "good.json": "{}", "a.nss": "Button { }\n"])
        let result = try NuanceBinary.run(["check", "--config", "good.json"], in: workspace.root)
        #expect(result.status == 0, "\(result.standardError)")
    }

    @Test func githubFormatIsChosenUnderGitHubActions() throws {
        let workspace = try TemporaryWorkspace(["a.nss": "Button { font-color: red; }\n"])
        let result = try NuanceBinary.run(["check"], in: workspace.root, environment: ["GITHUB_ACTIONS": "true"])
        #expect(!result.standardOutput.contains("no problems"), "human summary must not appear in github format")
    }

    @Test func outputOptionWritesTheReportToAFile() throws {
        let workspace = try TemporaryWorkspace(["a.nss": "Button { font-color: red; }\n"])
        let result = try NuanceBinary.run(["check", "--format", "json", "--output", "report.json"], in: workspace.root)
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        let data = try Data(contentsOf: URL(fileURLWithPath: workspace.root + "/report.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let summary = object?["summary"] as? [String: Any]
        #expect(summary?["filesChecked"] as? Int == 1)
    }

    /// Findings are computed and written a batch of files at a time; the report is still one sorted
    /// document whose summary counts every finding, and the exit code sees every error.
    @Test func aWorkspaceOfManyBatchesIsReportedWhole() throws {
        var files: [String: String] = [:]
        for number in 0..<150 {
            files["Themes/Theme\(number).nss"] = number % 50 == 7 ? "Button {\n    font-color: @missing;\n}\n" : "Button {\n    font-colour: red;\n}\n"
        }
        let workspace = try TemporaryWorkspace(files)
        let result = try NuanceBinary.run(["check", "--format", "json", "--output", "report.json"], in: workspace.root)
        #expect(result.status == 1, "\(result.standardError)")
        let data = try Data(contentsOf: URL(fileURLWithPath: workspace.root + "/report.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let summary = try #require(object["summary"] as? [String: Any])
        let paths = findings.compactMap { $0["path"] as? String }
        #expect(paths.count == 150)
        #expect(paths == paths.sorted())
        #expect(Set(paths).count == 150)
        #expect(summary["errors"] as? Int == 3)
        #expect(summary["warnings"] as? Int == 147)
        #expect(summary["filesChecked"] as? Int == 150)
        #expect(!FileManager.default.fileExists(atPath: workspace.root + "/.report.json.partial"))
        let human = try NuanceBinary.run(["check", "--quiet"], in: workspace.root)
        #expect(human.status == 1)
        #expect(human.standardOutput.hasSuffix("3 errors in 3 of 150 files\n") || human.standardOutput.contains("3 errors in 3 of 150 files ("), "\(human.standardOutput.suffix(200))")
    }

    @Test func versionPrintsTheVersion() throws {
        let result = try NuanceBinary.run(["--version"], in: FileManager.default.temporaryDirectory.path)
        #expect(result.status == 0)
        #expect(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    }
}
