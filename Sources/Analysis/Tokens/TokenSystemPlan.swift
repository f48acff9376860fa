import DesignTokens

/// One axis of a token system's contexts: a resolver modifier (`theme`), a Tokens Studio theme
/// group (`brand`), or the modes of configuration and file names; each context with its files.
package struct TokenAxis: Sendable, Hashable {
    package var name: String
    package var contexts: [Context]

    package struct Context: Sendable, Hashable {
        package var name: String
        package var paths: [String]
    }
}

/// One token system of a workspace: the files that resolve together, in precedence order, and the
/// contexts they are resolved in. Tokens of different systems never see each other: one resolver,
/// one Tokens Studio project, one Style Dictionary configuration, or the files nothing claims.
struct TokenSystemPlan {
    /// The file that declares the system (resolver, `$themes.json`, `config.json`); `nil` for the
    /// files no declaration claims.
    var declaringPath: String?
    /// Every file of the system, the declaring file included.
    var paths: [String]
    /// What the graph reads, in precedence order: a file that applies in some contexts only appears
    /// once per context it applies in.
    var sources: [TokenSource]
    /// The contexts, in the declaration's order.
    var modeOrder: [String]
    var axes: [TokenAxis]
    /// True when a DTCG resolver declares the system (it may sit above the files it names).
    var isResolver = false

    /// The folder of a declared system: a Tokens Studio project's or Style Dictionary
    /// configuration's folder, or the deepest folder holding every file a resolver names; `nil` for
    /// the files nothing declares.
    var folder: String? {
        guard let declaringPath else { return nil }
        if !isResolver || sources.isEmpty { return TokenSystemPartition.folder(of: declaringPath) }
        let folders = sources.map { TokenSystemPartition.folder(of: $0.path).split(separator: "/", omittingEmptySubsequences: false) }
        guard var common = folders.first else { return nil }
        for folder in folders.dropFirst() {
            var length = 0
            while length < min(common.count, folder.count), common[length] == folder[length] { length += 1 }
            common = Array(common.prefix(length))
        }
        return common.joined(separator: "/")
    }

    /// Adds a file the declaration does not name but that lies in the system's folder (Primer's
    /// `removed/` tokens): it resolves against the system, in every context, below every named file.
    mutating func attach(_ path: String, file: TokenFile?, settings: TokenSettings) {
        guard let file else { return }
        let layer = (sources.map(\.layer).max() ?? 0) + 1
        sources.insert(TokenSource(path: path, file: file, tier: TokenTiers.tier(ofFile: path, settings: settings), layer: layer), at: 0)
        paths.append(path)
    }

    /// Contexts are the product of the axes up to this many; beyond, each axis's contexts are modes
    /// of their own.
    static let maximumProductContexts = 64

    /// Sources for base files (every context) and per-axis context files, with the contexts as the
    /// product of the axes. `layerOfPath` says which set a file belongs to (0 when it does not say).
    static func contextSources(
        base: [String], axes: [TokenAxis], files: [String: TokenFile], settings: TokenSettings, layerOfPath: [String: Int]
    ) -> (sources: [TokenSource], modeOrder: [String]) {
        func source(_ path: String, mode: String?) -> TokenSource? {
            guard let file = files[path], !file.format.declaresSet else { return nil }
            return TokenSource(
                path: path, file: file, mode: mode, tier: TokenTiers.tier(ofFile: path, settings: settings), layer: layerOfPath[path] ?? 0)
        }
        var sources = base.compactMap { source($0, mode: nil) }
        let used = axes.filter { !$0.contexts.isEmpty }
        guard !used.isEmpty else { return (sources, []) }
        let productCount = used.reduce(1) { $0 * $1.contexts.count }
        if productCount > maximumProductContexts {
            var modes: [String] = []
            for axis in used {
                for context in axis.contexts {
                    modes.append(context.name)
                    sources += context.paths.compactMap { source($0, mode: context.name) }
                }
            }
            return (sources, modes)
        }
        // Every combination of one context per axis, the first axis varying slowest.
        var combinations: [[Int]] = [[]]
        for axis in used {
            combinations = combinations.flatMap { prefix in axis.contexts.indices.map { prefix + [$0] } }
        }
        // A context is named by its choice on every axis that has a choice (`dark/mobile`).
        let named = used.contains { $0.contexts.count > 1 } ? used.map { $0.contexts.count > 1 } : used.indices.map { $0 == 0 }
        let names = combinations.map { choice in
            zip(used, choice).enumerated().filter { named[$0.offset] }.map { $0.element.0.contexts[$0.element.1].name }.joined(separator: "/")
        }
        for (axisPosition, axis) in used.enumerated() {
            for (combination, name) in zip(combinations, names) {
                sources += axis.contexts[combination[axisPosition]].paths.compactMap { source($0, mode: name) }
            }
        }
        return (sources, names)
    }
}
