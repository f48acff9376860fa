import Analysis
import Foundation
import SourceText

/// `nuance.json` and its globs: the parser returns for any bytes with every problem inside the text;
/// a glob built from the input's first line matches its second line as an independent (memoised)
/// matcher does, and in bounded time whatever its stars.
enum ConfigurationInvariants {
    static func violations(_ bytes: [UInt8]) -> [String] {
        var list = ViolationList()
        let text = SourceText(bytes: bytes)
        let (configuration, problems) = ConfigurationParser.parse(text, path: "/fuzz/nuance.json")
        for problem in problems {
            list.expect(problem.location.range.end <= text.count, "problem \(problem.location.range) outside the text")
        }
        for pattern in configuration.include + configuration.exclude {
            _ = Glob(pattern).matches("a/b/c.nss")
        }
        let lines = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        if lines.count >= 2, lines[0].count <= 256, lines[1].count <= 256 {
            let pattern = String(decoding: lines[0], as: UTF8.self)
            let path = String(decoding: lines[1], as: UTF8.self)
            // Processor time of this thread, not the wall clock: on a loaded machine the wall clock
            // counts other processes' turns (a glob of `{` "took" over 50 ms while fuzzing beside builds).
            let started = threadProcessorTime()
            let matched = Glob(pattern).matches(path)
            list.expect(threadProcessorTime() - started < 0.05, "glob '\(pattern)' took over 50 ms of processor time on '\(path)'")
            let expected = ReferenceGlob.matches(pattern, path)
            list.expect(matched == expected, "glob '\(pattern)' on '\(path)': \(matched), the reference says \(expected)")
        }
        return list.messages
    }
}

/// Seconds of processor time the calling thread has used.
private func threadProcessorTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// A glob matcher written apart from `Glob`, by memoised recursion over (pattern, text) positions:
/// `**` segments match any number of segments, `*` any bytes within one, `?` one byte.
enum ReferenceGlob {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        let patternParts = trimmed.split(separator: "/").map { Array($0.utf8) }
        let pathParts = path.split(separator: "/").map { Array($0.utf8) }
        var memo: [Int: Bool] = [:]
        func match(_ p: Int, _ t: Int) -> Bool {
            let key = p * (pathParts.count + 1) + t
            if let known = memo[key] { return known }
            let result: Bool
            if p == patternParts.count {
                result = t == pathParts.count
            } else if patternParts[p] == Array("**".utf8) {
                result = match(p + 1, t) || (t < pathParts.count && match(p, t + 1))
            } else {
                result = t < pathParts.count && segment(patternParts[p], pathParts[t]) && match(p + 1, t + 1)
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }

    static func segment(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        var memo: [Int: Bool] = [:]
        func match(_ p: Int, _ t: Int) -> Bool {
            let key = p * (text.count + 1) + t
            if let known = memo[key] { return known }
            let result: Bool
            if p == pattern.count {
                result = t == text.count
            } else if pattern[p] == UInt8(ascii: "*") {
                result = match(p + 1, t) || (t < text.count && match(p, t + 1))
            } else {
                result = t < text.count && (pattern[p] == UInt8(ascii: "?") || pattern[p] == text[t]) && match(p + 1, t + 1)
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }
}
