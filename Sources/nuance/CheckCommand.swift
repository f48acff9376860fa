import ArgumentParser

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "Check stylesheets, token files and Swift models.")

    func run() throws {}
}
