import Analysis
import ArgumentParser
import Diagnostics
import Foundation
import Reporting
import Workspace

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show how a constant, palette name, token or style class resolves, and why; or document a rule.",
        discussion: "NAME is `@constant`, a palette name (`tintColor`), a token path (`color.brand.primary`), a style class, or a rule id (`nss/syntax`).")

    @Argument(help: "What to explain.")
    var name: String?

    @Argument(help: "The workspace (default: the current folder).")
    var path: String = "."

    @Flag(help: "List every rule.")
    var rules = false

    @Option(help: "Output format: human or json.")
    var format: ExplainFormat = .human

    @Option(help: "Use this configuration file instead of the nearest nuance.json.")
    var config: String?

    func run() throws {
        if rules {
            for rule in RuleRegistry.all.map(\.descriptor) {
                print("\(rule.id.padding(toLength: 30, withPad: " ", startingAt: 0)) \(rule.defaultSeverity.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)) \(rule.summary)")
            }
            return
        }
        guard let name else { throw ValidationError("give a NAME to explain, or --rules") }
        if let rule = RuleRegistry.rule(withID: name) {
            print(RuleDocumentation.page(for: rule.descriptor), terminator: "")
            return
        }
        let workspace = try loadWorkspaceOrExit(containing: path, configurationPath: config)
        let index = WorkspaceIndex(snapshot: workspace.snapshot)
        let explanations = index.explain(name)
        guard !explanations.isEmpty else {
            printError("nothing named '\(name)' in this workspace")
            throw ExitCode(1)
        }
        let renderer = ExplanationRenderer(root: workspace.root) { location in
            (index.snapshot.text(of: location.path)?.line(containing: location.range.start) ?? 0) + 1
        }
        print(format == .json ? renderer.json(explanations) : renderer.human(explanations), terminator: "")
    }
}

enum ExplainFormat: String, ExpressibleByArgument, CaseIterable {
    case human, json
}
