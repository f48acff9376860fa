import SourceText

/// Reads JSON with comments (JSONC): strict JSON plus `//` and `/* */` comments and trailing commas;
/// for `.json5` files also property names without quotes and single-quoted strings.
///
/// Never fails: a broken document still yields every value before and after the damage, and each
/// problem has a precise range and a message.
package enum JSONSyntax {
    /// Containers nested deeper than this are skipped with a problem, so that hostile input cannot
    /// exhaust the stack.
    package static let maximumDepth = 200

    package static func parse(_ text: SourceText, json5: Bool = false) -> JSONDocument {
        text.bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, acceptsJSON5Names: json5)
            let root = parser.parseDocument()
            return JSONDocument(
                text: text, root: root, problems: parser.problems, comments: parser.comments,
                trailingCommas: parser.trailingCommas)
        }
    }

    package static func parse(_ string: String) -> JSONDocument {
        parse(SourceText(string))
    }
}
