import Analysis
import ArgumentParser
import Foundation
import Reporting
import Workspace

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write one HTML page of the theme: the palette per background with overrides, classes and contrast, tokens, findings.",
        discussion: "The page is self-contained (inline style, no script, nothing fetched); open it in any browser.")

    @Argument(help: "The workspace (default: the current folder).")
    var path: String = "."

    @Option(help: "The HTML file to write.")
    var output: String = "nuance-preview.html"

    @Option(help: "Use this configuration file instead of the nearest nuance.json.")
    var config: String?

    func run() throws {
        BatchRunAllocation.configure()
        let workspace = try loadWorkspaceOrExit(containing: path, configurationPath: config)
        let index = WorkspaceIndex(snapshot: workspace.snapshot)
        let title = URL(fileURLWithPath: workspace.root).lastPathComponent
        let page = PreviewPage(
            preview: index.themePreview(title: title), linkBase: PreviewCommand.linkBase(from: output, to: workspace.root),
            version: NuanceVersion.current)
        do {
            try ReportFile.write(to: output) { stream in
                stream.write(page.html())
                stream.flush()
            }
        } catch {
            printError("cannot write \(output): \(error)")
            throw ExitCode(2)
        }
        print("wrote \(output)")
    }

    /// The relative path from the folder of the page to the workspace root, ending in `/` (empty when
    /// the page is in the root), so that the page's links to files work where it is written.
    static func linkBase(from page: String, to root: String) -> String {
        let from = URL(fileURLWithPath: page).standardizedFileURL.deletingLastPathComponent().pathComponents
        let to = URL(fileURLWithPath: root).standardizedFileURL.pathComponents
        let shared = zip(from, to).prefix { $0 == $1 }.count
        let steps = Array(repeating: "..", count: from.count - shared) + to[shared...]
        return steps.map { ($0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0) + "/" }.joined()
    }
}
