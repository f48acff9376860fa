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
    /// Definitions, modes and resolutions across all token files: the one system's graph, or with
    /// several systems all their files together (what stylesheets, completion and symbols see).
    package let graph: TokenGraph
    package let settings: TokenSettings
    /// The workspace folder, for paths in explanations.
    let root: String?
    /// The token systems: each resolver, Tokens Studio project or Style Dictionary configuration
    /// with its files, and the files nothing claims.
    package let systems: [TokenSystem]
    /// The position in ``systems`` of each file's system.
    private let systemPositionByPath: [String: Int]
    private let nameSuggestionStore = LazyValue<NameSuggestion.Cache>()

    /// Did-you-mean over every token name, made on first use and shared by every file's check.
    var nameSuggestions: NameSuggestion.Cache { nameSuggestionStore.get { NameSuggestion.Cache(graph.names) } }

    package init(snapshot: Snapshot) {
        let settings = snapshot.configuration.tokens
        self.settings = settings
        root = snapshot.root
        // Files are read on every core; the graph needs them all.
        let tokenFiles = snapshot.files(of: .tokens)
        let read = ConcurrentSlots<TokenFile>(count: tokenFiles.count)
        DispatchQueueConcurrent.perform(iterations: tokenFiles.count) { position in
            let file = tokenFiles[position]
            read.store(TokenFileReader.read(file.text, path: file.path).droppingSyntaxTree(), at: position)
        }
        var files: [String: TokenFile] = [:]
        for (source, file) in zip(tokenFiles, read.values) { files[source.path] = file }
        self.files = files
        let plans = TokenSystemPartition.plans(files: files, settings: settings)
        let tierOfToken = { (token: DesignToken) in TokenTiers.tier(ofToken: token.name, settings: settings) }
        var systems: [TokenSystem] = []
        var systemPositionByPath: [String: Int] = [:]
        for plan in plans {
            for path in plan.paths where systemPositionByPath[path] == nil { systemPositionByPath[path] = systems.count }
            let graph = TokenGraph(sources: plan.sources, modeOrder: plan.modeOrder, tierOfToken: tierOfToken)
            systems.append(TokenSystem(declaringPath: plan.declaringPath, paths: plan.paths, axes: plan.axes, graph: graph))
        }
        self.systems = systems
        self.systemPositionByPath = systemPositionByPath
        var ordered: [String] = []
        var placed: Set<String> = []
        for plan in plans { for path in plan.paths where placed.insert(path).inserted { ordered.append(path) } }
        ordered += files.keys.sorted().filter { !placed.contains($0) }
        self.orderedPaths = ordered
        if systems.count == 1 {
            graph = systems[0].graph
        } else {
            // Each file once, in the first context it applies in: what stylesheets and completion need.
            var layerBase = 0
            var sources: [TokenSource] = []
            var merged: Set<String> = []
            for plan in plans {
                let layers = plan.sources.map(\.layer)
                for var source in plan.sources where merged.insert(source.path).inserted {
                    source.layer += layerBase
                    sources.append(source)
                }
                layerBase += (layers.max() ?? 0) + 1
            }
            graph = TokenGraph(sources: sources, tierOfToken: tierOfToken)
        }
        palette = Palette.forWorkspace(
            setting: snapshot.configuration.stylesheets.palette, snapshot: snapshot, graph: graph, settings: settings)
    }

    /// Every definition of `name`, in precedence order, each place once (a file that applies in
    /// several contexts is read once per context).
    package func definitions(of name: String) -> [TokenDefinition] {
        guard let list = graph.definitions[name] else { return [] }
        var seen: Set<Location> = []
        return list.filter { seen.insert($0.location).inserted }
    }

    /// The token names, in first-definition order.
    package var names: [String] { graph.names }

    package var modes: [String] { graph.modes }

    /// The system `path` belongs to (a token file or the file that declares the system).
    package func system(of path: String) -> TokenSystem? {
        systemPositionByPath[path].map { systems[$0] }
    }

    /// The graph the tokens of `path` resolve in: its system's.
    package func graph(for path: String) -> TokenGraph { system(of: path)?.graph ?? graph }

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
