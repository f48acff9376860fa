import Analysis
import Diagnostics
import SourceText

/// A finding's identity that survives unrelated edits: a hash of its rule, the text it flags, the
/// content of its line and of the nearest non-blank line above and below it, each trimmed of
/// surrounding white space. Line numbers, indentation and blank lines take no part, so lines inserted
/// or removed elsewhere leave it unchanged. The baseline matches findings by path, rule and this
/// fingerprint, then by the line alone (`neighbours: false`) for an edit right beside the finding;
/// SARIF carries the first in `partialFingerprints`. A finding about a whole file
/// (`RuleRegistry.wholeFileRuleIDs`) is known by its rule alone: editing the first line does not
/// make it new.
package enum FindingFingerprint {
    /// The `partialFingerprints` key in SARIF (a new version when the recipe changes).
    package static let sarifKey: StaticString = "nuanceLineContext/v1"

    /// At most this many bytes of the flagged text take part (a finding can cover a whole file).
    static let flaggedTextLimit = 200

    /// Sixteen hex digits, the same on every machine and run.
    package static func of(_ finding: Finding, in text: SourceText?, neighbours: Bool = true) -> String {
        var hash = StableHash()
        hash.add(finding.ruleID)
        if let text, !isAboutWholeFile(finding.ruleID) {
            let range = finding.location.range
            let start = min(range.start, text.bytes.count)
            let end = min(max(range.end, start), text.bytes.count, start + flaggedTextLimit)
            hash.add(text.bytes[start..<end])
            let line = text.line(containing: start)
            hash.add(trimmedLine(line, of: text))
            if neighbours {
                hash.add(nearestNonBlankLine(from: line, step: -1, of: text))
                hash.add(nearestNonBlankLine(from: line, step: 1, of: text))
            }
        }
        return hash.hexDigits
    }

    /// The whole-file rules are one or two: comparing their ids costs less than hashing one.
    private static func isAboutWholeFile(_ ruleID: String) -> Bool {
        RuleRegistry.wholeFileRuleIDs.contains { $0 == ruleID }
    }

    private static func trimmedLine(_ line: Int, of text: SourceText) -> ArraySlice<UInt8> {
        let range = text.lineRange(line)
        var start = range.start, end = range.end
        while start < end, isSpace(text.bytes[start]) { start += 1 }
        while end > start, isSpace(text.bytes[end - 1]) { end -= 1 }
        return text.bytes[start..<end]
    }

    private static func nearestNonBlankLine(from line: Int, step: Int, of text: SourceText) -> ArraySlice<UInt8> {
        var current = line + step
        while current >= 0, current < text.lineCount {
            let content = trimmedLine(current, of: text)
            if !content.isEmpty { return content }
            current += step
        }
        return []
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A }
}

/// 64-bit FNV-1a over length-prefixed parts: stable across runs, unlike `Hasher`.
struct StableHash {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        addByte(UInt8(truncatingIfNeeded: bytes.count))
        addByte(UInt8(truncatingIfNeeded: bytes.count >> 8))
        for byte in bytes { addByte(byte) }
    }

    mutating func add(_ bytes: ArraySlice<UInt8>) { bytes.withUnsafeBufferPointer { add($0) } }

    mutating func add(_ string: String) {
        var string = string
        string.withUTF8 { add($0) }
    }

    private mutating func addByte(_ byte: UInt8) {
        state ^= UInt64(byte)
        state = state &* 0x0000_0100_0000_01b3
    }

    /// Sixteen lower-case hex digits.
    var hexDigits: String {
        String(unsafeUninitializedCapacity: 16) { digits in
            let hex: StaticString = "0123456789abcdef"
            for index in 0..<16 { digits[index] = hex.utf8Start[Int((state >> UInt64(60 - 4 * index)) & 0xF)] }
            return 16
        }
    }
}
