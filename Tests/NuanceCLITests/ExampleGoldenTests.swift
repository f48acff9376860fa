import Foundation
import Testing
import TestSupport

/// `nuance check` on the bundled example workspace, in every format: what users and CI see.
struct ExampleGoldenTests {
    static let repository = URL(fileURLWithPath: GoldenFile.directory()).deletingLastPathComponent().deletingLastPathComponent()
    static let example = repository.appendingPathComponent("Examples/FioriTheme").path

    @Test(arguments: ["human", "json", "sarif", "github"])
    func checkOutput(_ format: String) throws {
        let result = try NuanceBinary.run(["check", "--format", format, Self.example], in: Self.repository.path)
        #expect(result.status == 1, "the example has errors on purpose: \(result.standardError)")
        let normalized = Self.normalize(result.standardOutput)
        if let difference = GoldenFile.check(normalized, against: GoldenFile.directory() + "/Golden/example.\(format).txt") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test func everyRuleDomainFiresInTheExample() throws {
        let result = try NuanceBinary.run(["check", "--format", "json", Self.example], in: Self.repository.path)
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let rules = Set((object?["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String })
        for domain in ["nss/", "tokens/", "sourcery/"] {
            #expect(rules.contains { $0.hasPrefix(domain) }, "no \(domain) finding in the example")
        }
    }

    /// Removes what differs between machines and runs: the checkout's location and the time taken.
    static func normalize(_ output: String) -> String {
        let root = URL(fileURLWithPath: example).absoluteString
        return output
            .replacingOccurrences(of: root, with: "file:///EXAMPLE/")
            .replacingOccurrences(of: example, with: "EXAMPLE")
            .replacing(#/ \(\d+(\.\d+)? m?s\)$/#.anchorsMatchLineEndings(), with: "")
    }
}
