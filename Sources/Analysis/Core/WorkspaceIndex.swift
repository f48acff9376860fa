/// The cross-file index of one ``Snapshot``: every file parsed, every name resolved. Immutable; a new
/// snapshot gets a new index, which can take over the parts of an earlier index whose inputs did not
/// change. A class, so that the many holders of an index (requests, caches, runs) share it without
/// copying its parts.
package final class WorkspaceIndex: Sendable {
    package let snapshot: Snapshot
    package let tokens: TokenIndex
    package let models: ModelIndex
    package let stylesheets: StylesheetIndex
    /// Properties, classes and values the app adds to NUI (its code's reads and `nuance.json`).
    package let nuiExtensions: NUIExtensions
    /// Palette colours and Fiori text styles named in the workspace's Swift calls.
    package let swiftCode: SwiftCodeIndex

    package convenience init(snapshot: Snapshot) {
        self.init(snapshot: snapshot, reusing: nil)
    }

    /// Builds the index of `snapshot`, taking from `previous` the token index and the model index when
    /// their files and settings are unchanged, and every stylesheet whose text is unchanged.
    package init(snapshot: Snapshot, reusing previous: WorkspaceIndex?) {
        self.snapshot = snapshot
        let reuse = previous.map { IndexReuse(previous: $0.snapshot, next: snapshot) }
        let tokens = previous.flatMap { reuse?.tokensUnchanged == true ? $0.tokens : nil } ?? TokenIndex(snapshot: snapshot)
        let models = previous.flatMap { reuse?.modelsUnchanged == true ? $0.models : nil } ?? ModelIndex(snapshot: snapshot)
        self.tokens = tokens
        self.models = models
        let reusableStylesheets = reuse?.tokensUnchanged == true && reuse?.stylesheetSettingsUnchanged == true
        self.stylesheets = StylesheetIndex(
            snapshot: snapshot, tokens: tokens, models: models, reusing: reusableStylesheets ? previous?.stylesheets : nil)
        self.nuiExtensions = NUIExtensions(settings: snapshot.configuration.stylesheets.extensions, reads: snapshot.appStyleReads)
        self.swiftCode = SwiftCodeIndex(snapshot: snapshot, palette: stylesheets.palette, reusing: previous.map { ($0.swiftCode, $0.snapshot) })
    }

    package var configuration: Configuration { snapshot.configuration }
}

/// Which inputs of an index differ between two snapshots.
struct IndexReuse {
    let tokensUnchanged: Bool
    let modelsUnchanged: Bool
    let stylesheetSettingsUnchanged: Bool

    init(previous: Snapshot, next: Snapshot) {
        let sameRoot = previous.root == next.root
        let before = previous.configuration
        let after = next.configuration
        // A palette token file may be any file of the snapshot, so a configured one is compared too.
        var paletteFileUnchanged = true
        if case .tokenFile(let palettePath) = after.stylesheets.palette {
            paletteFileUnchanged = next.sameFiles(as: previous) { $0.path == palettePath || $0.path.hasSuffix("/" + palettePath) }
        }
        tokensUnchanged =
            sameRoot && before.tokens == after.tokens && before.stylesheets.palette == after.stylesheets.palette
            && before.include == after.include && before.exclude == after.exclude && paletteFileUnchanged
            && next.sameFiles(as: previous) { $0.kind == .tokens }
        modelsUnchanged =
            sameRoot && before.sourcery == after.sourcery && before.path == after.path
            && next.sameFiles(as: previous) { $0.kind == .swiftModel } && next.declaredTypes == previous.declaredTypes
        stylesheetSettingsUnchanged =
            before.stylesheets == after.stylesheets && previous.appStyleReads == next.appStyleReads
            && previous.appClassAssignments == next.appClassAssignments
    }
}

extension Snapshot {
    /// True when both snapshots hold the same files among those `included` accepts, with the same
    /// texts (arrays that share storage compare at once).
    func sameFiles(as other: Snapshot, where included: (SnapshotFile) -> Bool) -> Bool {
        var count = 0
        for file in files.values where included(file) {
            guard let earlier = other.files[file.path], earlier.kind == file.kind, earlier.text == file.text else { return false }
            count += 1
        }
        return count == other.files.values.lazy.filter(included).count
    }
}
