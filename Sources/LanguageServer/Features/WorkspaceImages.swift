import Analysis
import Foundation
import Workspace

/// The image files of the workspace folders by file name (`card-bg@2x.png`, `card-bg.imageset`),
/// listed again when the last listing is older than a few seconds.
struct WorkspaceImages: Sendable {
    private(set) var byName: [String: String] = [:]
    private var listedAt: Date?
    private var roots: [String] = []

    mutating func refresh(roots: [String], now: Date = Date()) {
        if roots == self.roots, let listedAt, now.timeIntervalSince(listedAt) < 5 { return }
        self.roots = roots
        listedAt = now
        byName = [:]
        for root in roots {
            byName.merge(FileDiscovery.images(under: root)) { first, _ in first }
        }
    }

    /// The first file an image name can refer to.
    func file(for name: String) -> String? {
        DocumentLinks.candidateFileNames(for: name).lazy.compactMap { byName[$0] }.first
    }
}
