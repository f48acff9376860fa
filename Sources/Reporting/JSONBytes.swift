import JSON

/// Writes JSON straight into bytes in `PrettyJSON`'s layout (Foundation's `JSONEncoder` with
/// `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes`), without building a value first: the
/// caller writes the members of each object in sorted order.
package struct JSONBytes {
    package var bytes: [UInt8] = []
    /// Items written so far in each open container, innermost last.
    private var itemCounts: [Int] = []
    /// Indentation steps of the line the first value starts on.
    private let baseLevel: Int

    /// A value whose first line is already indented by `level` steps.
    package init(level: Int = 0) { baseLevel = level }

    /// Items of a container at `level` whose opening bracket is written elsewhere: each starts with
    /// ``element()``, and the first without a comma.
    package init(itemsOfContainerAtLevel level: Int) {
        baseLevel = level
        itemCounts = [0]
    }

    private var level: Int { baseLevel + itemCounts.count }

    /// An object whose members `body` writes with ``member(_:_:)`` and its typed forms.
    package mutating func object(_ body: (inout JSONBytes) -> Void) {
        container(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), body)
    }

    /// An array whose elements `body` writes, each starting with ``element()``.
    package mutating func array(_ body: (inout JSONBytes) -> Void) {
        container(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), body)
    }

    private mutating func container(open: UInt8, close: UInt8, _ body: (inout JSONBytes) -> Void) {
        bytes.append(open)
        itemCounts.append(0)
        body(&self)
        let count = itemCounts.removeLast()
        if count == 0 { bytes.append(UInt8(ascii: "\n")) }
        newline(indentedBy: level)
        bytes.append(close)
    }

    /// Starts the next item of the innermost container on its own line.
    package mutating func element() {
        let last = itemCounts.count - 1
        let isFirst = itemCounts[last] == 0
        itemCounts[last] += 1
        if !isFirst { bytes.append(UInt8(ascii: ",")) }
        newline(indentedBy: level)
    }

    /// Starts a member: `"key" : `, its value to follow. Keys are written as they are: they are the
    /// renderers' own ASCII names, which need no escape.
    package mutating func member(_ key: StaticString) {
        element()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        Self.keyEnd.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    package mutating func member(_ key: StaticString, _ value: String) {
        member(key)
        Self.appendString(value, to: &bytes)
    }

    package mutating func member(_ key: StaticString, _ value: Int) {
        member(key)
        appendInteger(value)
    }

    package mutating func member(_ key: StaticString, object body: (inout JSONBytes) -> Void) {
        member(key)
        object(body)
    }

    package mutating func member(_ key: StaticString, array body: (inout JSONBytes) -> Void) {
        member(key)
        array(body)
    }

    package mutating func string(_ value: String) { Self.appendString(value, to: &bytes) }

    package mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func appendInteger(_ value: Int) { JSONText.appendInteger(value, to: &bytes) }

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
