import Foundation
import SourceText
import SourceryModels

/// The palette colours and Fiori text styles the workspace's Swift files (code and models) name in
/// calls, by path. Files without a call shape cost a byte scan; the others are parsed, on every core.
package struct SwiftCodeIndex: Sendable {
    package private(set) var uses: [String: [SwiftPaletteUse]] = [:]
    /// The palette the calls resolve against (the stylesheets' palette).
    package let palette: Palette
    private let suggestionStore = LazyValue<NameSuggestion.Cache>()
    private let usedStylesStore = LazyValue<Set<String>>()

    /// Scans every Swift file of `snapshot`, taking over the uses of files whose text `previous` had.
    package init(snapshot: Snapshot, palette: Palette, reusing previous: (index: SwiftCodeIndex, snapshot: Snapshot)? = nil) {
        self.palette = palette
        let swiftFiles = snapshot.files.values.filter { $0.kind == .swiftCode || $0.kind == .swiftModel }.sorted { $0.path < $1.path }
        let scanned = ConcurrentSlots<(Int, [SwiftPaletteUse])>(count: swiftFiles.count)
        DispatchQueue.concurrentPerform(iterations: swiftFiles.count) { position in
            let file = swiftFiles[position]
            if let previous, previous.snapshot.files[file.path]?.text == file.text, let earlier = previous.index.uses[file.path] {
                scanned.store((position, earlier), at: position)
            } else {
                scanned.store((position, SwiftPaletteUseScanner.uses(in: file.text.bytes)), at: position)
            }
        }
        for (position, found) in scanned.values where !found.isEmpty { uses[swiftFiles[position].path] = found }
    }

    /// Did-you-mean over the palette's current (not deprecated) names.
    package var paletteNameSuggestions: NameSuggestion.Cache {
        suggestionStore.get { NameSuggestion.Cache(palette.styles.values.filter { $0.replacement == nil }.map(\.name).sorted()) }
    }

    /// The use whose name contains `offset` (or ends at it) in the file at `path`.
    package func use(at offset: Int, in path: String) -> SwiftPaletteUse? {
        uses[path]?.first { $0.range.touches(offset) }
    }

    /// Every use of the palette colour (or text style) `name`, in path order.
    package func uses(of name: String, kind: SwiftPaletteUse.Kind) -> [(path: String, use: SwiftPaletteUse)] {
        uses.keys.sorted().flatMap { path in uses[path]!.filter { $0.kind == kind && $0.name == name }.map { (path, $0) } }
    }

    /// The colour names used anywhere, for the unused analysis.
    package var colorNames: Set<String> {
        Set(uses.values.joined().lazy.filter { $0.kind == .color }.map(\.name))
    }

    /// True when the workspace holds code that uses the palette (a Swift call names a colour) and is
    /// not the palette's own provider (it does not declare `ColorStyle`), so that what no code uses is
    /// unused.
    package func holdsPaletteConsumers(declaredTypes: Set<String>) -> Bool {
        uses.values.contains { $0.contains { $0.kind == .color } } && !declaredTypes.contains("ColorStyle")
    }

    /// The palette styles named by a Swift call or a stylesheet value (`tintColor`,
    /// `tintColor_darkBackground`); built once per index.
    package func paletteStylesUsed(stylesheets: StylesheetIndex) -> Set<String> {
        usedStylesStore.get {
            var result = colorNames
            for path in stylesheets.paths {
                guard let file = stylesheets.file(path) else { continue }
                for value in file.valueRanges {
                    for token in file.syntax.tokens[value] where token.kind == .identifier {
                        if let base = file.paletteStyleBase(of: token.range) { result.insert(file.text[base]) }
                    }
                }
            }
            return result
        }
    }
}
