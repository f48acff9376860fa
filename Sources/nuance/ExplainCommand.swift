import ArgumentParser

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Show how a constant, palette name, token or style class resolves, and why.")

    func run() throws {}
}
