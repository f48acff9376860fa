import ArgumentParser

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lsp", abstract: "Run the language server on standard input and output.")

    func run() throws {}
}
