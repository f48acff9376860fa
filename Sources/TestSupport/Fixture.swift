import Analysis
import SourceText

/// Test input written as text: one or more files, with markers for positions.
///
/// Several files are separated by header lines `//- path`; text before the first header (or all of
/// it, when there is none) belongs to `defaultPath`. Markers are removed from the text and their byte
/// offsets recorded: numbered markers `1️⃣ … 9️⃣` by name, and `↓` (rule examples: where a finding
/// must start) in order.
package struct Fixture: Sendable {
    package struct File: Sendable {
        package var path: String
        package var text: String
        /// Offsets of `1️⃣`…`9️⃣` by marker.
        package var markers: [String: Int]
        /// Offsets of every `↓`, in order.
        package var arrows: [Int]
    }

    package var files: [File]

    package static let numberedMarkers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]
    package static let arrow = "↓"

    package init(_ source: String, defaultPath: String) {
        var files: [File] = []
        var currentPath = defaultPath
        var currentLines: [Substring] = []
        var sawHeader = false
        let hasHeaders = source.hasPrefix("//- ") || source.contains("\n//- ")
        func flush() {
            let blankPreamble = !sawHeader && currentLines.allSatisfy { $0.allSatisfy(\.isWhitespace) }
            if !(hasHeaders && blankPreamble) {
                files.append(Fixture.makeFile(path: currentPath, text: currentLines.joined(separator: "\n")))
            }
        }
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("//- ") {
                flush()
                currentPath = String(line.dropFirst(4)).trimmingCharacters(in: " ")
                currentLines = []
                sawHeader = true
            } else {
                currentLines.append(line)
            }
        }
        flush()
        self.files = files
    }

    private static func makeFile(path: String, text: String) -> File {
        var output = ""
        var markers: [String: Int] = [:]
        var arrows: [Int] = []
        var rest = Substring(text)
        outer: while !rest.isEmpty {
            for marker in numberedMarkers where rest.hasPrefix(marker) {
                markers[marker] = output.utf8.count
                rest = rest.dropFirst(marker.count)
                continue outer
            }
            if rest.hasPrefix(arrow) {
                arrows.append(output.utf8.count)
                rest = rest.dropFirst(arrow.count)
                continue
            }
            output.append(rest.removeFirst())
        }
        return File(path: path, text: output, markers: markers, arrows: arrows)
    }

    package func file(_ path: String) -> File? { files.first { $0.path == path } }

    /// The files as a snapshot; each file's kind comes from its name (`.json` files count as tokens).
    /// App code (`.swift`, `.m`, `.mm`, `.h`, `.storyboard`, `.xib` files) also gives the snapshot its
    /// `nuiClass` assignments; the files other than `.swift` are that and nothing else.
    package func snapshot(configuration: Configuration = Configuration()) -> Snapshot {
        let appCodeOnly = [".m", ".mm", ".h", ".storyboard", ".xib"]
        var snapshot = Snapshot(
            files: files.filter { file in !appCodeOnly.contains { file.path.hasSuffix($0) } }.map { file in
                let kind = FileKind.byName(file.path) ?? (file.path.hasSuffix(".json") ? .tokens : .stylesheet)
                return SnapshotFile(path: file.path, kind: kind, text: SourceText(file.text))
            },
            configuration: configuration)
        snapshot.appClassAssignments = files.filter { file in (appCodeOnly + [".swift"]).contains { file.path.hasSuffix($0) } }.flatMap { file in
            NUIClassAssignmentScanner.assignments(in: Array(file.text.utf8), path: file.path)
        }
        return snapshot
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        var result = Substring(self)
        while result.first == set { result.removeFirst() }
        while result.last == set { result.removeLast() }
        return String(result)
    }
}
