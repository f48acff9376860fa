/// The hash of a name's bytes, kept by ``ByteNameTable`` for each name so that another table can
/// look the name up without hashing it again. Reads eight bytes at a time (the last, partial word
/// overlapping the one before it); names are short.
public enum ByteNameHash {
    @inlinable @inline(__always)
    public static func of(_ start: UnsafePointer<UInt8>, _ length: Int) -> UInt32 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(length)
        let raw = UnsafeRawPointer(start)
        if length >= 8 {
            var offset = 0
            while offset + 8 <= length {
                hash = mix(hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            if offset < length { hash = mix(hash ^ raw.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)) }
        } else if length >= 4 {
            let low = UInt64(raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
            let high = UInt64(raw.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self))
            hash = mix(hash ^ (low | high << 32))
        } else if length > 0 {
            let word = UInt64(start[0]) | UInt64(start[length / 2]) << 8 | UInt64(start[length - 1]) << 16
            hash = mix(hash ^ word)
        }
        return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    /// The hash of a name's UTF-8 bytes.
    package static func of(_ name: String) -> UInt32 {
        var name = name
        return name.withUTF8 { bytes in
            // An empty name has no bytes to point at; its hash reads none.
            guard let start = bytes.baseAddress else { return withUnsafePointer(to: UInt8(0)) { of($0, 0) } }
            return of(start, bytes.count)
        }
    }

    @inlinable
    static func mix(_ value: UInt64) -> UInt64 {
        var mixed = value &* 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 29
        return mixed
    }
}
