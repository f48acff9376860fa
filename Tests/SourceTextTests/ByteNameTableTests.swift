import SourceText
import Testing
import TestSupport

struct ByteNameTableTests {
    /// Names longer than eight bytes, names sharing prefixes, repeats and the empty name, in one buffer.
    static let text = "background-color,background-colour,Button,Button,,font-size,background-color,é,ButtonX"

    static func ranges() -> [(Int, Int)] {
        var ranges: [(Int, Int)] = []
        var start = 0
        let bytes = Array(text.utf8)
        for offset in 0...bytes.count where offset == bytes.count || bytes[offset] == UInt8(ascii: ",") {
            ranges.append((start, offset))
            start = offset + 1
        }
        return ranges
    }

    static func intern() -> (ids: [Int32], names: [String]) {
        var table = ByteNameTable(expectedNames: 2)
        let bytes = Array(text.utf8)
        let ids = bytes.withUnsafeBufferPointer { buffer in ranges().map { table.intern(buffer, $0.0, $0.1) } }
        let names = (0..<table.count).map { id in
            let key = table.key(of: Int32(id))
            return String(decoding: bytes[key.start..<(key.start + key.length)], as: UTF8.self)
        }
        return (ids, names)
    }

    @Test func equalBytesGetOneIDAndOneName() {
        let (ids, names) = Self.intern()
        #expect(ids == [0, 1, 2, 2, 3, 4, 0, 5, 6])
        #expect(names == ["background-color", "background-colour", "Button", "", "font-size", "é", "ButtonX"])
    }

    /// Looking names up finds the ids interning gave and adds nothing; the hash of a `String` is the
    /// hash of its bytes.
    @Test func lookupFindsInternedNamesOnly() {
        var table = ByteNameTable()
        let bytes = Array(Self.text.utf8)
        let interned = bytes.withUnsafeBufferPointer { buffer in Self.ranges().prefix(4).map { table.intern(buffer, $0.0, $0.1) } }
        let found = bytes.withUnsafeBufferPointer { buffer in Self.ranges().map { table.id(buffer, $0.0, $0.1) } }
        #expect(found == interned.map { Optional($0) } + [nil, nil, 0, nil, nil])
        #expect(table.count == 3)
        for (start, end) in Self.ranges() {
            let name = String(decoding: bytes[start..<end], as: UTF8.self)
            let hash = bytes.withUnsafeBufferPointer { ByteNameHash.of($0.baseAddress! + start, end - start) }
            #expect(ByteNameHash.of(name) == hash, "\(name)")
        }
    }

    /// Thousands of names from a small alphabet (so that many repeat, share prefixes and collide in
    /// the table), interned while the table grows, get the ids a `Dictionary` assigning ids in first
    /// order gives them, and lookups of other names find nothing.
    @Test func randomNamesGetTheIDsADictionaryGives() {
        var random = SeededGenerator(seed: 7)
        var text: [UInt8] = []
        var ranges: [(Int, Int)] = []
        for _ in 0..<6_000 {
            let length = Int(random.next() % 24)
            let start = text.count
            for _ in 0..<length { text.append(Array("ab-Z".utf8)[Int(random.next() % 4)]) }
            ranges.append((start, text.count))
        }
        var table = ByteNameTable(expectedNames: 4)
        var expected: [[UInt8]: Int32] = [:]
        text.withUnsafeBufferPointer { buffer in
            for (start, end) in ranges {
                let name = Array(buffer[start..<end])
                let id = table.intern(buffer, start, end)
                let expectedID = expected[name] ?? Int32(expected.count)
                expected[name] = expectedID
                #expect(id == expectedID)
                #expect(table.id(buffer, start, end) == expectedID)
            }
        }
        #expect(table.count == expected.count)
        let missing = Array("ab-Zx".utf8)
        text.withUnsafeBufferPointer { interned in
            missing.withUnsafeBufferPointer { buffer in
                for end in 1...missing.count where expected[Array(missing[0..<end])] == nil {
                    let hash = ByteNameHash.of(buffer.baseAddress!, end)
                    #expect(table.id(of: buffer.baseAddress!, length: end, hash: hash, in: interned) == nil)
                }
            }
        }
    }
}
