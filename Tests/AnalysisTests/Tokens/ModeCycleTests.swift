import Analysis
import DesignTokens
import SourceText
import Testing

/// Reference cycles through names defined in several files: every definition's alias counts, the
/// ones that win in some mode and the ones every mode overrides.
struct ModeCycleTests {
    private func source(_ path: String, mode: String?, _ json: String) -> TokenSource {
        TokenSource(path: path, file: TokenFileReader.read(SourceText(json)), mode: mode)
    }

    @Test func cyclesFollowWinningAndOverriddenDefinitions() {
        let graph = TokenGraph(sources: [
            source("base.tokens.json", mode: nil, #"{ "a": { "$value": "{b}" }, "b": { "$value": "{a}" }, "c": { "$value": "{a}" } }"#),
            source("light.tokens.json", mode: "light", #"{ "a": { "$value": "{c}" } }"#),
            source("dark.tokens.json", mode: "dark", #"{ "a": { "$value": "{missing}" } }"#),
        ])
        #expect(graph.cycles["a"] == ["a", "b", "a"])
        #expect(graph.cycles["b"] == ["b", "a", "b"])
        #expect(graph.cycles["c"] == ["c", "a", "c"])
        #expect(graph.cycles["missing"] == nil)
        #expect(graph.cycles.count == 3)
    }

    @Test func aliasesWinningInDifferentModesCloseOneCycle() {
        let graph = TokenGraph(sources: [
            source("base.tokens.json", mode: nil, ##"{ "x": { "$value": "{y}" }, "z": { "$value": "#FFFFFF" } }"##),
            source("light.tokens.json", mode: "light", #"{ "y": { "$value": "{z}" } }"#),
            source("dark.tokens.json", mode: "dark", #"{ "y": { "$value": "{x}" } }"#),
        ])
        #expect(graph.cycles["x"] == ["x", "y", "x"])
        #expect(graph.cycles["y"] == ["y", "x", "y"])
        #expect(graph.cycles["z"] == nil)
    }
}
