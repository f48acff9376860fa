import ArgumentParser
import Reporting
import Workspace

/// The workspace that contains `path`, as `WorkspaceLoader` reads it; when its configuration has
/// problems they are written to stderr and the command ends with exit 2.
func loadWorkspaceOrExit(containing path: String, configurationPath: String?, scope: [String]? = nil) throws -> LoadedWorkspace {
    let workspace = WorkspaceLoader.load(containing: path, configurationPath: configurationPath, scope: scope)
    guard workspace.configuration.problems.isEmpty else {
        for problem in workspace.configuration.problems {
            printError(ConfigurationProblemText.describe(problem, text: workspace.configuration.text))
        }
        throw ExitCode(2)
    }
    return workspace
}
