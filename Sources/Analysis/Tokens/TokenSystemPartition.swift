import DesignTokens

/// Splits a workspace's token files into systems (``TokenSystemPlan``): each DTCG resolver with the
/// files it names, each Tokens Studio project (`$themes.json`, `$metadata.json`) with the files
/// under its folder, each Style Dictionary `config.json` with the files its `source` and `include`
/// globs match. A file no declaration names joins the declared system whose folder holds it (read
/// below the named files); the others form one system per `tokens/` folder (``looseSetRoot(of:)``).
/// A file belongs to the first declaration (by path) that claims it.
enum TokenSystemPartition {
    static func plans(files: [String: TokenFile], settings: TokenSettings) -> [TokenSystemPlan] {
        let paths = files.keys.sorted()
        let tokenPaths = paths.filter { !(files[$0]?.format.declaresSet ?? true) }
        var claimed: Set<String> = []
        var plans: [TokenSystemPlan] = []
        for path in paths {
            guard let file = files[path] else { continue }
            if let resolver = file.resolver {
                plans.append(resolverPlan(path, resolver, tokenPaths: tokenPaths, claimed: &claimed, files: files, settings: settings))
            }
        }
        // One Tokens Studio project per folder holding `$themes.json` or `$metadata.json`.
        var studioFolders: [String: (themes: [TokenSetDeclaration.StudioTheme], order: [String], path: String)] = [:]
        for path in paths {
            guard let file = files[path], let declaration = file.setDeclaration,
                file.format == .tokensStudioThemes || file.format == .tokensStudioMetadata
            else { continue }
            let folder = folder(of: path)
            var entry = studioFolders[folder] ?? ([], [], path)
            entry.themes += declaration.themes
            entry.order += declaration.tokenSetOrder
            studioFolders[folder] = entry
        }
        for (folder, entry) in studioFolders.sorted(by: { $0.key < $1.key }) {
            plans.append(studioPlan(
                folder: folder, declaringPath: entry.path, themes: entry.themes, order: entry.order, tokenPaths: tokenPaths,
                claimed: &claimed, files: files, settings: settings))
        }
        for path in paths {
            guard let file = files[path], file.format == .styleDictionaryConfig, let declaration = file.setDeclaration else { continue }
            plans.append(styleDictionaryPlan(path, declaration, tokenPaths: tokenPaths, claimed: &claimed, files: files, settings: settings))
        }
        let folders = plans.map(\.folder)
        var loose: [String: [String]] = [:]
        for path in tokenPaths where !claimed.contains(path) {
            if let position = enclosingPlan(of: path, folders: folders) {
                plans[position].attach(path, file: files[path], settings: settings)
            } else {
                loose[looseSetRoot(of: path), default: []].append(path)
            }
        }
        for root in loose.keys.sorted() {
            plans.append(modeFilesPlan(loose[root]!, declaringPath: nil, files: files, settings: settings))
        }
        if plans.isEmpty { plans.append(modeFilesPlan([], declaringPath: nil, files: files, settings: settings)) }
        return plans
    }

    /// The declared system whose folder holds `path`, the deepest first.
    static func enclosingPlan(of path: String, folders: [String?]) -> Int? {
        var best: (position: Int, depth: Int)?
        for (position, folder) in folders.enumerated() {
            guard let folder, path.hasPrefix(folder.isEmpty ? "" : folder + "/") else { continue }
            let depth = folder.split(separator: "/").count
            if best == nil || depth > best!.depth { best = (position, depth) }
        }
        return best?.position
    }

    /// Folder names that hold one token set: files no declaration claims form one set per folder
    /// above the topmost such folder (`examples/a/tokens/…` and `examples/b/tokens/…` are two
    /// projects), or one set together when no such folder is on their path.
    static let setFolderNames: Set<String> = ["tokens", "design-tokens", "properties"]

    static func looseSetRoot(of path: String) -> String {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        guard let position = segments.firstIndex(where: { setFolderNames.contains($0.lowercased()) }) else { return "" }
        return segments[..<position].joined(separator: "/")
    }

    // MARK: Files nothing declares

