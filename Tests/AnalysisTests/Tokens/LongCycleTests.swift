import Analysis
import Diagnostics
import Foundation
import SourceText
import Testing

/// A reference cycle of thousands of tokens is reported once per member with a bounded message and
/// a few related locations: the findings grow with the cycle, not with its square.
struct LongCycleTests {
    /// `t0 → t1 → … → t(n-1) → t0`, each an alias.
    private func ring(_ count: Int) -> WorkspaceIndex {
        var members: [String] = []
        for step in 0..<count {
            members.append(#""t\#(step)": { "$type": "color", "$value": "{t\#((step + 1) % count)}" }"#)
        }
        let text = SourceText("{ " + members.joined(separator: ",\n") + " }")
        let snapshot = Snapshot(files: [SnapshotFile(path: "/ws/ring.tokens.json", kind: .tokens, text: text)], root: "/ws")
        return WorkspaceIndex(snapshot: snapshot)
    }

    @Test func aCycleOf2000TokensIsReportedOncePerMemberInBoundedSpace() {
        let started = Date()
        let index = ring(2_000)
        let findings = Analyzer.findings(in: "/ws/ring.tokens.json", of: index)
        let elapsed = Date().timeIntervalSince(started)
        let cycles = findings.filter { $0.ruleID == "tokens/circular-reference" }
        #expect(cycles.count == 2_000)
        let size = findings.reduce(0) { total, finding in
            total + finding.message.utf8.count + finding.related.reduce(0) { $0 + $1.message.utf8.count + 64 }
        }
        #expect(size < 1_000_000, "the findings take \(size) bytes")
        #expect(cycles.allSatisfy { $0.related.count == TokenCycle.relatedMembers })
        #expect(cycles.first?.message == "circular reference: `t0` → `t1` → `t2` → `t3` → … 1996 more → `t0`")
        // 0.5 s for the whole `check` of this file (debug build); the bound leaves room for a loaded
        // machine running other tests (before: 66 s, a 274 MB report).
        #expect(elapsed < 3, "took \(elapsed) s")
        // Every failure message along the cycle is bounded too.
        #expect(index.tokens.graph.resolution("t7", mode: "")?.failure?.message.utf8.count ?? 0 < 300)
    }

    @Test func shortCyclesAreSpelledOutWhole() {
        let index = ring(5)
        let messages = Analyzer.findings(in: "/ws/ring.tokens.json", of: index).filter { $0.ruleID == "tokens/circular-reference" }.map(\.message)
        #expect(messages.first == "circular reference: `t0` → `t1` → `t2` → `t3` → `t4` → `t0`")
        #expect(messages.count == 5)
        #expect(ring(6).tokens.graph.cycles["t0"]?.path == "`t0` → `t1` → `t2` → `t3` → … 2 more → `t0`")
    }
}
