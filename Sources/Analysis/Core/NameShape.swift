/// What a did-you-mean search with an edit limit can rule out cheaply: an ASCII name's length and the
/// set of its bytes, with letters folded to lower case. An edit adds or removes at most one byte of
/// the set, and changes the length by at most one, so a candidate whose shape differs by more than
/// the limit is neither within the limit nor equal but for case.
struct NameShape {
    let length: Int
    let bytes: UInt64

    /// Nil for a name with a byte outside ASCII (the search compares those itself).
    init?(_ name: String) {
        var bytes: UInt64 = 0
        for byte in name.utf8 {
            guard byte < 0x80 else { return nil }
            let folded = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
            bytes |= 1 << UInt64(folded % 64)
        }
        self.length = name.utf8.count
        self.bytes = bytes
    }

    /// False when no name with `other`'s shape is within `limit` edits of a name with this one.
    func mayBeWithin(_ limit: Int, of other: NameShape) -> Bool {
        abs(length - other.length) <= limit && (bytes & ~other.bytes).nonzeroBitCount <= limit
            && (other.bytes & ~bytes).nonzeroBitCount <= limit
    }
}
