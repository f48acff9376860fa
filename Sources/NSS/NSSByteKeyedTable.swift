import SourceText

/// A fixed table from names to values, looked up by the bytes of a name and its ``ByteNameHash``
/// without making a `String`.
package struct NSSByteKeyedTable<Value: Sendable>: Sendable {
    /// The names, one after the other: the buffer `names` was interned from.
    private let bytes: [UInt8]
    private let names: ByteNameTable
    /// Parallel to the ids of `names`.
    private let values: [Value]

    /// Entries with distinct names.
    package init(_ entries: [(String, Value)]) {
        let bytes = entries.flatMap { Array($0.0.utf8) }
        var names = ByteNameTable(expectedNames: entries.count)
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            for (name, _) in entries {
                _ = names.intern(buffer, start, start + name.utf8.count)
                start += name.utf8.count
            }
        }
        self.bytes = bytes
        self.names = names
        self.values = entries.map(\.1)
    }

    /// The value of the name written at `start` with `length` bytes and hash `hash`.
    func value(_ start: UnsafePointer<UInt8>, _ length: Int, hash: UInt32) -> Value? {
        let id = bytes.withUnsafeBufferPointer { names.id(of: start, length: length, hash: hash, in: $0) }
        return id.map { values[Int($0)] }
    }

    /// The value of the name with these bytes.
    package func value(of name: UnsafeBufferPointer<UInt8>) -> Value? {
        guard let start = name.baseAddress else { return nil }
        return value(start, name.count, hash: ByteNameHash.of(start, name.count))
    }

    /// The position in the entries given to `init` of name `id` of `table`, interned from `text`
    /// (-1: none of them).
    func position(of id: Int32, in table: ByteNameTable, text: UnsafeBufferPointer<UInt8>) -> Int32 {
        let key = table.key(of: id)
        return bytes.withUnsafeBufferPointer { names.id(of: text.baseAddress! + key.start, length: key.length, hash: key.hash, in: $0) } ?? -1
    }

    /// The value of name `id` of `table`, interned from `text`.
    func value(of id: Int32, in table: ByteNameTable, text: UnsafeBufferPointer<UInt8>) -> Value? {
        let key = table.key(of: id)
        return value(text.baseAddress! + key.start, key.length, hash: key.hash)
    }
}
