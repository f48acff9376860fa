import ArgumentParser

@main
struct Nuance: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nuance",
        abstract: "Language server and checker for NUI / SAP Fiori stylesheets, design tokens and Sourcery models.",
        version: NuanceVersion.current,
        subcommands: [LSPCommand.self, CheckCommand.self, ExplainCommand.self]
    )
}
