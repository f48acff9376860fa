import Analysis
import ArgumentParser
import LanguageServer

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lsp", abstract: "Run the language server on standard input and output.")

    @Option(help: "What the server logs to standard error and to the editor: \(LogLevel.allCases.map(\.rawValue).joined(separator: ", ")).")
    var logLevel: LogLevel = .info

    func run() throws {
        StdioServer.run(options: ServerOptions(version: NuanceVersion.current, logLevel: logLevel))
    }
}

extension LogLevel: ExpressibleByArgument {}
