import JSON

/// Writes JSON straight into bytes in `PrettyJSON`'s layout (Foundation's `JSONEncoder` with
/// `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes`), without building a value first. The
/// caller knows its layout: it writes the members of each object in sorted order and says the depth
/// of every line it starts, so nothing is kept between calls but the bytes.
///
/// A container's `level` is the indentation, in steps of two spaces, of the line its opening bracket
/// is on; its items are at `level + 1`.
package struct JSONBytes {
    package var bytes: [UInt8] = []

    package init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// Starts a member of an object whose members are at `level`: a comma unless it is the first, its
    /// own line, then `"key" : `, its value to follow. Keys are written as they are: they are the
    /// renderers' own ASCII names, which need no escape.
    package mutating func key(_ key: StaticString, level: Int, first: Bool = false) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        newline(indentedBy: level)
        bytes.append(UInt8(ascii: "\""))
        append(key)
        append(Self.keyEnd)
    }

    /// Starts the item at `index` of an array whose items are at `level`: a comma unless it is the
    /// first, then its own line.
    package mutating func item(_ index: Int, level: Int) {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        newline(indentedBy: level)
    }

    /// Ends a container at `level` with `bracket` on a line of its own; an empty container has an
    /// empty line inside.
    package mutating func close(_ bracket: UInt8, level: Int, empty: Bool = false) {
        if empty { bytes.append(UInt8(ascii: "\n")) }
        newline(indentedBy: level)
        bytes.append(bracket)
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
        bytes.append(UInt8(ascii: "{"))
        member(inner, value, level: level + 1, first: true)
        close(UInt8(ascii: "}"), level: level)
    }

    /// An empty array, the value of a member or an item at `level`.
    package mutating func emptyArray(level: Int) {
        bytes.append(UInt8(ascii: "["))
        close(UInt8(ascii: "]"), level: level, empty: true)
    }

    package mutating func string(_ value: String) { JSONText.appendQuoted(value, to: &bytes) }

    package mutating func integer(_ value: Int) { JSONText.appendInteger(value, to: &bytes) }

    /// Bytes written as they are: brackets, literals and fixed runs of the layout.
    package mutating func raw(_ text: StaticString) { append(text) }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private static let keyEnd: StaticString = "\" : "
    /// A line break and the indentation of the deepest levels the renderers write, cut to size.
    private static let lineStart: StaticString = "\n                                                                "

    /// A line break, then two spaces a step.
    private mutating func newline(indentedBy steps: Int) {
        Self.lineStart.withUTF8Buffer { line in
            let spaces = line.count - 1
            var left = steps * 2
            guard left > spaces else {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: line[0...left]))
                return
            }
            bytes.append(contentsOf: line)
            left -= spaces
            while left > 0 {
                let run = min(left, spaces)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: line[1...run]))
                left -= run
            }
        }
    }

    /// Appends `string` quoted and escaped (as `JSONEncoder` escapes it).
    package static func appendString(_ string: String, to output: inout [UInt8]) {
        JSONText.appendQuoted(string, to: &output)
    }
}
