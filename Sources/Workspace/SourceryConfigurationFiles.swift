import Analysis
import Foundation

/// Finds and reads the workspace's Sourcery configuration files: `.yml` / `.yaml` files at the root
/// or in a folder directly below it whose content is a Sourcery configuration (`sources` and
/// `templates`), whatever their name (`.sourcery.yml`, `sourcery/.phase_one_sourcery.yml`,
/// `sourcery/.ComponentGeneration.yml`).
package enum SourceryConfigurationFiles {
    /// Files larger than this are no Sourcery configuration.
    static let maximumSize = 256 * 1024

    /// The Sourcery inputs the configurations declare, nil when the workspace has none.
    package static func inputs(root: String) -> SourceryInputs? {
        let manager = FileManager.default
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var candidates: [String] = []
        let topNames = ((try? manager.contentsOfDirectory(atPath: root)) ?? []).sorted()
        for name in topNames {
            let path = prefix + name
            guard let type = fileType(path) else { continue }
            if type == S_IFREG, isYAML(name) {
                candidates.append(name)
            } else if type == S_IFDIR, !FileDiscovery.skippedDirectoryNames.contains(name) {
                for inner in ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted() where isYAML(inner) {
                    guard fileType(path + "/" + inner) == S_IFREG else { continue }
                    candidates.append(name + "/" + inner)
                }
            }
        }
        var runs: [SourceryInputs.Run] = []
        for relative in candidates {
            guard let data = manager.contents(atPath: prefix + relative), data.count <= maximumSize,
                let found = SourceryInputs.read(String(decoding: data, as: UTF8.self), at: relative)
            else { continue }
            runs += found
        }
        return runs.isEmpty ? nil : SourceryInputs(runs: runs)
    }

    /// True for a path (relative to the root) whose change can change ``inputs(root:)``: a YAML file
    /// at the root or one folder below it.
    package static func mayBeConfiguration(relativePath: String) -> Bool {
        isYAML(relativePath) && relativePath.split(separator: "/").count <= 2
    }

    /// The type bits of the entry itself (a link is a link): `lstat`, which looks up no owner or group
    /// names as `FileManager.attributesOfItem` does.
    private static func fileType(_ path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    private static func isYAML(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".yml") || lower.hasSuffix(".yaml")
    }
}
