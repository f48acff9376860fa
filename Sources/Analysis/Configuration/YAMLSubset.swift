import Foundation

/// The part of YAML Sourcery's configuration files use: block maps and lists by indentation, `- `
/// items that hold maps, flow lists (`[a, b]`), quoted and plain scalars, `#` comments. Anything else
/// is read as a plain scalar; reading never fails.
package indirect enum YAMLValue: Sendable, Hashable {
    case scalar(String)
    case list([YAMLValue])
    case map([(key: String, value: YAMLValue)])

    package static func == (lhs: YAMLValue, rhs: YAMLValue) -> Bool {
        switch (lhs, rhs) {
        case (.scalar(let a), .scalar(let b)): return a == b
        case (.list(let a), .list(let b)): return a == b
        case (.map(let a), .map(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .scalar(let text): hasher.combine(text)
        case .list(let items): hasher.combine(items)
        case .map(let entries):
            for entry in entries {
                hasher.combine(entry.key)
                hasher.combine(entry.value)
            }
        }
    }

    package subscript(key: String) -> YAMLValue? {
        guard case .map(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// A scalar as one string, a list's scalars as strings.
    package var strings: [String] {
        switch self {
        case .scalar(let text): return text.isEmpty ? [] : [text]
        case .list(let items): return items.flatMap(\.strings)
        case .map: return []
        }
    }

    package static func parse(_ text: String) -> YAMLValue {
        var lines: [(indent: Int, text: String)] = []
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = String(raw)
            if line.trimmingCharacters(in: .whitespaces) == "---" { continue }
            let content = stripComment(line)
            let trimmed = content.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            let indent = content.prefix { $0 == " " }.count
            lines.append((indent, trimmed))
        }
        var position = 0
        guard !lines.isEmpty else { return .map([]) }
        return block(&lines, &position, indent: lines[0].indent)
    }

    private static func block(_ lines: inout [(indent: Int, text: String)], _ position: inout Int, indent: Int) -> YAMLValue {
        guard position < lines.count else { return .scalar("") }
        if lines[position].text == "-" || lines[position].text.hasPrefix("- ") {
            var items: [YAMLValue] = []
            while position < lines.count, lines[position].indent == indent,
                lines[position].text == "-" || lines[position].text.hasPrefix("- ")
            {
                let item = String(lines[position].text.dropFirst(1)).trimmingCharacters(in: .whitespaces)
                if item.isEmpty {
                    position += 1
                    if position < lines.count, lines[position].indent > indent {
                        items.append(block(&lines, &position, indent: lines[position].indent))
                    } else {
                        items.append(.scalar(""))
                    }
                } else if splitEntry(item) != nil {
                    // `- key: value` starts a map whose other entries sit under `key`.
                    let itemIndent = indent + (lines[position].text.count - item.count)
                    lines[position] = (itemIndent, item)
                    items.append(block(&lines, &position, indent: itemIndent))
                } else {
                    items.append(scalarValue(item))
                    position += 1
                }
            }
            return .list(items)
        }
        if splitEntry(lines[position].text) == nil {
            // A plain scalar written on the line below its key.
            position += 1
            return scalarValue(lines[position - 1].text)
        }
        var entries: [(key: String, value: YAMLValue)] = []
        while position < lines.count, lines[position].indent == indent {
            guard let (key, rest) = splitEntry(lines[position].text) else {
                position += 1
                continue
            }
            position += 1
            if !rest.isEmpty {
                entries.append((key, scalarValue(rest)))
            } else if position < lines.count,
                lines[position].indent > indent
                    || (lines[position].indent == indent && (lines[position].text == "-" || lines[position].text.hasPrefix("- ")))
            {
                entries.append((key, block(&lines, &position, indent: lines[position].indent)))
            } else {
                entries.append((key, .scalar("")))
            }
        }
        // Lines indented deeper than expected belong to nothing: skipped.
        while position < lines.count, lines[position].indent > indent { position += 1 }
        return .map(entries)
    }

    /// `key: value` or `key:`; nil for a line without a key (a colon inside quotes does not count).
    private static func splitEntry(_ text: String) -> (String, String)? {
        var inQuote: Character?
        for index in text.indices {
            let character = text[index]
            if let quote = inQuote {
                if character == quote { inQuote = nil }
                continue
            }
            if character == "\"" || character == "'" {
                if index == text.startIndex { inQuote = character }
                continue
            }
            if character == "[" || character == "{" { return nil }
            guard character == ":" else { continue }
            let after = text.index(after: index)
            guard after == text.endIndex || text[after] == " " else { continue }
            let key = unquote(String(text[..<index]).trimmingCharacters(in: .whitespaces))
            return (key, String(text[after...]).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    private static func scalarValue(_ text: String) -> YAMLValue {
        if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = text.dropFirst().dropLast()
            return .list(
                inner.split(separator: ",").map { .scalar(unquote($0.trimmingCharacters(in: .whitespaces))) }
                    .filter { $0 != .scalar("") })
        }
        return .scalar(unquote(text))
    }

    private static func unquote(_ text: String) -> String {
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    /// The line without a `#` comment (one at the start or after a space, outside quotes).
    private static func stripComment(_ line: String) -> String {
        var inQuote: Character?
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if let quote = inQuote {
                if character == quote { inQuote = nil }
            } else if character == "\"" || character == "'" {
                inQuote = character
            } else if character == "#", previous == " " || previous == "\t" {
                return String(line[..<index])
            }
            previous = character
        }
        return line
    }
}
