import Analysis
import CJSONC
import DesignTokens
import Foundation
import JSON
import SourceText

/// Reading and resolving a generated 1 MB three-tier token set (global colours and dimensions, light
/// and dark alias files, control tokens) against json-c parsing the same bytes.
enum TokenBenchmarks {
    static func run(_ report: inout BenchReport) throws {
        let files = generatedSet(targetBytes: 1_000_000)
        let totalBytes = files.reduce(0) { $0 + $1.text.count }
        let snapshot = Snapshot(files: files)
        if let profile = ProcessInfo.processInfo.environment["NUANCE_BENCH_PROFILE"] {
            // For a profiler: the timed block alone, once (`once`, for callgrind; `setup` stops
            // before it) or 50 times, after an empty index has loaded the built-in palette.
            _ = TokenIndex(snapshot: Snapshot(files: [])).names.count
            if profile == "setup" { return }
            for _ in 0..<(profile == "once" ? 1 : 50) { _ = TokenIndex(snapshot: snapshot).names.count }
            return
        }

        var tokenCount = 0
        let terminated = files.map { $0.text.bytes.map { CChar(bitPattern: $0) } + [0] }
        let (peer, ours) = interleavedMedians(runs: 15) {
            for bytes in terminated {
                bytes.withUnsafeBufferPointer { buffer in
                    let object = json_tokener_parse(buffer.baseAddress)
                    precondition(object != nil, "json-c rejected the generated token set")
                    json_object_put(object)
                }
            }
        } _: {
            let index = TokenIndex(snapshot: snapshot)
            tokenCount = index.names.count
        }
        let ratio = ours / peer
        report.add(BenchRow(
            name: "tokens: read + resolve \(totalBytes / 1000) KB, \(tokenCount) tokens, 2 modes",
            ours: formatSeconds(ours), peer: "json-c parse " + formatSeconds(peer), ratio: ratio,
            goal: "≤ 3× json-c", met: ratio <= 3))
        breakdown(files, &report)
    }

    /// Four files of the sizes a large design system has, together about `targetBytes`.
    static func generatedSet(targetBytes: Int) -> [SnapshotFile] {
        let families = ["blue", "green", "red", "orange", "purple", "teal", "grey", "pink", "indigo", "yellow"]
        let steps = [5, 10, 20, 30, 40, 50, 60, 70, 80, 90, 95]
        var global = "{\n  \"$schema\": \"https://www.designtokens.org/schemas/2025.10/format.json\",\n"
        var light = "{\n"
        var dark = "{\n"
        var control = "{\n"
        var group = 0
        while global.utf8.count + light.utf8.count + dark.utf8.count + control.utf8.count < targetBytes {
            let prefix = "set\(group)"
            global += "  \"\(prefix)\": {\n    \"color\": {\n      \"$type\": \"color\",\n"
            var colorLines: [String] = []
            for family in families {
                for (position, step) in steps.enumerated() {
                    let value = (group * 7919 + position * 104_729 + family.utf8.count * 31) & 0xFFFFFF
                    let hex = String(value, radix: 16, uppercase: true)
                    let padded = String(repeating: "0", count: 6 - hex.count) + hex
                    colorLines.append("      \"\(family)\(step)\": { \"$value\": \"#\(padded)\", \"$description\": \"\(family) at \(step)\" }")
                }
            }
            global += colorLines.joined(separator: ",\n") + "\n    },\n"
            global += "    \"radius\": {\n      \"$type\": \"dimension\",\n"
            global += (1...8).map { "      \"r\($0)\": { \"$value\": { \"value\": \($0 * 2), \"unit\": \"px\" } }" }.joined(separator: ",\n")
            global += "\n    }\n  },\n"

            var lightLines: [String] = []
            var darkLines: [String] = []
            var controlLines: [String] = []
            for family in families {
                for (role, lightStep, darkStep) in [("background", 5, 95), ("foreground", 90, 10), ("border", 30, 70), ("accent", 60, 40)] {
                    let alias = "\(prefix)-\(family)-\(role)"
                    lightLines.append("  \"\(alias)\": { \"$type\": \"color\", \"$value\": \"{\(prefix).color.\(family)\(lightStep)}\" }")
                    darkLines.append("  \"\(alias)\": { \"$type\": \"color\", \"$value\": \"{\(prefix).color.\(family)\(darkStep)}\" }")
                    controlLines.append("  \"\(prefix)-button-\(family)-\(role)\": { \"$type\": \"color\", \"$value\": \"{\(alias)}\" }")
                }
            }
            light += lightLines.joined(separator: ",\n") + ",\n"
            dark += darkLines.joined(separator: ",\n") + ",\n"
            control += controlLines.joined(separator: ",\n") + ",\n"
            group += 1
        }
        func close(_ text: String) -> String {
            var trimmed = text
            while trimmed.hasSuffix("\n") || trimmed.hasSuffix(",") { trimmed.removeLast() }
            return trimmed + "\n}\n"
        }
        return [
            SnapshotFile(path: "tokens/global/colors.tokens.json", kind: .tokens, text: SourceText(close(global))),
            SnapshotFile(path: "tokens/alias/light.tokens.json", kind: .tokens, text: SourceText(close(light))),
            SnapshotFile(path: "tokens/alias/dark.tokens.json", kind: .tokens, text: SourceText(close(dark))),
            SnapshotFile(path: "tokens/control/controls.tokens.json", kind: .tokens, text: SourceText(close(control))),
        ]
    }
}

extension TokenBenchmarks {
    /// Where the time goes: each stage alone, no goal.
    static func breakdown(_ files: [SnapshotFile], _ report: inout BenchReport) {
        let parse = medianSeconds {
            for file in files { _ = JSONSyntax.parse(file.text) }
        }
        report.add(BenchRow(name: "tokens: JSON syntax tree only", ours: formatSeconds(parse), peer: "", ratio: nil, goal: "", met: nil))
        let read = medianSeconds {
            for file in files { _ = TokenFileReader.read(file.text) }
        }
        report.add(BenchRow(name: "tokens: read (syntax tree + tokens)", ours: formatSeconds(read), peer: "", ratio: nil, goal: "", met: nil))
        let sources = files.map { TokenSource(path: $0.path, file: TokenFileReader.read($0.text), mode: $0.path.contains("dark") ? "dark" : $0.path.contains("light") ? "light" : nil) }
        let graph = medianSeconds { _ = TokenGraph(sources: sources) }
        report.add(BenchRow(name: "tokens: graph (definitions, cycles, resolution)", ours: formatSeconds(graph), peer: "", ratio: nil, goal: "", met: nil))
    }
}
