import Analysis
import Foundation

/// The image files of the workspace folders by file name (`card-bg@2x.png`, `card-bg.imageset`),
/// listed again when the last listing is older than a few seconds.
struct WorkspaceImages: Sendable {
    private(set) var byName: [String: String] = [:]
    private var listedAt: Date?
    private var roots: [String] = []

    static let extensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "gif", "heic", "svg"]
    static let skippedFolders: Set<String> = [".build", ".git", "node_modules", "Pods", "DerivedData", "Carthage"]
    static let maximumEntries = 50_000

    mutating func refresh(roots: [String], now: Date = Date()) {
        if roots == self.roots, let listedAt, now.timeIntervalSince(listedAt) < 5 { return }
        self.roots = roots
        listedAt = now
        byName = [:]
        var seen = 0
        for root in roots {
            guard let enumerator = FileManager.default.enumerator(
                at: URL(fileURLWithPath: root), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in enumerator {
                seen += 1
                if seen > Self.maximumEntries { return }
                let name = url.lastPathComponent
                if Self.skippedFolders.contains(name) {
                    enumerator.skipDescendants()
                } else if url.pathExtension == "imageset" {
                    if byName[name] == nil { byName[name] = url.path }
                    enumerator.skipDescendants()
                } else if Self.extensions.contains(url.pathExtension.lowercased()), byName[name] == nil {
                    byName[name] = url.path
                }
            }
        }
    }

    /// The first file an image name can refer to.
    func file(for name: String) -> String? {
        DocumentLinks.candidateFileNames(for: name).lazy.compactMap { byName[$0] }.first
    }
}
