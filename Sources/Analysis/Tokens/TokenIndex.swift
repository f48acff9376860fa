import DesignTokens
import Diagnostics
import JSON

/// Everything the analysis knows about the workspace's design tokens, and the palette.
package struct TokenIndex: Sendable {
    /// The palette stylesheets see: the configured base palette with the project's palette-group
    /// tokens merged over it.
    package let palette: Palette
    /// Every token file read, by path.
    package let files: [String: TokenFile]
    /// Token files in precedence order (later wins).
    package let orderedPaths: [String]
    /// Definitions, modes and resolutions across all token files.
    package let graph: TokenGraph
    package let settings: TokenSettings
    /// The family of each file mode (a resolver modifier's name, or `""`).
    package let modeFamilies: [String: String]
    /// The modes whole files provide (`light.tokens.json` → `light`).
    package let fileModes: Set<String>
    private let nameSuggestionStore = LazyValue<NameSuggestion.Cache>()

    /// Did-you-mean over every token name, made on first use and shared by every file's check.
    var nameSuggestions: NameSuggestion.Cache { nameSuggestionStore.get { NameSuggestion.Cache(graph.names) } }

    package init(snapshot: Snapshot) {
        let settings = snapshot.configuration.tokens
        self.settings = settings
        // Files are read on every core; the graph needs them all.
        let tokenFiles = snapshot.files(of: .tokens)
        let read = ConcurrentSlots<TokenFile>(count: tokenFiles.count)
        DispatchQueueConcurrent.perform(iterations: tokenFiles.count) { position in
            read.store(TokenFileReader.read(tokenFiles[position].text).droppingSyntaxTree(), at: position)
        }
        var files: [String: TokenFile] = [:]
        for (source, file) in zip(tokenFiles, read.values) { files[source.path] = file }
        self.files = files
        let modes = TokenModeAssignment(files: files, settings: settings)
        let ordered = files.keys.sorted { lhs, rhs in
            let left = modes.resolverPosition[lhs] ?? Int.max
            let right = modes.resolverPosition[rhs] ?? Int.max
            return left != right ? left < right : lhs < rhs
        }
        self.orderedPaths = ordered
        self.modeFamilies = modes.familyByMode
        self.fileModes = Set(modes.modeByPath.values)
        let sources = ordered.compactMap { path -> TokenSource? in
            guard let file = files[path], file.format != .resolver else { return nil }
            return TokenSource(path: path, file: file, mode: modes.modeByPath[path], tier: TokenTiers.tier(ofFile: path, settings: settings))
        }
        graph = TokenGraph(sources: sources, modeOrder: modes.configuredOrder) { token in
            TokenTiers.tier(ofToken: token.name, settings: settings)
        }
        palette = Palette.forWorkspace(
            setting: snapshot.configuration.stylesheets.palette, snapshot: snapshot, graph: graph, settings: settings)
    }

    /// Every definition of `name`, in precedence order.
    package func definitions(of name: String) -> [TokenDefinition] { graph.definitions[name] ?? [] }

    /// The token names, in first-definition order.
    package var names: [String] { graph.names }

    package var modes: [String] { graph.modes }

    /// Every reference to `name` in every token file: (file, reference, the token that holds it).
    package func references(to name: String) -> [(path: String, reference: TokenReference, holder: String)] {
        var result: [(path: String, reference: TokenReference, holder: String)] = []
        for path in orderedPaths {
            guard let file = files[path] else { continue }
            for token in file.tokens {
                for value in token.allValues {
                    for reference in value.references where reference.path == name {
                        result.append((path, reference, token.name))
                    }
                }
            }
        }
        return result
    }
}
