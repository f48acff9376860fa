import Analysis
import DesignTokens
import SourceText
import Testing

/// Alias chains resolve in time linear in their length, and every name on them resolves as it would
/// on its own: types along the chain, values with references at the end, loops.
struct AliasChainTests {
    private func graph(_ json: String) -> TokenGraph {
        TokenGraph(sources: [TokenSource(path: "chain.tokens.json", file: TokenFileReader.read(SourceText(json)))])
    }

    /// `{ "t0": { "$value": "{t1}" }, …, "tN": <end> }`, or the aliases in the other direction when
    /// `backwards` (then the end is the first name defined).
    private func chainJSON(steps: Int, end: String, backwards: Bool = false, extra: String = "") -> String {
        var members: [String] = []
        members.reserveCapacity(steps + 2)
        for step in 0..<steps {
            members.append(#""t\#(step)": { "$value": "{t\#(backwards ? step - 1 : step + 1)}" }"#)
        }
        let endName = backwards ? "t-1" : "t\(steps)"
        members.insert(#""\#(endName)": \#(end)"#, at: backwards ? 0 : members.count)
        if !extra.isEmpty { members.append(extra) }
        return "{ " + members.joined(separator: ",\n") + " }"
    }

    @Test(arguments: [false, true])
    func longChainResolvesEveryNameToTheEnd(backwards: Bool) throws {
        let steps = 25_000
        let graph = graph(chainJSON(steps: steps, end: ##"{ "$type": "color", "$value": "#0A6ED1" }"##, backwards: backwards))
        let first = backwards ? "t\(steps - 1)" : "t0"
        let resolution = try #require(graph.resolution(first, mode: ""))
        #expect(resolution.value == "#0A6ED1")
        #expect(resolution.type == "color")
        #expect(resolution.color?.hexString == "#0A6ED1")
        #expect(resolution.chain.count == steps + 1)
        for step in stride(from: 0, to: steps, by: 997) {
            #expect(graph.resolution("t\(step)", mode: "")?.value == "#0A6ED1")
        }
    }

    @Test func typesAlongAChainDecideEachNamesValue() {
        // `t3` has its own type: the names before it read the end's value as a dimension, the names
        // after it (with no type) as a colour.
        let graph = graph(
            """
            { "t0": { "$value": "{t1}" }, "t1": { "$value": "{t2}" }, "t2": { "$value": "{t3}" },
              "t3": { "$type": "dimension", "$value": "{t4}" }, "t4": { "$value": "{t5}" }, "t5": { "$value": "#0a6ed1" } }
            """)
        for name in ["t0", "t1", "t2", "t3"] {
            #expect(graph.resolution(name, mode: "")?.type == "dimension")
            #expect(graph.resolution(name, mode: "")?.value == "#0a6ed1")
            #expect(graph.resolution(name, mode: "")?.color == nil)
        }
        for name in ["t4", "t5"] {
            #expect(graph.resolution(name, mode: "")?.type == nil)
            #expect(graph.resolution(name, mode: "")?.value == "#0A6ED1")
        }
    }

    @Test func longChainToAValueWithReferencesResolves() {
        let graph = graph(
            chainJSON(
                steps: 2_000, end: #"{ "$type": "dimension", "$value": "{base} * 2" }"#,
                extra: #""base": { "$type": "dimension", "$value": "4px" }"#))
        #expect(graph.resolution("t0", mode: "")?.value == "8px")
        #expect(graph.resolution("t1000", mode: "")?.value == "8px")
        #expect(graph.resolution("t2000", mode: "")?.value == "8px")
    }

    @Test func aliasLoopsNameTheNamesFromEachStart() {
        let graph = graph(
            """
            { "a": { "$value": "{b}" }, "b": { "$value": "{c}" }, "c": { "$value": "{d}" }, "d": { "$value": "{c}" },
              "e": { "$value": "{a}" } }
            """)
        #expect(graph.resolution("a", mode: "")?.failure?.message == "circular reference: `a` → `b` → `c` → `d` → `c`")
        #expect(graph.resolution("b", mode: "")?.failure?.message == "circular reference: `b` → `c` → `d` → `c`")
        #expect(graph.resolution("c", mode: "")?.failure?.message == "circular reference: `c` → `d` → `c`")
        #expect(graph.resolution("d", mode: "")?.failure?.message == "circular reference: `d` → `c` → `d`")
        #expect(graph.resolution("e", mode: "")?.failure?.message == "circular reference: `e` → `a` → `b` → `c` → `d` → `c`")
        #expect(graph.cycles["c"] == ["c", "d", "c"])
        #expect(graph.cycles["a"] == nil)
    }

    @Test func referenceCyclesThroughAChainAreReportedFromEachName() {
        // `t2`'s value refers back to `t0`, whose chain ends at `t2`.
        let graph = graph(
            """
            { "t0": { "$value": "{t1}" }, "t1": { "$value": "{t2}" }, "t2": { "$value": "{t0} + 1" } }
            """)
        for name in ["t0", "t1", "t2"] {
            #expect(graph.resolution(name, mode: "")?.failure?.message == "circular reference through `t0`")
        }
        #expect(graph.cycles["t1"] == ["t1", "t2", "t0", "t1"])
    }
}
