#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension SourceText {
    /// The line starts and non-ASCII lines of a text whose lines all end with `\n` (most files), the
    /// same as ``scanLines(_:from:to:starts:nonASCIILines:)`` gives; nil for a text with a `\r`. Line
    /// breaks are found with `memchr`, bytes above ASCII 32 bytes at a time.
    static func lineTableWithoutCarriageReturns(_ bytes: [UInt8]) -> (starts: [Int], nonASCIILines: [Int])? {
        bytes.withUnsafeBufferPointer { buffer -> (starts: [Int], nonASCIILines: [Int])? in
            guard let base = buffer.baseAddress else { return ([0], []) }
            let count = buffer.count
            guard memchr(base, Int32(UInt8(ascii: "\r")), count) == nil else { return nil }
            var starts = [0]
            starts.reserveCapacity(count / 32)
            var offset = 0
            while offset < count, let lineFeed = memchr(base + offset, Int32(UInt8(ascii: "\n")), count - offset) {
                offset = UnsafeRawPointer(lineFeed) - UnsafeRawPointer(base) + 1
                starts.append(offset)
            }
            // From each byte above ASCII to the start of the next line.
            var nonASCIILines: [Int] = []
            var line = 0
            var index = 0
            while let high = firstNonASCII(buffer, from: index) {
                while line + 1 < starts.count, starts[line + 1] <= high { line += 1 }
                nonASCIILines.append(line)
                guard line + 1 < starts.count else { break }
                index = starts[line + 1]
            }
            return (starts, nonASCIILines)
        }
    }

    /// The offset of the first byte above ASCII from `start` on.
    private static func firstNonASCII(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var index = start
        while index + 32 <= buffer.count {
            let words =
                raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
            if words & highBits != 0 { break }
            index += 32
        }
        while index < buffer.count {
            if buffer[index] >= 0x80 { return index }
            index += 1
        }
        return nil
    }

    /// True when every line that holds a byte above ASCII is valid UTF-8: a sequence never spans a line
    /// break (`\n` and `\r` are ASCII), so the other lines need no look.
    static func nonASCIILinesAreValidUTF8(_ bytes: [UInt8], lineStarts: [Int], nonASCIILines: [Int]) -> Bool {
        nonASCIILines.allSatisfy { line in
            let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
            return String(validating: bytes[lineStarts[line]..<end], as: UTF8.self) != nil
        }
    }
}
