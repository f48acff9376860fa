import Foundation
import Testing
import TestSupport

/// `check --write-baseline` and `check --baseline` run as users run them: a baseline accepts today's
/// findings, survives unrelated edits, and lets only new findings through.
struct BaselineCommandTests {
    /// Two warnings (misspelt properties) and an error (undefined variable).
    static let theme = """
        Button {
            font-colour: red;
            font-color: @missing;
        }

        Label {
            background-colour: blue;
        }
        """ + "\n"

    static func write(_ text: String, to path: String, in workspace: TemporaryWorkspace) throws {
        try text.write(toFile: workspace.root + "/" + path, atomically: true, encoding: .utf8)
    }

    /// The rule and line of every finding in a JSON report.
    static func findings(_ result: NuanceBinary.Result) throws -> [String] {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        return (report["findings"] as? [[String: Any]] ?? []).map { finding in
            let start = (finding["range"] as? [String: Any])?["start"] as? [String: Any]
            return "\(finding["rule"] ?? "?") \(start?["line"] ?? "?")"
        }
    }

    static func recordedWorkspace() throws -> TemporaryWorkspace {
        let workspace = try TemporaryWorkspace(["Themes/Theme.nss": theme])
        let recorded = try NuanceBinary.run(["check", "--write-baseline", "nuance-baseline.json"], in: workspace.root)
        #expect(recorded.status == 0, "\(recorded.standardError)")
        #expect(recorded.standardError.contains("recorded 3 findings in"), "\(recorded.standardError)")
        return workspace
    }

    @Test func anUnchangedWorkspacePasses() throws {
        let workspace = try Self.recordedWorkspace()
        let without = try NuanceBinary.run(["check"], in: workspace.root)
        #expect(without.status == 1, "without the baseline the error fails the run")
        let result = try NuanceBinary.run(["check", "--baseline", "nuance-baseline.json", "--format", "json"], in: workspace.root)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(try Self.findings(result) == [])
        #expect(!result.standardError.contains("no longer"))
    }

    @Test func linesInsertedAboveOldFindingsKeepThemBaselined() throws {
        let workspace = try Self.recordedWorkspace()
        let edited = "/* a comment */\n\nPopup {\n    font-color: blue;\n}\n\n" + Self.theme.replacingOccurrences(of: "    font-colour", with: "        font-colour")
        try Self.write(edited, to: "Themes/Theme.nss", in: workspace)
        let result = try NuanceBinary.run(["check", "--baseline", "nuance-baseline.json", "--format", "json"], in: workspace.root)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(try Self.findings(result) == [])
    }

    @Test func onlyTheNewFindingIsReportedAndFails() throws {
        let workspace = try Self.recordedWorkspace()
        let edited = Self.theme.replacingOccurrences(of: "Label {\n", with: "Label {\n    font-color: @alsoMissing;\n")
        try Self.write(edited, to: "Themes/Theme.nss", in: workspace)
        let result = try NuanceBinary.run(["check", "--baseline", "nuance-baseline.json", "--format", "json"], in: workspace.root)
        #expect(result.status == 1)
        #expect(try Self.findings(result) == ["nss/undefined-variable 7"])
    }

    @Test func aFixedOldFindingDoesNotHideANewOneOfTheSameRule() throws {
        let workspace = try Self.recordedWorkspace()
        // The old error is fixed and a new one of the same rule appears elsewhere: the counts per rule
        // and file are unchanged, the findings are not.
        let edited = Self.theme
            .replacingOccurrences(of: "font-color: @missing;", with: "font-color: red;")
            .replacingOccurrences(of: "Label {\n", with: "Label {\n    font-color: @other;\n")
        try Self.write(edited, to: "Themes/Theme.nss", in: workspace)
        let result = try NuanceBinary.run(["check", "--baseline", "nuance-baseline.json", "--format", "json"], in: workspace.root)
        #expect(result.status == 1)
        #expect(try Self.findings(result) == ["nss/undefined-variable 7"])
        #expect(result.standardError.contains("1 entry of"), "\(result.standardError)")
        #expect(result.standardError.contains("Themes/Theme.nss: nss/undefined-variable:"), "\(result.standardError)")
    }

    @Test func staleEntriesAreListed() throws {
        let workspace = try Self.recordedWorkspace()
        try Self.write(Self.theme.replacingOccurrences(of: "background-colour", with: "background-color"), to: "Themes/Theme.nss", in: workspace)
        let result = try NuanceBinary.run(["check", "--baseline", "nuance-baseline.json"], in: workspace.root)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("1 entry of"), "\(result.standardError)")
        #expect(result.standardError.contains("no longer occurs (run --write-baseline again to remove them)"))
        #expect(result.standardError.contains("Themes/Theme.nss: nss/unknown-property:"), "\(result.standardError)")
        // Writing the baseline again prunes it.
        _ = try NuanceBinary.run(["check", "--write-baseline", "nuance-baseline.json"], in: workspace.root)
        let pruned = try NuanceBinary.run(["check", "--baseline", "nuance-baseline.json"], in: workspace.root)
        #expect(pruned.status == 0)
        #expect(!pruned.standardError.contains("no longer"), "\(pruned.standardError)")
    }

    @Test func nuanceJSONNamesTheBaseline() throws {
        let workspace = try Self.recordedWorkspace()
        try FileManager.default.createDirectory(atPath: workspace.root + "/ci", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: workspace.root + "/nuance-baseline.json", toPath: workspace.root + "/ci/baseline.json")
        try Self.write("{ \"baseline\": \"ci/baseline.json\" }\n", to: "nuance.json", in: workspace)
        let result = try NuanceBinary.run(["check"], in: workspace.root + "/Themes")
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        try Self.write("{ \"baseline\": \"ci/missing.json\" }\n", to: "nuance.json", in: workspace)
        let missing = try NuanceBinary.run(["check"], in: workspace.root)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("cannot read the baseline"), "\(missing.standardError)")
    }

    @Test func anInvalidBaselineIsAUsageError() throws {
        let workspace = try TemporaryWorkspace(["a.nss": "Button { }\n", "baseline.json": "{ \"findings\": [] }"])
        let result = try NuanceBinary.run(["check", "--baseline", "baseline.json"], in: workspace.root)
        #expect(result.status == 2)
        #expect(result.standardError.contains("not a Nuance baseline (missing `version`)"), "\(result.standardError)")
    }

    /// The SARIF result's `partialFingerprints` holds the fingerprint the baseline records.
    @Test func sarifCarriesTheBaselineFingerprints() throws {
        let workspace = try Self.recordedWorkspace()
        let baseline = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: workspace.root + "/nuance-baseline.json"))) as? [String: Any]
        let recorded = Set((baseline?["findings"] as? [[String: Any]] ?? []).compactMap { $0["fingerprint"] as? String })
        #expect(recorded.count == 3)
        let result = try NuanceBinary.run(["check", "--format", "sarif"], in: workspace.root)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let fingerprints = Set(results.compactMap { ($0["partialFingerprints"] as? [String: String])?["nuanceLineContext/v1"] })
        #expect(fingerprints == recorded)
    }
}
