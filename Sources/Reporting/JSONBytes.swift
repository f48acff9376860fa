import JSON

/// Writes JSON straight into bytes in `PrettyJSON`'s layout (Foundation's `JSONEncoder` with
/// `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes`), without building a value first. The
/// caller knows its layout: it writes the members of each object in sorted order and says the depth
/// of every line it starts, so nothing is kept between calls but the bytes.
///
/// A container's `level` is the indentation, in steps of two spaces, of the line its opening bracket
/// is on; its items are at `level + 1`. What is written with `raw` is written as it is: a caller
/// writes a compact part (keys, colons and commas without spaces) from literals.
///
/// The bytes are kept in memory of its own, which grows by doubling: a report's many short pieces
/// (a bracket, a key, a line break and its indentation) are each a copy into it, without the checks
/// of an `Array` append.
package struct JSONBytes: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// Where strings with something to escape are quoted first.
    private var escaped: [UInt8] = []

    package init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// The bytes written so far.
    package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

    /// Starts a member of an object whose members are at `level`: a comma unless it is the first, its
    /// own line, then `"key" : `, its value to follow. Keys are written as they are: they are the
    /// renderers' own ASCII names, which need no escape.
    package mutating func key(_ key: StaticString, level: Int, first: Bool = false) {
        guard key.hasPointerRepresentation else {
            return key.withUTF8Buffer { putKey($0, level: level, first: first) }
        }
        putKey(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount), level: level, first: first)
    }

    @inline(__always)
    private mutating func putKey(_ key: UnsafeBufferPointer<UInt8>, level: Int, first: Bool) {
        reserve(Self.lineStartRoom(level) &+ 1 &+ key.count &+ 4)
        putLineStart(level, afterComma: !first)
        put(UInt8(ascii: "\""))
        putShort(key)
        // `" : ` as one word.
        UnsafeMutableRawPointer(start + count).storeBytes(of: Self.keyEnd, as: UInt32.self)
        count &+= 4
    }

    /// The bytes `" : ` in memory order.
    private static let keyEnd = UInt32(littleEndian: 0x203A_2022)

    /// Starts the item at `index` of an array whose items are at `level`: a comma unless it is the
    /// first, then its own line.
    package mutating func item(_ index: Int, level: Int) {
        reserve(Self.lineStartRoom(level))
        putLineStart(level, afterComma: index > 0)
    }

    /// Ends a container at `level` with `bracket` on a line of its own; an empty container has an
    /// empty line inside.
    package mutating func close(_ bracket: UInt8, level: Int, empty: Bool = false) {
        reserve(1 + Self.lineStartRoom(level) + 1)
        if empty { put(UInt8(ascii: "\n")) }
        putLineStart(level, afterComma: false)
        put(bracket)
    }

    /// A member whose value is a string.
    package mutating func member(_ key: StaticString, _ value: String, level: Int, first: Bool = false) {
        self.key(key, level: level, first: first)
        string(value)
    }

    /// A member whose value is an integer.
    package mutating func member(_ key: StaticString, _ value: Int, level: Int, first: Bool = false) {
        self.key(key, level: level, first: first)
        integer(value)
    }

    /// A member whose value is an object with one string member, `{ "inner" : value }`.
    package mutating func member(_ key: StaticString, _ inner: StaticString, _ value: String, level: Int, first: Bool = false) {
        self.key(key, level: level, first: first)
        append("{")
        member(inner, value, level: level + 1, first: true)
        close(UInt8(ascii: "}"), level: level)
    }

    package mutating func string(_ value: String) {
        // Without a mutable copy of `value` (`withUTF8`), which costs a retain and a release; the
        // rare string without contiguous UTF-8 is quoted as one with something to escape.
        let plain = value.utf8.withContiguousStorageIfAvailable { utf8 in
            guard JSONText.plainLength(of: utf8) == utf8.count else { return false }
            reserve(utf8.count &+ 2)
            put(UInt8(ascii: "\""))
            if let source = utf8.baseAddress { put(source, utf8.count) }
            put(UInt8(ascii: "\""))
            return true
        }
        guard plain != true else { return }
        escaped.removeAll(keepingCapacity: true)
        JSONText.appendQuoted(value, to: &escaped)
        escaped.withUnsafeBufferPointer { append($0) }
    }

    package mutating func integer(_ value: Int) {
        guard value >= 0 else {
            append(Array(String(value).utf8))
            return
        }
        reserve(JSONText.maximumDecimalDigits)
        count += JSONText.writeDecimal(UInt64(value), to: start + count)
    }

    /// Bytes written as they are: brackets, literals and fixed runs of the layout.
    @inline(__always)
    package mutating func raw(_ text: StaticString) { append(text) }

    /// Bytes already written as JSON (a string quoted before).
    package mutating func raw(_ bytes: [UInt8]) { append(bytes) }

    @inline(__always)
    private mutating func append(_ text: StaticString) {
        // A literal of more than one scalar is kept as a pointer: read it there, without a closure.
        guard text.hasPointerRepresentation else {
            return text.withUTF8Buffer { text in
                reserve(text.count)
                putShort(text)
            }
        }
        let buffer = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        reserve(buffer.count)
        putShort(buffer)
    }

    private mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress else { return }
        reserve(buffer.count)
        put(source, buffer.count)
    }

    /// A comma, a line break and the indentation of the deepest level the renderers write.
    private static let lineStart: StaticString = ",\n                                                  "
    private static let deepestLevel = (lineStart.utf8CodeUnitCount - 2) / 2

    // Lengths and counts here are far below `Int.max`: they add without overflow checks.

    /// The most bytes a line start at `level` takes, its comma included.
    private static func lineStartLength(_ level: Int) -> Int { 2 &+ 2 &* level }

    /// A short line start is copied as two words, whatever its length: the bytes past its end are
    /// overwritten by what follows it.
    private static let lineStartWords = 16

    /// The room a line start at `level` needs.
    private static func lineStartRoom(_ level: Int) -> Int { max(lineStartLength(level), lineStartWords) }

    /// A comma or not, a line break, then two spaces a step, into room already reserved.
    @inline(__always)
    private mutating func putLineStart(_ level: Int, afterComma: Bool) {
        precondition(level <= Self.deepestLevel, "JSON nested deeper than its writers write")
        let skipped = afterComma ? 0 : 1
        let length = Self.lineStartLength(level) &- skipped
        let source = Self.lineStart.utf8Start + skipped
        guard length <= Self.lineStartWords else {
            put(source, length)
            return
        }
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(start + count)
        to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
        to.storeBytes(of: from.loadUnaligned(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
        count &+= length
    }

    /// Room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count &+ extra > capacity { grow(toHold: count + extra) }
    }

    @inline(never)
    private mutating func grow(toHold needed: Int) {
        let grown = max(capacity * 2, needed)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.moveInitialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = grown
    }

    /// Writes into room already reserved.
    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        start[count] = byte
        count &+= 1
    }

    @inline(__always)
    private mutating func put(_ source: UnsafePointer<UInt8>, _ length: Int) {
        (start + count).initialize(from: source, count: length)
        count &+= length
    }

    /// A key or a literal: most are 4 to 32 bytes, copied as words that may overlap, all read inside
    /// it (`memcpy`'s call costs more than such a copy).
    @inline(__always)
    private mutating func putShort(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress, buffer.count <= 32 else { return put(buffer) }
        let length = buffer.count
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(start + count)
        func copy<Word>(_: Word.Type, at offset: Int) {
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: Word.self), toByteOffset: offset, as: Word.self)
        }
        switch length {
        case 0..<4:
            for index in 0..<length { (start + count)[index] = source[index] }
        case 4..<8:
            copy(UInt32.self, at: 0)
            copy(UInt32.self, at: length &- 4)
        case 8...16:
            copy(UInt64.self, at: 0)
            copy(UInt64.self, at: length &- 8)
        default:
            copy(UInt64.self, at: 0)
            copy(UInt64.self, at: 8)
            copy(UInt64.self, at: length &- 16)
            copy(UInt64.self, at: length &- 8)
        }
        count &+= length
    }

    /// A key or a literal, whether its text is kept as a pointer or (one scalar) as a value.
    @inline(__always)
    private mutating func put(_ buffer: UnsafeBufferPointer<UInt8>) {
        if let source = buffer.baseAddress { put(source, buffer.count) }
    }

    /// Appends `string` quoted and escaped (as `JSONEncoder` escapes it).
    package static func appendString(_ string: String, to output: inout [UInt8]) {
        JSONText.appendQuoted(string, to: &output)
    }
}
