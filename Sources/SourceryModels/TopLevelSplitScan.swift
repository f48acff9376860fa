/// Finds where a Swift file can be cut for parsing its pieces apart: a line break right after
/// a top-level `}` (outside comments, string literals and `#if` blocks, with no bracket open) whose
/// next line starts a declaration (a letter, `_` or `@`).
///
/// A cheap byte scan that only proposes: ``SplitParse`` accepts a cut only when the parses prove
/// it. The scan gives up (no cut) on what it does not follow exactly: regex literals, a single-line
/// string running into a line break, conflict markers, unusual whitespace before a candidate.
enum TopLevelSplitScan {
    /// For each of `targets` (in increasing order) the candidate nearest it, fewer when two targets
    /// share their nearest candidate or the scan finds too few; increasing. Only the text up to the
    /// first candidate at or after the last target is read.
    static func candidates(in bytes: [UInt8], near targets: [Int]) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var nearest = NearestCandidates(bytes: buffer, targets: targets)
            var found: [Int] = []
            while let next = nearest.next() { found.append(next) }
            return found
        }
    }

    /// ``candidates(in:near:)`` one at a time: the text is read only as far as the next answer needs.
    /// `bytes` must stay valid while this is used.
    struct NearestCandidates {
        private var scanner: Scanner
        private let targets: [Int]
        private var targetIndex = 0
        /// The last candidate before the current target, and the first at or after it.
        private var before: Int?
        private var atOrAfter: Int?
        private var started = false
        private var last = -1

        init(bytes: UnsafeBufferPointer<UInt8>, targets: [Int]) {
            scanner = Scanner(bytes: bytes)
            self.targets = targets
        }

        mutating func next() -> Int? {
            if !started {
                started = true
                atOrAfter = scanner.nextCandidate()
            }
            while targetIndex < targets.count {
                let target = targets[targetIndex]
                targetIndex += 1
                while let found = atOrAfter, found < target {
                    before = found
                    atOrAfter = scanner.nextCandidate()
                }
                let nearest: Int?
                if let before, let atOrAfter {
                    nearest = target - before < atOrAfter - target ? before : atOrAfter
                } else {
                    nearest = before ?? atOrAfter
                }
                if let nearest, nearest > last {
                    last = nearest
                    return nearest
                }
            }
            return nil
        }
    }

    /// Every candidate, in text order.
    static func candidates(in bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer)
            var found: [Int] = []
            while let next = scanner.nextCandidate() { found.append(next) }
            return found
        }
    }

    private enum Frame {
        /// A string literal: `"…"` or `"""…"""`, raw with `hashes` number signs.
        case string(multiLine: Bool, hashes: Int)
        /// `\( … )` inside a string literal: open parentheses counted from the interpolation's own.
        case interpolation(parentheses: Int)
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        /// Open literals and interpolations, innermost last; empty in top-level code.
        var frames: [Frame] = []
        /// Open `{`, and open `(` and `[` together, outside literals.
        var braces = 0
        var brackets = 0
        /// Open `#if` blocks.
        var conditionals = 0
        /// Since the last `}` that closed every brace, only spaces, tabs and comments were met.
        var afterTopLevelBrace = false
        /// The line break after such a `}`, until the next byte of code tells whether it is a candidate.
        var pending: Int?

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        private func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

        /// The next candidate, or nil at the end of the text or when the scan gives up.
        mutating func nextCandidate() -> Int? {
            while index < bytes.count {
                if let frame = frames.last, case .string(let multiLine, let hashes) = frame {
                    guard scanString(multiLine: multiLine, hashes: hashes) else { return nil }
                    continue
                }
                let current = bytes[index]
                switch current {
                case UInt8(ascii: " "), UInt8(ascii: "\t"):
                    index += 1
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    if afterTopLevelBrace, pending == nil { pending = index }
                    afterTopLevelBrace = false
                    index += 1
                    if current == UInt8(ascii: "\r"), byte(index) == UInt8(ascii: "\n") { index += 1 }
                    // A conflict marker is lexed across lines.
                    if byte(index) == UInt8(ascii: "<") || byte(index) == UInt8(ascii: ">") || byte(index) == UInt8(ascii: "=") {
                        if isConflictMarker(at: index) { return nil }
                    }
                case UInt8(ascii: "/"):
                    let next = byte(index + 1)
                    if next == UInt8(ascii: "/") {
                        skipLineComment()
                    } else if next == UInt8(ascii: "*") {
                        guard skipBlockComment() else { return nil }
                    } else if next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\n")
                        || next == UInt8(ascii: "\r") || next == UInt8(ascii: "=")
                    {
                        // Division: a regex literal starts with none of these.
                        code(at: index, length: next == UInt8(ascii: "=") ? 2 : 1)
                    } else {
                        // Perhaps a regex literal, which may hold quotes and braces.
                        return nil
                    }
                default:
                    if let found = code(at: index, length: 1) { return found }
                }
            }
            return nil
        }

        /// Reads a byte of code (or the `length` bytes of an operator) at `offset`; returns a confirmed
        /// candidate when this byte decides one.
        @discardableResult
        private mutating func code(at offset: Int, length: Int) -> Int? {
            let current = bytes[offset]
            var confirmed: Int?
            if let line = pending {
                pending = nil
                if isDeclarationStart(current), frames.isEmpty, braces == 0, brackets == 0, conditionals == 0 { confirmed = line }
            }
            afterTopLevelBrace = false
            index = offset + length
            switch current {
            case UInt8(ascii: "{"):
                if frames.isEmpty { braces += 1 }
            case UInt8(ascii: "}"):
                if frames.isEmpty {
                    braces -= 1
                    afterTopLevelBrace = braces == 0 && brackets == 0 && conditionals == 0
                }
            case UInt8(ascii: "("), UInt8(ascii: "["):
                if case .interpolation(let open) = frames.last {
                    if current == UInt8(ascii: "(") { frames[frames.count - 1] = .interpolation(parentheses: open + 1) }
                } else {
                    brackets += 1
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                if case .interpolation(let open) = frames.last {
                    guard current == UInt8(ascii: ")") else { break }
                    if open == 0 { frames.removeLast() } else { frames[frames.count - 1] = .interpolation(parentheses: open - 1) }
                } else {
                    brackets -= 1
                }
            case UInt8(ascii: "#"):
                var hashes = 1
                while byte(offset + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(offset + hashes) == UInt8(ascii: "\"") {
                    openString(at: offset + hashes, hashes: hashes)
                } else if hashes == 1, frames.isEmpty {
                    if isWord("if", at: offset + 1) { conditionals += 1 }
                    if isWord("endif", at: offset + 1) { conditionals -= 1 }
                    index = offset + 1
                } else {
                    index = offset + hashes
                }
            case UInt8(ascii: "\""):
                openString(at: offset, hashes: 0)
            default:
                if isIdentifierByte(current) {
                    // The rest of a word cannot open or close anything.
                    while isIdentifierByte(byte(index)) { index += 1 }
                }
            }
            return confirmed
        }

        private mutating func openString(at quote: Int, hashes: Int) {
            let multiLine = byte(quote + 1) == UInt8(ascii: "\"") && byte(quote + 2) == UInt8(ascii: "\"")
            frames.append(.string(multiLine: multiLine, hashes: hashes))
            index = quote + (multiLine ? 3 : 1)
        }

        /// Reads string content up to its end, an interpolation or the end of the text; false when a
        /// single-line literal meets a line break.
        private mutating func scanString(multiLine: Bool, hashes: Int) -> Bool {
            while index < bytes.count {
                let current = bytes[index]
                if current == UInt8(ascii: "\\"), hasHashes(hashes, at: index + 1) {
                    let escaped = index + 1 + hashes
                    if byte(escaped) == UInt8(ascii: "(") {
                        frames.append(.interpolation(parentheses: 0))
                        index = escaped + 1
                        return true
                    }
                    // An escaped byte; a line break escaped in a multi-line literal is still a break.
                    index = escaped + 1
                    continue
                }
                if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                    guard multiLine else { return false }
                } else if current == UInt8(ascii: "\"") {
                    let quotes = multiLine ? 3 : 1
                    if (!multiLine || (byte(index + 1) == UInt8(ascii: "\"") && byte(index + 2) == UInt8(ascii: "\"")))
                        && hasHashes(hashes, at: index + quotes)
                    {
                        frames.removeLast()
                        index += quotes + hashes
                        return true
                    }
                }
                index += 1
            }
            return true
        }

        private func hasHashes(_ count: Int, at offset: Int) -> Bool {
            for position in offset..<(offset + count) where byte(position) != UInt8(ascii: "#") { return false }
            return true
        }

        private mutating func skipLineComment() {
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
        }

        /// Skips a `/* */` comment (they nest); false when it is not closed.
        private mutating func skipBlockComment() -> Bool {
            var depth = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if bytes[index] == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return true }
                } else {
                    index += 1
                }
            }
            return false
        }

        private func isConflictMarker(at offset: Int) -> Bool {
            let first = bytes[offset]
            for position in offset..<(offset + 7) where byte(position) != first { return false }
            return true
        }

        private func isWord(_ word: StaticString, at offset: Int) -> Bool {
            let count = word.utf8CodeUnitCount
            let letters = UnsafeBufferPointer(start: word.utf8Start, count: count)
            for position in 0..<count where byte(offset + position) != letters[position] { return false }
            return !isIdentifierByte(byte(offset + count))
        }

        private func isDeclarationStart(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "@"): return true
            default: return false
            }
        }

        private func isIdentifierByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"):
                return true
            default: return false
            }
        }
    }
}
