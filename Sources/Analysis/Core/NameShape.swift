/// What a did-you-mean search with an edit limit can rule out cheaply: an ASCII name's length and the
/// set of its bytes, with letters folded to lower case. An edit adds or removes at most one byte of
/// the set, and changes the length by at most one, so a candidate whose shape differs by more than
/// the limit is neither within the limit nor equal but for case.
struct NameShape {
    let length: Int
    let bytes: UInt64

    /// Nil for a name with a byte outside ASCII (the search compares those itself).
    init?(_ name: String) {
        self.init(utf8: name.utf8)
    }

    init?<UTF8Bytes: Collection<UInt8>>(utf8 name: UTF8Bytes) {
        var bytes: UInt64 = 0
        for byte in name {
            guard byte < 0x80 else { return nil }
            let folded = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
            bytes |= 1 << UInt64(folded % 64)
        }
        self.length = name.count
        self.bytes = bytes
    }

    /// False when no name with `other`'s shape is within `limit` edits of a name with this one.
    func mayBeWithin(_ limit: Int, of other: NameShape) -> Bool {
        abs(length - other.length) <= limit && (bytes & ~other.bytes).nonzeroBitCount <= limit
            && (other.bytes & ~bytes).nonzeroBitCount <= limit
    }
}

/// The shapes of a fixed list of names, grouped by length, so that a search with an edit limit looks
/// only at the lengths within the limit.
struct NameShapeIndex {
    /// The shapes of the names of each length.
    private let shapesByLength: [[NameShape]]

    /// Nil when a name has a byte outside ASCII.
    init?(_ names: [String]) {
        var shapesByLength: [[NameShape]] = []
        for name in names {
            guard let shape = NameShape(name) else { return nil }
            while shapesByLength.count <= shape.length { shapesByLength.append([]) }
            shapesByLength[shape.length].append(shape)
        }
        self.shapesByLength = shapesByLength
    }

    /// False when no name of the list is within `limit` edits of a name with `shape`.
    func mayHaveOneWithin(_ limit: Int, of shape: NameShape) -> Bool {
        let lengths = max(0, shape.length - limit)...(shape.length + limit)
        for length in lengths where length < shapesByLength.count {
            if shapesByLength[length].contains(where: { shape.mayBeWithin(limit, of: $0) }) { return true }
        }
        return false
    }
}
