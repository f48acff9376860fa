import Diagnostics

/// A place a hover points to: shown as the path relative to the workspace root and the line, linked
/// relative to the hovered file (never an absolute path).
package struct HoverLink: Sendable, Hashable {
    /// `Themes/Palette.nss:16`.
    package var label: String
    /// `Palette.nss#L16`: the file relative to the hovered file's folder, and the line.
    package var target: String
    /// What is there (`@tintColor: #0A6ED1;` — wins on the light background).
    package var note: String

    package init(label: String, target: String, note: String) {
        self.label = label
        self.target = target
        self.note = note
    }
}

extension WorkspaceIndex {
    /// A link from the file at `path` to `location`.
    func link(to location: Location, from path: String, note: String) -> HoverLink {
        let line = (snapshot.files[location.path]?.text.line(containing: location.range.start) ?? 0) + 1
        let label = "\(Snapshot.relativePath(location.path, to: snapshot.root)):\(line)"
        return HoverLink(label: label, target: HoverLink.relativeTarget(location.path, from: path) + "#L\(line)", note: note)
    }
}

extension HoverLink {
    /// `target` relative to the folder of `origin` (`../Themes/Palette.nss`).
    static func relativeTarget(_ target: String, from origin: String) -> String {
        let from = origin.split(separator: "/", omittingEmptySubsequences: true).dropLast()
        let to = target.split(separator: "/", omittingEmptySubsequences: true)
        var common = 0
        while common < from.count, common < to.count - 1, from[from.startIndex + common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        return (ups + to[common...].map(String.init)).joined(separator: "/")
    }
}
