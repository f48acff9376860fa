import SourceText

/// Strings made from ranges of one file's bytes, each distinct text made once. Annotation keys and
/// type names repeat across a file, and a string too long to be stored inline (more than 15 UTF-8
/// bytes) would otherwise cost an allocation each time. The table is made at the first such string:
/// a file's reading makes several string tables, and most short texts never need one.
struct StringTable {
    private var table: ByteNameTable?
    private var strings: [String] = []

    /// The text of `range`, as `String(decoding:as:)` makes it. Every call passes the same `bytes`.
    mutating func string(_ bytes: [UInt8], _ range: TextRange) -> String {
        guard range.length > 15 else { return String(decoding: bytes[range.start..<range.end], as: UTF8.self) }
        if table == nil { table = ByteNameTable() }
        let id = Int(bytes.withUnsafeBufferPointer { table!.intern($0, range.start, range.end) })
        if id == strings.count { strings.append(String(decoding: bytes[range.start..<range.end], as: UTF8.self)) }
        return strings[id]
    }
}
