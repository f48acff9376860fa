import Analysis
import ArgumentParser
import Foundation

@main
struct Nuance: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nuance",
        abstract: "Language server and checker for NUI / SAP Fiori stylesheets, design tokens and Sourcery models.",
        version: NuanceVersion.current,
        subcommands: [LSPCommand.self, CheckCommand.self, ExplainCommand.self, PreviewCommand.self]
    )

    /// Runs the command with Nuance's exit codes: 0 and 1 from the command, 2 for usage,
    /// configuration and internal errors (ArgumentParser's own default for usage errors is 64).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch let failure as CheckFailure {
            printError(failure.description)
            Foundation.exit(2)
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            StandardStreams.writeError(fullMessage(for: error) + "\n")
            Foundation.exit(2)
        }
    }
}
