import Foundation
import FuzzInvariants

/// The inputs a fuzz target starts from: its seeds and kept regressions (`Tests/Fuzz/…/<Target>/`),
/// the project's own fixtures of its language, and the shared corpus when it is present.
enum FuzzSeeds {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func folder(_ relativePath: String) -> URL { repositoryRoot.appendingPathComponent(relativePath) }

    /// Regular files under `url` whose name ends with one of `suffixes` (all files when empty), sorted.
    static func files(under url: URL, suffixes: [String] = []) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .filter { url in suffixes.isEmpty || suffixes.contains { url.lastPathComponent.hasSuffix($0) } }
            .sorted { $0.path < $1.path }
    }

    /// `../shared/corpus/<name>` next to the repository, when present.
    static func corpus(_ name: String) -> URL? {
        let url = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/\(name)")
        guard FileManager.default.fileExists(atPath: url.path) else {
            print("skipped: ../shared/corpus/\(name) is not present")
            return nil
        }
        return url
    }

    /// The seed and regression files kept for `target`.
    static func kept(_ target: FuzzTarget) -> [URL] {
        files(under: folder("Tests/Fuzz/Seeds/\(target.rawValue)")) + regressions(target)
    }

    static func regressions(_ target: FuzzTarget) -> [URL] {
        files(under: folder("Tests/Fuzz/Regressions/\(target.rawValue)"))
    }

    /// Every input for `target`, with a name to report.
    static func all(_ target: FuzzTarget) -> [(name: String, bytes: [UInt8])] {
        var urls = kept(target)
        switch target {
        case .nss:
            urls += files(under: folder("Examples"), suffixes: [".nss"])
            for name in ["nss", "nss-foreign"] { if let url = corpus(name) { urls += files(under: url, suffixes: [".nss"]) } }
        case .jsonSyntax:
            urls += files(under: folder("Examples"), suffixes: [".json"])
            if let url = corpus("tokens") { urls += files(under: url, suffixes: [".json"]) }
        case .annotations, .annotationGrammar:
            urls += files(under: folder("Tests/editors/workspace"), suffixes: [".swift"])
            urls += files(under: folder("Tests/grammars/samples"), suffixes: [".swift"])
        case .configuration:
            urls += files(under: folder("Examples"), suffixes: ["nuance.json"])
        case .framing, .documentStore, .workspacePath:
            break
        }
        var seeds: [(name: String, bytes: [UInt8])] = urls.compactMap { url in
            guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
            return (url.path.replacingOccurrences(of: repositoryRoot.path + "/", with: ""), [UInt8](data))
        }
        if target == .workspacePath {
            // The paths of real workspaces' files, relative to their folder (every 25th, to stay quick).
            let roots = [folder("Examples")] + (wild().map { [$0] } ?? [])
            for root in roots {
                let paths = files(under: root).map { $0.path.replacingOccurrences(of: root.path + "/", with: "") }
                for path in stride(from: 0, to: paths.count, by: 25).map({ paths[$0] }) { seeds.append((path, Array(path.utf8))) }
            }
        }
        return seeds
    }

    /// `../shared/wild` next to the repository, when present.
    static func wild() -> URL? {
        let url = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/wild")
        guard FileManager.default.fileExists(atPath: url.path) else {
            print("skipped: ../shared/wild is not present")
            return nil
        }
        return url
    }
}
