/// The hash of a name's bytes, kept by ``ByteNameTable`` for each name so that another table can
/// look the name up without hashing it again. Reads eight bytes at a time; names are short.
package enum ByteNameHash {
    package static func of(_ start: UnsafePointer<UInt8>, _ length: Int) -> UInt32 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(length)
        var offset = 0
        let raw = UnsafeRawPointer(start)
        while offset + 8 <= length {
            hash = mix(hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < length {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < length {
                tail |= UInt64(start[offset]) << shift
                shift += 8
                offset += 1
            }
            hash = mix(hash ^ tail)
        }
        return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var mixed = value &* 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 29
        return mixed
    }
}
