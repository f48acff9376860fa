import Analysis
import SourceText
import TestSupport

/// A multi-file fixture indexed once, with its markers by file.
struct FeatureFixture {
    let fixture: Fixture
    let index: WorkspaceIndex

    init(_ source: String, defaultPath: String = "Theme.nss", adjusting adjust: (inout Snapshot) -> Void = { _ in }) {
        fixture = Fixture(source, defaultPath: defaultPath)
        var snapshot = fixture.snapshot()
        adjust(&snapshot)
        index = WorkspaceIndex(snapshot: snapshot)
    }

    /// The file holding `marker` and the marker's offset.
    func position(_ marker: String = "1️⃣") -> (path: String, offset: Int) {
        for file in fixture.files {
            if let offset = file.markers[marker] { return (file.path, offset) }
        }
        fatalError("no marker \(marker) in the fixture")
    }

    func completions(at marker: String = "1️⃣") -> CompletionAnswer {
        let (path, offset) = position(marker)
        return index.completions(path: path, offset: offset, statistics: CompletionStatistics(index: index))
    }

    func labels(at marker: String = "1️⃣") -> [String] { completions(at: marker).items.map(\.label) }

    func hover(at marker: String = "1️⃣") -> HoverContent? {
        let (path, offset) = position(marker)
        return index.hover(path: path, offset: offset)
    }

    /// The text a range covers in the file of `marker`.
    func text(_ range: TextRange, in path: String) -> String {
        let text = fixture.file(path)!.text
        return String(decoding: Array(text.utf8)[range.start..<range.end], as: UTF8.self)
    }
}

extension HoverContent {
    /// The hover as plain text, for assertions.
    var plainText: String {
        blocks.map { block -> String in
            switch block {
            case .title(let name, let kind): return "\(name) — \(kind)"
            case .paragraph(let text): return text
            case .values(let heading, let lines): return heading + ":\n" + lines.map { "\($0.label): \($0.text)" }.joined(separator: "\n")
            case .code(let code, _): return code
            case .headline(let name, let text): return "\(name) — \(text)"
            case .table(_, let rows): return rows.map { $0.cells.joined(separator: " — ") }.joined(separator: "\n")
            case .links(let heading, let links): return heading + ":\n" + links.map { "\($0.label) \($0.note)" }.joined(separator: "\n")
            }
        }.joined(separator: "\n")
    }
}
