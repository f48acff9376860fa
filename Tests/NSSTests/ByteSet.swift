/// A set of bytes answered by one bit each, for ``ContentDetectionReference`` (`Set<UInt8>` hashes every
/// byte it is asked about).
struct ByteSet: Sendable {
    private var low: UInt128 = 0
    private var high: UInt128 = 0

    init(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            if byte < 128 { low |= 1 << byte } else { high |= 1 << (byte - 128) }
        }
    }

    func contains(_ byte: UInt8) -> Bool {
        byte < 128 ? low >> byte & 1 == 1 : high >> (byte - 128) & 1 == 1
    }
}
