import SourceText

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Finding `sourcery:` in raw bytes without decoding them: the whole cost of a Swift file that has no
/// annotations.
package enum ByteSearch {
    static let marker: [UInt8] = Array("sourcery:".utf8)

    /// True when `bytes` contain `sourcery:` anywhere.
    package static func containsSourceryMarker(_ bytes: [UInt8]) -> Bool {
        firstOffset(of: marker, in: bytes, from: 0) != nil
    }

    /// Offsets of every `sourcery:` in `bytes`, in order.
    package static func sourceryMarkerOffsets(_ bytes: [UInt8]) -> [Int] {
        var result: [Int] = []
        var from = 0
        while let found = firstOffset(of: marker, in: bytes, from: from) {
            result.append(found)
            from = found + marker.count
        }
        return result
    }

    /// The first offset where `needle` starts and ends inside `range` of `bytes`: `memchr` for its first
    /// byte, then a comparison of the rest.
    package static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in bytes: [UInt8], _ range: TextRange) -> Int? {
        guard let first = needle.first, range.length >= needle.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            let last = range.end - needle.count
            var cursor = range.start
            while cursor <= last {
                guard let hit = memchr(base + cursor, Int32(first), last + 1 - cursor) else { return nil }
                let offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                if memcmp(base + offset, needle.baseAddress!, needle.count) == 0 { return offset }
                cursor = offset + 1
            }
            return nil
        }
    }

    /// The first offset at or after `from` where `needle` occurs in `bytes`: `memchr` for the needle's
    /// byte at `pivot` (for `sourcery:` the `y`, rare in Swift code, unlike `:`), then a comparison of
    /// the whole needle.
    package static func firstOffset(of needle: [UInt8], in bytes: [UInt8], from: Int, pivot: Int? = nil) -> Int? {
        guard !needle.isEmpty, bytes.count - from >= needle.count else { return nil }
        let pivot = pivot ?? (needle.lastIndex(of: UInt8(ascii: "y")) ?? needle.count - 1)
        let pivotByte = Int32(needle[pivot])
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            let end = buffer.count
            var cursor = from + pivot
            let lastPivot = end - (needle.count - pivot)
            while cursor <= lastPivot {
                guard let hit = memchr(base + cursor, pivotByte, lastPivot + 1 - cursor) else { return nil }
                let offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                let start = offset - pivot
                var matches = true
                var index = 0
                while index < needle.count {
                    if base[start + index] != needle[index] {
                        matches = false
                        break
                    }
                    index += 1
                }
                if matches { return start }
                cursor = offset + 1
            }
            return nil
        }
    }
}