    /// Files whose modes come from configuration and file names (`dark.tokens.json`): the files no
    /// declaration claims, or a Style Dictionary configuration's files.
    static func modeFilesPlan(
        _ paths: [String], declaringPath: String?, layerOfPath: [String: Int] = [:], files: [String: TokenFile], settings: TokenSettings
    ) -> TokenSystemPlan {
        var subset: [String: TokenFile] = [:]
        for path in paths { subset[path] = files[path] }
        let modes = TokenModeAssignment(files: subset, settings: settings)
        let sources = paths.compactMap { path -> TokenSource? in
            guard let file = files[path] else { return nil }
            return TokenSource(
                path: path, file: file, mode: modes.modeByPath[path], tier: TokenTiers.tier(ofFile: path, settings: settings),
                layer: layerOfPath[path] ?? 0)
        }
        // Files of conventional mode names form a family with the files whose paths differ only in
        // the mode (`theme-light` and `theme-dark`, `light/light` and `dark/dark`); configured modes
        // and resolver modifiers are families by themselves.
        var axes: [TokenAxis] = []
        let modeOrder = modes.configuredOrder + Set(modes.modeByPath.values).subtracting(modes.configuredOrder).sorted()
        for path in paths {
            guard let mode = modes.modeByPath[path] else { continue }
            let family = modes.configuredOrder.contains(mode) ? "=configured" : familyKey(path, mode: mode)
            let position = axes.firstIndex { $0.name == family } ?? { axes.append(TokenAxis(name: family, contexts: [])); return axes.count - 1 }()
            if let context = axes[position].contexts.firstIndex(where: { $0.name == mode }) {
                axes[position].contexts[context].paths.append(path)
            } else {
                axes[position].contexts.append(TokenAxis.Context(name: mode, paths: [path]))
            }
        }
        for position in axes.indices {
            axes[position].contexts.sort { (modeOrder.firstIndex(of: $0.name) ?? .max) < (modeOrder.firstIndex(of: $1.name) ?? .max) }
        }
        let allPaths = (declaringPath.map { [$0] } ?? []) + paths
        let alternatives = TokenAlternatives.axes(paths.filter { modes.modeByPath[$0] == nil }, files: files)
        guard !alternatives.isEmpty else {
            return TokenSystemPlan(declaringPath: declaringPath, paths: allPaths, sources: sources, modeOrder: modes.configuredOrder, axes: axes)
        }
        // Alternative folders (one brand, one platform at a time) are axes like the modes.
        let inAlternative = Set(alternatives.flatMap { $0.contexts.flatMap(\.paths) })
        let base = paths.filter { modes.modeByPath[$0] == nil && !inAlternative.contains($0) }
        let allAxes = axes + alternatives
        let (contextSources, contextNames) = TokenSystemPlan.contextSources(
            base: base, axes: allAxes, files: files, settings: settings, layerOfPath: layerOfPath)
        return TokenSystemPlan(declaringPath: declaringPath, paths: allPaths, sources: contextSources, modeOrder: contextNames, axes: allAxes)
    }

    // MARK: DTCG resolver

    static func resolverPlan(
        _ resolverPath: String, _ resolver: TokenResolver, tokenPaths: [String], claimed: inout Set<String>,
        files: [String: TokenFile], settings: TokenSettings
    ) -> TokenSystemPlan {
        let base = folder(of: resolverPath)
        func locate(_ source: TokenResolver.Source) -> String? {
            let joined = TokenModeAssignment.normalize(base.isEmpty ? source.path : base + "/" + source.path)
            return tokenPaths.first { $0 == joined || $0.hasSuffix("/" + joined) || joined.hasSuffix("/" + $0) }
        }
        var setPaths: [String] = []
        for source in resolver.setSources {
            if let path = locate(source), !setPaths.contains(path) { setPaths.append(path) }
        }
        // A context whose files are all absent is left out; one that names no file stays (Primer's
        // `size.default`).
        let axes = resolver.modifiers.map { modifier in
            TokenAxis(name: modifier.name, contexts: modifier.contexts.compactMap { context in
                let paths = context.sources.compactMap(locate)
                return paths.isEmpty && !context.sources.isEmpty ? nil : TokenAxis.Context(name: context.name, paths: paths)
            })
        }
        var all = setPaths
        for axis in axes { for context in axis.contexts { for path in context.paths where !all.contains(path) { all.append(path) } } }
        claimed.formUnion(all)
        // The resolver orders every file: a later file overriding an earlier one is by design.
        var layerOfPath: [String: Int] = [:]
        for (position, path) in all.enumerated() { layerOfPath[path] = position + 1 }
        let (sources, modes) = TokenSystemPlan.contextSources(base: setPaths, axes: axes, files: files, settings: settings, layerOfPath: layerOfPath)
        return TokenSystemPlan(
            declaringPath: resolverPath, paths: [resolverPath] + all, sources: sources, modeOrder: modes, axes: axes, isResolver: true)
    }

    // MARK: Tokens Studio

