import Analysis
import ArgumentParser
import Diagnostics
import Foundation
import Reporting
import Workspace

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check stylesheets, token files and Swift models.",
        discussion: """
            Exit codes: 0 no failing findings, 1 findings that fail the run (errors, warnings under \
            --strict, or more warnings than --max-warnings), 2 usage, configuration or internal error.
            """)

    @Argument(help: "Files or folders to check (default: the current folder).")
    var paths: [String] = []

    @Option(help: "Output format: human, json, sarif or github (github is the default under GITHUB_ACTIONS=true).")
    var format: OutputFormat?

    @Option(help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(name: .customLong("max-warnings"), help: "Fail when there are more warnings than this.")
    var maxWarnings: Int?

    @Flag(help: "Warnings fail the run like errors.")
    var strict = false

    @Option(help: "Use this configuration file instead of the nearest nuance.json.")
    var config: String?

    @Flag(help: "Report errors only.")
    var quiet = false

    @Option(help: "Colour in human output: auto, always or never.")
    var color: ColorChoice = .auto

    @Option(name: .customLong("rule"), help: ArgumentHelp("Set a rule's severity, e.g. --rule nss/unknown-class=off.", valueName: "id=severity"))
    var ruleOverrides: [String] = []

    @Flag(help: "Apply every safe fix, then report what remains.")
    var fix = false

    @Flag(name: .customLong("dry-run"), help: "With --fix: print the fixes as a unified diff instead of writing them.")
    var dryRun = false

    @Option(help: ArgumentHelp("Report and fail only on findings not in this baseline (default: \"baseline\" in nuance.json).", valueName: "file"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record today's findings in this baseline file, then exit 0.", valueName: "file"))
    var writeBaseline: String?

    func validate() throws {
        if dryRun && writeBaseline != nil { throw ValidationError("--dry-run and --write-baseline cannot be combined") }
        if dryRun && !fix { throw ValidationError("--dry-run needs --fix") }
        if let maxWarnings, maxWarnings < 0 { throw ValidationError("--max-warnings must be 0 or more") }
        _ = try parsedRuleOverrides()
    }

    func run() throws {
        BatchRunAllocation.configure()
        let started = Date()
        let environment = ProcessInfo.processInfo.environment
        let checked = (paths.isEmpty ? ["."] : paths).map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        for path in checked where !FileManager.default.fileExists(atPath: path) {
            throw CheckFailure.usage("no such file or folder: \(path)")
        }
        if output == nil, !StandardStreams.standardOutputIsOpen { throw CheckFailure.usage("standard output is closed") }
        var workspace = try loadWorkspaceOrExit(containing: checked[0], configurationPath: config, scope: checked)
        for (id, level) in try parsedRuleOverrides() {
            workspace.snapshot.configuration.rules[id] = level
        }
        let progress = ProgressDisplay(enabled: isatty(STDERR_FILENO) == 1 && workspace.snapshot.files.count >= ProgressDisplay.threshold)
        progress.show("indexing \(workspace.snapshot.files.count) files")
        let inScope = workspace.snapshot.paths.filter { path in checked.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") } }
        var index = WorkspaceIndex(snapshot: workspace.snapshot)
        if fix {
            progress.show("fixing")
            index = try FixRun(dryRun: dryRun, root: workspace.root).apply(to: index, paths: inScope, beforeFirstOutput: progress.clear)
            if dryRun { throw ExitCode(remainingOutcome(of: index, paths: inScope).exitCode) }
        }
        // The process ends after the report: the index is left to the exit instead of being freed
        // object by object (on a 10 MB workspace that took a tenth of the run).
        _ = Unmanaged.passRetained(index)
        progress.show("checking")
        let unreadable = ExplicitPaths.unreadable(checked)
        for file in unreadable { printError("cannot read \(file.path): \(file.reason)") }
        var report = Report(
            findings: [], texts: index.snapshot.files.mapValues(\.text), root: workspace.root, filesChecked: inScope.count,
            duration: nil)
        report.skipped = ExplicitPaths.skipped(workspace.skipped, unreadable: unreadable, within: checked)
        report.documentationBaseURL = workspace.snapshot.configuration.documentationURL
        let baselines = BaselineRun(root: workspace.root, checked: checked)
        if let writeBaseline {
            try baselines.write(Analyzer.findings(of: index, paths: inScope), of: report, to: URL(fileURLWithPath: writeBaseline).standardizedFileURL.path)
            throw ExitCode(0)
        }
        let baselinePath = BaselineRun.path(option: baseline, configuration: workspace.snapshot.configuration)
        let baselineFilter = try baselinePath.map { BaselineFilter(try BaselineRun.read($0), report: report) }
        let chosenFormat = format ?? (environment["GITHUB_ACTIONS"] == "true" ? .github : .human)
        let useColor = output == nil && color.enabled(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment)
        var totals = ReportTotals()
        let writeReport = { (sink: ReportOutput) in
            totals = self.write(
                report, of: index, paths: inScope, as: chosenFormat, color: useColor, started: started, to: sink,
                beforeFirstOutput: progress.clear, baseline: baselineFilter)
        }
        if let output {
            do {
                try ReportFile.write(to: output, writeReport)
            } catch {
                throw CheckFailure.usage("cannot write \(output): \(error)")
            }
        } else {
            writeReport(ReportOutput(sink: StandardStreams.writeReport))
        }
        if let baselineFilter, let baselinePath { baselines.reportStale(baselineFilter, baselinePath: baselinePath) }
        // An explicit path that cannot be read fails the run like a configuration error.
        if !unreadable.isEmpty { throw ExitCode(2) }
        let outcome = RunOutcome(
            errors: totals.count(of: .error), warnings: totals.count(of: .warning), strict: strict, maxWarnings: maxWarnings)
        throw ExitCode(outcome.exitCode)
    }

    /// Computes the findings of every file on every core and writes each file's findings as soon as
    /// they and those of the files before them are known (``ReportStream``), so that the run never
    /// holds every finding at once.
    private func write(
        _ report: Report, of index: WorkspaceIndex, paths: [String], as format: OutputFormat, color: Bool, started: Date,
        to output: ReportOutput, beforeFirstOutput: () -> Void, baseline: BaselineFilter? = nil
    ) -> ReportTotals {
        let renderer = format.renderer(color: color, rules: report.rules)
        let reported = ReportedFindings(baseline: baseline, errorsOnly: quiet)
        beforeFirstOutput()
        renderer.writeStart(of: report, to: output)
        let totals = ReportStream.writeFindings(
            of: report, index: index, paths: paths.sorted(), renderer: renderer, filter: { reported($0) }, to: output)
        var finished = report
        finished.duration = Date().timeIntervalSince(started)
        renderer.writeEnd(of: finished, totals: totals, to: output)
        output.flush()
        return totals
    }

    /// Whether the findings left after `--fix --dry-run` would fail the run.
    private func remainingOutcome(of index: WorkspaceIndex, paths: [String]) -> RunOutcome {
        let remaining = ReportTotals(Analyzer.findings(of: index, paths: paths).filter { !quiet || $0.severity == .error })
        return RunOutcome(
            errors: remaining.count(of: .error), warnings: remaining.count(of: .warning), strict: strict, maxWarnings: maxWarnings)
    }

    private func parsedRuleOverrides() throws -> [(String, RuleLevel)] {
        try ruleOverrides.map { text in
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw ValidationError("--rule takes id=severity, got '\(text)'") }
            guard RuleRegistry.rule(withID: parts[0]) != nil else {
                throw ValidationError("unknown rule '\(parts[0])' (see 'nuance explain --rules')")
            }
            guard let level = RuleLevel(configurationValue: parts[1]) else {
                throw ValidationError("unknown severity '\(parts[1])' for \(parts[0]): use one of \(RuleLevel.configurationValues.joined(separator: ", "))")
            }
            return (parts[0], level)
        }
    }
}

extension OutputFormat: ExpressibleByArgument {}

enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    func enabled(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        }
    }
}

enum CheckFailure: Error, CustomStringConvertible {
    case usage(String)

    var description: String {
        switch self {
        case .usage(let message): return message
        }
    }
}

func printError(_ message: String) {
    StandardStreams.writeError("nuance: " + message + "\n")
}
