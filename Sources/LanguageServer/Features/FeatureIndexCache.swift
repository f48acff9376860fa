import Analysis
import Diagnostics
import Foundation
import JSON

/// What the client said about how it shows editor features (`initialize`).
struct EditorPreferences: Sendable {
    /// Hovers and documentation in Markdown (the client lists `markdown` in `hover.contentFormat`).
    var markdown = false
    /// Colour swatches as data-URI SVG images in hovers (`initializationOptions.hoverSwatches`).
    var hoverSwatches = false
    /// `initializationOptions.dialect` (`nui` or `fiori`), over the configuration's.
    var dialect: Dialect?
    /// `initializationOptions.unusedOnlyInOpenFiles`: the `nuance/unused-*` findings only in open documents.
    var unusedOnlyInOpenFiles = false
    /// The `CompletionList.itemDefaults` fields the client takes (`completion.completionList.itemDefaults`).
    var completionItemDefaults: Set<String> = []

    init() {}

    init(_ params: InitializeRequest) {
        markdown = params.capabilities.textDocument?.hover?.contentFormat?.contains("markdown") ?? false
        completionItemDefaults = Set(params.capabilities.textDocument?.completion?.completionList?.itemDefaults ?? [])
        if case .object(let options)? = params.initializationOptions {
            if case .bool(let swatches)? = options["hoverSwatches"] { hoverSwatches = swatches }
            if case .string(let name)? = options["dialect"] { dialect = Dialect(rawValue: name) }
            if case .bool(let openOnly)? = options["unusedOnlyInOpenFiles"] { unusedOnlyInOpenFiles = openOnly }
        }
    }
}

/// One generation's index and what the editor features derive from it and keep while the generation
/// lasts: hover explanations, completion answers and statistics.
final class FeatureIndex: @unchecked Sendable {
    let index: WorkspaceIndex
    /// Explanations already shown in hovers.
    let hovers = HoverCache()
    /// Stylesheet completion answers already given.
    let completions = CompletionCache()
    private let lock = NSLock()
    private var statisticsValue: CompletionStatistics?
    /// The findings of files hovered in this generation, for the rule explanations on findings.
    private var findingsByPath: [String: [Finding]] = [:]
    /// The serialized results of whole-document requests (outline, colours) by method and path.
    private var serializedAnswers: [DocumentAnswerKey: [UInt8]] = [:]

    init(_ index: WorkspaceIndex) {
        self.index = index
    }

    /// True once ``statistics`` has been computed.
    var hasStatistics: Bool { lock.withLock { statisticsValue != nil } }

    /// True once the findings of `path` are kept (hovers in it can be answered without analysing it).
    func hasFindings(in path: String) -> Bool { lock.withLock { findingsByPath[path] != nil } }

    /// The findings of the file at `path` under `rules`, computed on the first hover in the file.
    func findings(in path: String, rules: [any Rule]) -> [Finding] {
        if let cached = lock.withLock({ findingsByPath[path] }) { return cached }
        let findings = Analyzer.findings(in: path, of: index, rules: rules)
        lock.withLock { findingsByPath[path] = findings }
        return findings
    }

    /// The serialized result of `method` for the document at `path`, if it was made in this generation.
    func cachedAnswer(method: String, path: String) -> [UInt8]? {
        lock.withLock { serializedAnswers[DocumentAnswerKey(method: method, path: path)] }
    }

    /// The serialized result of `method` for the document at `path`, made by `make` once per generation.
    func answer(method: String, path: String, make: () -> [UInt8]) -> [UInt8] {
        let key = DocumentAnswerKey(method: method, path: path)
        if let cached = lock.withLock({ serializedAnswers[key] }) { return cached }
        let made = make()
        lock.withLock { serializedAnswers[key] = made }
        return made
    }

    /// Usage counts for ranking completions, computed on first use.
    var statistics: CompletionStatistics {
        lock.withLock {
            if let statisticsValue { return statisticsValue }
            let statistics = CompletionStatistics(index: index)
            statisticsValue = statistics
            return statistics
        }
    }
}

/// A whole-document request: its method and the document's analysis path.
struct DocumentAnswerKey: Hashable {
    var method: String
    var path: String
}

/// The latest ``WorkspaceIndex`` for completion, hover, colours and inlay hints, rebuilt only when the
/// documents or workspace files changed (the diagnostics generation moved).
final class FeatureIndexCache: @unchecked Sendable {
    private let lock = NSLock()
    private var generation = -1
    private var entry: FeatureIndex?
    private var preferencesValue = EditorPreferences()
    /// The pieces of stylesheet outlines, kept across generations.
    let outlines = OutlinePieces()

    var preferences: EditorPreferences {
        get { lock.withLock { preferencesValue } }
        set { lock.withLock { preferencesValue = newValue } }
    }

    /// The index for `generation`, built from `snapshot()` when the cached one is older.
    func index(generation: Int, snapshot: () -> Snapshot) -> FeatureIndex {
        let (current, previous) = lock.withLock { (self.generation == generation ? self.entry : nil, self.entry) }
        if let current { return current }
        let index = FeatureIndex(WorkspaceIndex(snapshot: snapshot(), reusing: previous?.index))
        offer(index, generation: generation)
        return index
    }

    /// The cached index when it is of `generation`; nil when one would have to be built.
    func cached(generation: Int) -> FeatureIndex? {
        lock.withLock { self.generation == generation ? entry : nil }
    }

    /// Keeps an index built elsewhere (by a diagnostics run) when it is newer than the cached one.
    func offer(_ index: WorkspaceIndex, generation: Int) {
        offer(FeatureIndex(index), generation: generation)
    }

    private func offer(_ index: FeatureIndex, generation: Int) {
        lock.withLock {
            guard generation > self.generation else { return }
            self.generation = generation
            self.entry = index
        }
    }

    /// The open documents' URIs and versions by analysis path, made once per generation (every request
    /// needs them, and a workspace can have many documents open).
    struct DocumentMaps: Sendable {
        var uris: [String: DocumentURI]
        var versions: [String: Int]
    }

    private var documentMaps: (generation: Int, maps: DocumentMaps)?

    /// The maps made for `generation`, if they were.
    func cachedDocumentMaps(generation: Int) -> DocumentMaps? {
        lock.withLock { documentMaps?.generation == generation ? documentMaps?.maps : nil }
    }

    func documentMaps(generation: Int, make: () -> DocumentMaps) -> DocumentMaps {
        if let cached = lock.withLock({ documentMaps }), cached.generation == generation { return cached.maps }
        let maps = make()
        lock.withLock { documentMaps = (generation, maps) }
        return maps
    }
}

extension LanguageServer {
    /// The index the editor features answer from.
    func featureIndex() -> FeatureIndex {
        featureCache.index(generation: diagnostics.generation) { makeSnapshot() }
    }
}