    static func studioPlan(
        folder: String, declaringPath: String, themes: [TokenSetDeclaration.StudioTheme], order: [String], tokenPaths: [String],
        claimed: inout Set<String>, files: [String: TokenFile], settings: TokenSettings
    ) -> TokenSystemPlan {
        let prefix = folder.isEmpty ? "" : folder + "/"
        var setPath: [String: String] = [:]
        var setNames: [String] = []
        for path in tokenPaths where !claimed.contains(path) && path.hasPrefix(prefix) {
            var name = String(path.dropFirst(prefix.count))
            for suffix in [".tokens.json", ".json"] where name.hasSuffix(suffix) {
                name.removeLast(suffix.count)
                break
            }
            setPath[name] = path
            setNames.append(name)
        }
        // `tokenSetOrder` first (later wins), then the sets it does not name.
        let ordered = order.filter { setPath[$0] != nil } + setNames.filter { !order.contains($0) }
        let all = ordered.compactMap { setPath[$0] }
        claimed.formUnion(all)
        var groups: [String] = []
        for theme in themes where !groups.contains(theme.group) { groups.append(theme.group) }
        // A set every theme uses applies in every context; the others only in their themes.
        let everywhere = ordered.filter { name in !themes.isEmpty && themes.allSatisfy { $0.sets.contains(name) } }
        let inSomeTheme = Set(themes.flatMap(\.sets))
        let baseNames = ordered.filter { everywhere.contains($0) || !inSomeTheme.contains($0) }
        // Themes of one name in one group are one context; a context none of whose sets is present
        // is left out.
        let axes = groups.map { group in
            var contexts: [TokenAxis.Context] = []
            for theme in themes where theme.group == group {
                let paths = ordered.filter { theme.sets.contains($0) && !baseNames.contains($0) }.compactMap { setPath[$0] }
                if let position = contexts.firstIndex(where: { $0.name == theme.name }) {
                    contexts[position].paths += paths.filter { !contexts[position].paths.contains($0) }
                } else {
                    contexts.append(TokenAxis.Context(name: theme.name, paths: paths))
                }
            }
            return TokenAxis(name: group, contexts: contexts.filter { !$0.paths.isEmpty })
        }
        // Sets override each other in their order by design: every set is a layer of its own.
        var layerOfPath: [String: Int] = [:]
        for (position, path) in all.enumerated() { layerOfPath[path] = position + 1 }
        let (sources, modes) = TokenSystemPlan.contextSources(
            base: baseNames.compactMap { setPath[$0] }, axes: axes, files: files, settings: settings, layerOfPath: layerOfPath)
        return TokenSystemPlan(declaringPath: declaringPath, paths: [declaringPath] + all, sources: sources, modeOrder: modes, axes: axes)
    }

    // MARK: Style Dictionary

    static func styleDictionaryPlan(
        _ configPath: String, _ declaration: TokenSetDeclaration, tokenPaths: [String], claimed: inout Set<String>,
        files: [String: TokenFile], settings: TokenSettings
    ) -> TokenSystemPlan {
        let base = folder(of: configPath)
        let prefix = base.isEmpty ? "" : base + "/"
        func matching(_ globs: [String]) -> [String] {
            let patterns = globs.map(Glob.init)
            return tokenPaths.filter { path in
                !claimed.contains(path) && path.hasPrefix(prefix) && patterns.contains { $0.matches(String(path.dropFirst(prefix.count))) }
            }
        }
        let included = matching(declaration.includeGlobs)
        claimed.formUnion(included)
        let sourced = matching(declaration.sourceGlobs)
        claimed.formUnion(sourced)
        // `include` files are meant to be overridden by `source` files; `source` files must not collide.
        var layerOfPath: [String: Int] = [:]
        for path in included { layerOfPath[path] = 1 }
        return modeFilesPlan(included + sourced, declaringPath: configPath, layerOfPath: layerOfPath, files: files, settings: settings)
    }

    /// `path` with the mode word taken out of every segment that ends in it.
    static func familyKey(_ path: String, mode: String) -> String {
        let lowerMode = mode.lowercased()
        return path.split(separator: "/", omittingEmptySubsequences: false).map { segment -> String in
            var stem = segment.lowercased()
            var suffix = ""
            for ending in [".tokens.json", ".tokens", ".json"] where stem.hasSuffix(ending) {
                stem.removeLast(ending.count)
                suffix = ending
                break
            }
            guard stem.hasSuffix(lowerMode) else { return String(segment) }
            return String(stem.dropLast(lowerMode.count)) + "*" + suffix
        }.joined(separator: "/")
    }

    static func folder(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    }
}
