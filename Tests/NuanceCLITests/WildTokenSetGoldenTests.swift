import Foundation
import Testing
import TestSupport

/// `nuance check` with zero configuration on the public token sets of `../shared/wild/` (present on
/// development machines, not shipped): eight DTCG systems with resolvers (Terrazzo), Spectrum's
/// own data, Style Dictionary's examples and a Tokens Studio project. Every finding in the golden
/// files was reviewed; what each one is, and why it is right, is written under "Reviewed" below.
/// `NUANCE_RECORD=1` re-records.
///
/// Reviewed (tokens-terrazzo): the 17 `tokens/missing-type` errors are Apple HIG light colours
/// without `$type` (their dark twins have one); the 8 `tokens/invalid-value` errors are dimension
/// units DTCG 2025.10 does not allow (`em`, `vw`, `dp`, an empty unit); `color.black.50` in Figma
/// SDS has `$type` but no `$value`; Primer's `removed/testing` is `null`; the 3 information
/// findings are Primer size tokens defined for the `coarse` and `fine` contexts of the resolver but
/// not for its empty `default` context. (tokens-style-dictionary): the basic example defines
/// `text.typography.heading` and `.body` in two source files (Style Dictionary itself warns of the
/// collision); the deprecation example references its deprecated `color.base.red` on purpose.
struct WildTokenSetGoldenTests {
    static let repository = URL(fileURLWithPath: GoldenFile.directory()).deletingLastPathComponent().deletingLastPathComponent()
    static let wild = repository.deletingLastPathComponent().appendingPathComponent("shared/wild")

    @Test(arguments: ["tokens-terrazzo", "tokens-spectrum", "tokens-style-dictionary", "tokens-studio-lion"])
    func checkFindings(_ folder: String) throws {
        let root = Self.wild.appendingPathComponent(folder).path
        guard FileManager.default.fileExists(atPath: root) else {
            try Test.cancel("\(root) is not present")
        }
        let result = try NuanceBinary.run(["check", "--format", "json", root], in: Self.repository.path)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let findings = object["findings"] as? [[String: Any]] ?? []
        var lines: [String] = []
        for finding in findings {
            let path = (finding["path"] as? String ?? "").replacingOccurrences(of: root + "/", with: "")
            let start = (finding["range"] as? [String: Any])?["start"] as? [String: Any]
            let line = start?["line"] as? Int ?? 0
            lines.append("\(finding["severity"] as? String ?? "") \(finding["rule"] as? String ?? "") \(path):\(line) \(finding["message"] as? String ?? "")")
        }
        let summary = object["summary"] as? [String: Any] ?? [:]
        let header = ["filesChecked", "errors", "warnings", "information", "hints"].map { "\($0): \(summary[$0] as? Int ?? -1)" }
        let report = (header + lines.sorted()).joined(separator: "\n") + "\n"
        if let difference = GoldenFile.check(report, against: GoldenFile.directory() + "/Golden/wild/\(folder).txt") {
            Issue.record(Comment(rawValue: difference))
        }
    }
}
