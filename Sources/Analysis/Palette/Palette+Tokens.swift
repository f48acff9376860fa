import Colors
import DesignTokens
import Diagnostics

extension Palette {
    /// A palette from the tokens of a graph: every colour token under `group` (or every colour token
    /// when `group` is `nil`) becomes the style named by its path after the group. A background
    /// scheme gets a value when the token (or the token its alias ends at) gives one for that
    /// scheme's mode, or every scheme when it has a single value for every mode.
    static func styles(from graph: TokenGraph, group: String?, withLocations: Bool) -> [PaletteStyle] {
        let prefix = group.map { $0 + "." }
        // A name that lacks an ASCII prefix's bytes lacks the prefix: most names fail that fast.
        let asciiPrefix = prefix?.utf8.allSatisfy { $0 < 0x80 } == true
        var styles: [PaletteStyle] = []
        for name in graph.names {
            let styleName: String
            if let prefix {
                if asciiPrefix, !name.utf8.starts(with: prefix.utf8) { continue }
                guard name.hasPrefix(prefix) else { continue }
                styleName = String(name.dropFirst(prefix.count))
            } else {
                styleName = name
            }
            guard let definition = graph.definitions[name]?.last else { continue }
            var values: [BackgroundScheme: RGBA] = [:]
            if let single = graph.anyResolution(name), !single.dependsOnMode {
                // One value for every mode: it stands for every background.
                if let color = single.color {
                    for scheme in BackgroundScheme.allCases { values[scheme] = color }
                }
            } else {
                for scheme in BackgroundScheme.allCases {
                    guard let mode = Self.mode(for: scheme, in: graph.modes),
                        let resolution = graph.resolution(name, mode: mode), let color = resolution.color
                    else { continue }
                    if resolution.sourceHasOwnModeValue || resolution.sourceFileMode == mode {
                        values[scheme] = color
                    }
                }
            }
            guard !values.isEmpty else { continue }
            var replacement: String?
            if definition.token.deprecation != nil, let target = definition.token.value?.aliasTarget?.path {
                replacement = prefix.map { target.hasPrefix($0) ? String(target.dropFirst($0.count)) : target } ?? target
            }
            styles.append(PaletteStyle(
                name: styleName, values: values, replacement: replacement,
                location: withLocations ? definition.location : nil))
        }
        return styles
    }

    /// The mode of a token set that stands for a background scheme: the scheme's own name
    /// (`darkBackground`), or its short name (`dark`, `elevatedDark`).
    static func mode(for scheme: BackgroundScheme, in modes: [String]) -> String? {
        modes.first { Self.scheme(forMode: $0) == scheme }
    }

    static func scheme(forMode mode: String) -> BackgroundScheme? {
        if let scheme = BackgroundScheme(rawValue: mode) { return scheme }
        let folded = mode.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
            .replacingOccurrences(of: " ", with: "")
        return BackgroundScheme.allCases.first { scheme in
            let short = scheme.rawValue.lowercased().replacingOccurrences(of: "background", with: "")
            return folded == short || folded == scheme.displayName.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "-", with: "")
        }
    }

    /// This palette with `overrides` laid over it: an override replaces the schemes it gives and
    /// keeps the others.
    func merging(_ overrides: [PaletteStyle]) -> Palette {
        var merged = self
        for override in overrides {
            if var existing = merged.styles[override.name] {
                existing.values.merge(override.values) { _, new in new }
                existing.location = override.location
                if override.replacement != nil { existing.replacement = override.replacement }
                merged.styles[override.name] = existing
            } else {
                merged.styles[override.name] = override
            }
        }
        return merged
    }

    /// The palette a workspace sees: the configured base with the palette groups' tokens over it.
    static func forWorkspace(setting: PaletteSetting, snapshot: Snapshot, graph: TokenGraph, settings: TokenSettings) -> Palette {
        var base: Palette
        switch setting {
        case .none:
            base = .empty
        case .builtIn(let name):
            base = name == "fiori-v8" ? .fioriV8 : .empty
        case .tokenFile(let path):
            if let file = snapshot.files.first(where: { $0.key == path || $0.key.hasSuffix("/" + path) })?.value {
                let read = TokenFileReader.read(file.text, path: file.path)
                let fileGraph = TokenGraph(sources: [TokenSource(path: file.path, file: read)])
                let group = settings.paletteGroups.first { group in fileGraph.names.contains { $0.hasPrefix(group + ".") } }
                base = Palette(name: path, styles: styles(from: fileGraph, group: group, withLocations: true))
            } else {
                base = .empty
            }
        }
        var overrides: [PaletteStyle] = []
        for group in settings.paletteGroups {
            overrides += styles(from: graph, group: group, withLocations: true)
        }
        return overrides.isEmpty ? base : base.merging(overrides)
    }
}
