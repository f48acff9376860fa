import Colors
import NSS

/// Everything the analysis knows about the workspace's stylesheets: each file parsed and analysed
/// (variables are scoped to their file, as in NUI), the palette in force, and the style classes the
/// Swift models derive.
package struct StylesheetIndex: Sendable {
    package let files: [String: StylesheetFile]
    /// Stylesheet paths in a stable order.
    package let paths: [String]
    package let palette: Palette
    package let dialect: Dialect
    /// Style classes derived from annotated Swift models, by name.
    package let derivedClasses: [String: DerivedStyleClass]
    /// Every class named by a selector in any stylesheet, with the paths that name it; built on first
    /// use (navigation, completion and explanations need it, the rules do not).
    package var selectorClasses: [String: Set<String>] {
        selectorClassStore.get {
            var byName: [String: Set<String>] = [:]
            for path in paths {
                for name in files[path]!.classNamesUsed { byName[name, default: []].insert(path) }
            }
            return byName
        }
    }
    private let selectorClassStore = LazyValue<[String: Set<String>]>()
    /// The workspace root, for paths shown in explanations.
    package let root: String?
    /// Variable name → the first two defining stylesheets (positions in `paths`), built on first use
    /// (only messages about undefined variables need it, and building it costs a hash per definition).
    private let definersStore = LazyValue<VariableDefiners>()
    /// The variables of the stylesheets outside the checked paths, by path (`Snapshot/definedVariables`).
    private let scannedVariables: [String: [String]]
    private let scannedDefinersStore = LazyValue<[String: [String]]>()
    private let classSuggestionStore = LazyValue<ClassSuggestions>()
    private let overriddenLightStore = LazyValue<[String: RGBA]>()

    /// Palette style → its colour on the light background where the workspace's stylesheets override
    /// it and all agree on the colour (built on first use: completion swatches show it).
    package var overriddenLightColors: [String: RGBA] {
        overriddenLightStore.get {
            var found: [String: Set<RGBA>] = [:]
            for path in paths {
                guard let file = files[path], file.isNUIContent else { continue }
                for style in file.overriddenStyles {
                    if let color = file.overrideValue(for: style, on: .lightBackground)?.color { found[style, default: []].insert(color) }
                }
            }
            return found.compactMapValues { $0.count == 1 ? $0.first : nil }
        }
    }

    /// Did-you-mean over the built-in and derived classes.
    var classSuggestions: ClassSuggestions { classSuggestionStore.get { ClassSuggestions(derived: derivedClasses) } }

    /// `previous`, when given, was built with the same palette and settings: its files whose text is
    /// unchanged are taken over rather than analysed again.
    package init(snapshot: Snapshot, tokens: TokenIndex, models: ModelIndex, reusing previous: StylesheetIndex? = nil) {
        let settings = snapshot.configuration.stylesheets
        self.root = snapshot.root
        self.scannedVariables = snapshot.definedVariables
        var palette = tokens.palette
        if palette.styles.isEmpty, case .builtIn = settings.palette {
            palette = .fioriCore
        }
        // Plain NUI has no palette: colour names are UIColor's only, and `@S_…` names are variables.
        if settings.dialect == .nui { palette = .empty }
        self.palette = palette
        self.dialect = settings.dialect
        var derived: [String: DerivedStyleClass] = [:]
        for styleClass in models.styleClasses { derived[styleClass.name] = styleClass }
        self.derivedClasses = derived
        let sources = snapshot.files(of: .stylesheet)
        var analysed: [StylesheetFile] = []
        var changed: [SnapshotFile] = []
        for source in sources {
            if let earlier = previous?.files[source.path], earlier.text == source.text {
                analysed.append(earlier)
            } else {
                changed.append(source)
            }
        }
        analysed += StylesheetIndex.analyse(changed, dialect: settings.dialect, palette: palette, earlier: previous?.files ?? [:])
        var files = [String: StylesheetFile](minimumCapacity: analysed.count)
        for file in analysed { files[file.path] = file }
        self.files = files
        // `sources` is in path order already.
        self.paths = sources.map(\.path)
    }

    /// Parses and analyses files on every core when there are several; a file with an analysis in
    /// `earlier` re-parses only the rule set an edit lies in, when it lies in one.
    static func analyse(
        _ sources: [SnapshotFile], dialect: Dialect, palette: Palette, earlier: [String: StylesheetFile] = [:]
    ) -> [StylesheetFile] {
        guard !sources.isEmpty else { return [] }
        let suggestions = StylesheetFile.colorNameSuggestions(dialect: dialect, palette: palette)
        if sources.count < 4 {
            return sources.map {
                StylesheetFile(
                    path: $0.path, text: $0.text, dialect: dialect, palette: palette, colorNameSuggestions: suggestions, earlier: earlier[$0.path])
            }
        }
        let slots = ConcurrentSlots<StylesheetFile>(count: sources.count)
        DispatchQueueConcurrent.perform(iterations: sources.count) { index in
            let source = sources[index]
            slots.store(
                StylesheetFile(
                    path: source.path, text: source.text, dialect: dialect, palette: palette, colorNameSuggestions: suggestions,
                    earlier: earlier[source.path]),
                at: index)
        }
        return slots.values
    }

    /// The analysed stylesheet at `path` (nil for other files).
    package func file(_ path: String) -> StylesheetFile? { files[path] }

    /// The analysed stylesheet at `path` when it holds NUI content (rules report nothing for the others).
    package func nuiFile(_ path: String) -> StylesheetFile? {
        guard let file = files[path], file.isNUIContent else { return nil }
        return file
    }

    /// A stylesheet other than `path` that defines variable `name` (without `@`), the first in path
    /// order.
    package func definingPath(of name: String, otherThan path: String) -> String? {
        let definers = definersStore.get { VariableDefiners(files: paths.map { files[$0]! }) }
        var analysed: String?
        if let found = definers.definers(of: name) {
            for position in [found.first, found.second] where position >= 0 && paths[Int(position)] != path {
                analysed = paths[Int(position)]
                break
            }
        }
        // Stylesheets outside the checked paths were only scanned for their variables.
        guard !scannedVariables.isEmpty else { return analysed }
        let scanned = scannedDefinersStore.get {
            var byName: [String: [String]] = [:]
            for (file, names) in scannedVariables {
                for variable in names { byName[variable, default: []].append(file) }
            }
            return byName.mapValues { $0.sorted() }
        }
        let other = scanned[name]?.first { $0 != path }
        guard let analysed else { return other }
        guard let other else { return analysed }
        return min(analysed, other)
    }

    /// True when every stylesheet defines the same variable names as in `previous` (stylesheets whose
    /// analysis `previous` shares are not compared).
    package func definesSameVariables(as previous: StylesheetIndex) -> Bool {
        guard files.count == previous.files.count else { return false }
        for (path, file) in files {
            guard let earlier = previous.files[path] else { return false }
            if earlier.text == file.text { continue }
            // Compared in order: a reordering only costs a recomputation.
            guard earlier.definedNames == file.definedNames else { return false }
        }
        return true
    }


    /// True when `name` is a built-in or model-derived style class.
    package func isKnownClass(_ name: String) -> Bool {
        NSSCatalog.styleClass(name) != nil || derivedClasses[name] != nil
    }
}
