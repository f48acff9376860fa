import Analysis
import Foundation
import Testing

struct GlobTests {
    @Test(arguments: [
        ("Themes/**", "Themes/a.nss", true),
        ("Themes/**", "Themes/sub/a.nss", true),
        ("Themes/**", "Other/a.nss", false),
        ("**/Generated/**", "Sources/Generated/x.swift", true),
        ("**/Generated/**", "Generated/x.swift", true),
        ("**/Generated/**", "Sources/Gen/x.swift", false),
        ("tokens/*.tokens.json", "tokens/light.tokens.json", true),
        ("tokens/*.tokens.json", "tokens/dark/light.tokens.json", false),
        ("./a/?.nss", "a/b.nss", true),
        ("Sources/**/Models/**", "Sources/App/Models/M.swift", true),
        ("Sources/**/Models/**", "Sources/Models/M.swift", true),
        ("*a*b", "xaxb", true),
        ("a*b*c", "abxbc", true),
        ("a*b*c", "abxbd", false),
        ("**", "a/b/c", true),
        ("**/*.nss", "a.nss", true),
        ("a/**/b/**/c", "a/x/b/y/b/c", true),
        ("a/**/b/**/c", "a/x/b/y/c/d", false),
        ("?", "", false),
    ])
    func matching(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }

    /// Many stars that cannot match: a backtracking matcher took 12 s on this (over 30 s with ten).
    @Test(arguments: ["*a*a*a*a*a*a*a*a*b", "*a*a*a*a*a*a*a*a*a*a*b", "**/**/**/**/**/**/**/**/b"])
    func pathologicalPatternsMatchInLinearTime(pattern: String) {
        let name = pattern.contains("/") ? Array(repeating: "a", count: 40).joined(separator: "/") : String(repeating: "a", count: 40)
        let glob = Glob(pattern)
        let started = Date()
        #expect(!glob.matches(name))
        #expect(Date().timeIntervalSince(started) < 0.01)
    }
}
