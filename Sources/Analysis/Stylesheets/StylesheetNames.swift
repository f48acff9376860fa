import SourceText

/// The distinct names of one stylesheet by id (definitions without `@`, selectors, properties), kept
/// as ranges of its text: a `String` is made when one is asked for, which most names never are.
package struct StylesheetNames: RandomAccessCollection, Sendable {
    private let bytes: [UInt8]
    private let table: ByteNameTable

    init(bytes: [UInt8], table: ByteNameTable) {
        self.bytes = bytes
        self.table = table
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { table.count }

    package subscript(id: Int) -> String {
        let key = table.key(of: Int32(id))
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[key.start..<(key.start + key.length)]), as: UTF8.self)
        }
    }

    /// The bytes of name `id`.
    package func withBytes<Result>(of id: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let key = table.key(of: Int32(id))
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[key.start..<(key.start + key.length)])) }
    }

    /// The ``ByteNameHash`` of name `id`'s bytes.
    func hash(of id: Int) -> UInt32 { table.key(of: Int32(id)).hash }

    /// True when name `id` is `name`.
    package func name(_ id: Int, equals name: String) -> Bool {
        withBytes(of: id) { $0.elementsEqual(name.utf8) }
    }

    /// True when name `id` here and name `otherID` of `other` are the same.
    func name(_ id: Int, equals otherID: Int, of other: StylesheetNames) -> Bool {
        withBytes(of: id) { mine in other.withBytes(of: otherID) { theirs in mine.elementsEqual(theirs) } }
    }

    /// The id of the name written at `start..<end` of the file's text, if the file has it.
    func id(writtenAt start: Int, _ end: Int) -> Int32? {
        bytes.withUnsafeBufferPointer { table.id($0, start, end) }
    }

    /// The id of `name`, if the file uses it.
    package func id(of name: String) -> Int32? {
        var name = name
        return name.withUTF8 { name in
            guard let start = name.baseAddress else {
                return firstIndex { $0.isEmpty }.map { Int32($0) }
            }
            return bytes.withUnsafeBufferPointer { table.id(of: start, length: name.count, hash: ByteNameHash.of(start, name.count), in: $0) }
        }
    }
}
