/// A JSON value written the way Foundation's `JSONEncoder` writes with `.prettyPrinted`, `.sortedKeys`
/// and `.withoutEscapingSlashes` (two-space indents, `"key" : value`, empty containers on two lines),
/// straight into bytes: large reports are written without building a document tree first.
package enum PrettyJSON {
    case integer(Int)
    case bool(Bool)
    case string(String)
    case array([PrettyJSON])
    /// Keys are written in sorted order.
    case object([(String, PrettyJSON)])

    /// Appends the value, whose first line is already indented by `level` steps.
    package func write(to output: inout [UInt8], level: Int = 0) {
        switch self {
        case .integer(let value):
            output.append(contentsOf: String(value).utf8)
        case .bool(let value):
            output.append(contentsOf: (value ? "true" : "false").utf8)
        case .string(let value):
            PrettyJSON.writeString(value, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            PrettyJSON.writeItems(elements.count, level: level, to: &output) { index, output in
                elements[index].write(to: &output, level: level + 1)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            let sorted = members.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            output.append(UInt8(ascii: "{"))
            PrettyJSON.writeItems(sorted.count, level: level, to: &output) { index, output in
                PrettyJSON.writeString(sorted[index].0, to: &output)
                output.append(contentsOf: " : ".utf8)
                sorted[index].1.write(to: &output, level: level + 1)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// The lines between a container's brackets: one item per line, or an empty line when there is none.
    package static func writeItems(_ count: Int, level: Int, to output: inout [UInt8], item: (Int, inout [UInt8]) -> Void) {
        output.append(UInt8(ascii: "\n"))
        if count == 0 { output.append(UInt8(ascii: "\n")) }
        for index in 0..<count {
            indent(level + 1, &output)
            item(index, &output)
            if index + 1 < count { output.append(UInt8(ascii: ",")) }
            output.append(UInt8(ascii: "\n"))
        }
        indent(level, &output)
    }

    static func indent(_ level: Int, _ output: inout [UInt8]) {
        for _ in 0..<(level * 2) { output.append(UInt8(ascii: " ")) }
    }

    static func writeString(_ string: String, to output: inout [UInt8]) {
        JSONBytes.appendString(string, to: &output)
    }
}
