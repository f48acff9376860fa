import Testing

@testable import NSS

/// `ByteSet` answers as `Set<UInt8>` does for every byte, on both of its words and their edges.
struct ByteSetTests {
    static let members: [[UInt8]] = [
        [],
        [0, 63, 64, 127],
        [128, 191, 192, 255],
        Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-".utf8),
        Array("={}<>[]$|`:".utf8) + [0xC3, 0xA9],
        Array(0...255),
    ]

    @Test(arguments: members)
    func answersAsASetOfBytes(_ bytes: [UInt8]) {
        let set = Set(bytes)
        let byteSet = ByteSet(bytes)
        for byte in UInt8.min...UInt8.max {
            #expect(byteSet.contains(byte) == set.contains(byte), "byte \(byte)")
        }
    }
}
