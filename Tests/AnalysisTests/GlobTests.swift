import Analysis
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
    ])
    func matching(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }
}
