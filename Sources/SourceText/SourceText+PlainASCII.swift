#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension SourceText {
    /// The line starts of a text of ASCII bytes whose lines all end with `\n` (most files), the same as
    /// ``scanLines(_:from:to:starts:nonASCIILines:)`` gives, found with `memchr`; nil for any other text.
    static func lineStartsOfPlainASCII(_ bytes: [UInt8]) -> [Int]? {
        bytes.withUnsafeBufferPointer { buffer -> [Int]? in
            guard let base = buffer.baseAddress else { return [0] }
            let count = buffer.count
            guard isASCII(buffer), memchr(base, Int32(UInt8(ascii: "\r")), count) == nil else { return nil }
            var starts = [0]
            starts.reserveCapacity(count / 32)
            var offset = 0
            while offset < count, let lineFeed = memchr(base + offset, Int32(UInt8(ascii: "\n")), count - offset) {
                offset = UnsafeRawPointer(lineFeed) - UnsafeRawPointer(base) + 1
                starts.append(offset)
            }
            return starts
        }
    }

    /// True when no byte is above ASCII, read eight bytes at a time.
    static func isASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        while index + 32 <= buffer.count {
            let words =
                raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
            if words & highBits != 0 { return false }
            index += 32
        }
        while index < buffer.count {
            if buffer[index] >= 0x80 { return false }
            index += 1
        }
        return true
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
