extension NSSContentTally {
    /// A line read in one pass: where it ends (its `\n` or the end of the text), whether a block comment
    /// is open there, and the file's verdict if this line decides it.
    struct QuickLine {
        var end: Int
        var opensComment = false
        var decision: Bool?
    }

    /// Reads the line that starts at `start` (no block comment open there) in one pass when it is blank,
    /// braces and semicolons, `name: value` or `@name: value`, a class name alone or before a `,`, or
    /// a selector of one class and a `{`; block comments only after what decides the line. Nil for any
    /// other line, which is then read as a whole (`read(_:brace:)`).
    mutating func readQuickly(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> QuickLine? {
        var index = run(of: NSSContentBytes.blank, in: text, from: start)
        guard index < text.count, text[index] != UInt8(ascii: "\n") else { return QuickLine(end: index) }
        let first = text[index]
        let kind = classes[Int(first)]
        guard kind & NSSContentBytes.foreignSelector == 0 else { return nil }
        if kind & NSSContentBytes.foreignStart != 0, NSSContentBytes.foreignStarts.contains(where: { starts(text, at: index, with: $0) }) {
            return nil
        }
        if kind & NSSContentBytes.neutral != 0 {
            while index < text.count, classes[Int(text[index])] & NSSContentBytes.neutral != 0 { index += 1 }
            guard index == text.count || text[index] == UInt8(ascii: "\n") else { return nil }
            return QuickLine(end: index, decision: count(first, (.neutral, false)))
        }
        let nameEnd: Int
        if first == UInt8(ascii: "@") {
            // `@name: value`; `@media` is read as a whole.
            guard !starts(text, at: index, with: NSSContentBytes.media) else { return nil }
            nameEnd = run(of: NSSContentBytes.definitionName, in: text, from: index + 1)
            guard nameEnd > index + 1 else { return nil }
        } else {
            guard kind & NSSContentBytes.nameStart != 0 else { return nil }
            nameEnd = run(of: NSSContentBytes.name, in: text, from: index)
            var selectorEnd = nameEnd
            while selectorEnd + 1 < text.count, text[selectorEnd] == UInt8(ascii: ":"),
                classes[Int(text[selectorEnd + 1])] & NSSContentBytes.name != 0
            {
                selectorEnd = run(of: NSSContentBytes.name, in: text, from: selectorEnd + 1)
            }
            index = selectorEnd
            while index < text.count, isBlank(text[index]) { index += 1 }
            let next = index < text.count ? text[index] : UInt8(ascii: "\n")
            if next == UInt8(ascii: "{") {
                // `name {` or `name:part {`: a selector, whatever follows the `{`.
                guard let rest = restOfLine(text, from: index + 1, bracesMatter: false) else { return nil }
                return QuickLine(end: rest.end, opensComment: rest.opensComment, decision: count(first, (.nui, false)))
            }
            if next == UInt8(ascii: "\n") {
                // A class alone: NUI when the next line opens with `{`.
                guard selectorEnd == nameEnd else { return nil }
                return QuickLine(end: index, decision: count(first, (.other, true)))
            }
            if next == UInt8(ascii: ",") {
                // A selector list's first class, when nothing follows the `,`.
                let end = run(of: NSSContentBytes.blank, in: text, from: index + 1)
                guard end == text.count || text[end] == UInt8(ascii: "\n") else { return nil }
                return QuickLine(end: end, decision: count(first, (.nui, false)))
            }
            // Anything else after `name:part` is no selector: `name:value`.
        }
        index = nameEnd
        while index < text.count, isBlank(text[index]) { index += 1 }
        guard index + 1 < text.count, text[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        while index < text.count, isBlank(text[index]) { index += 1 }
        guard index < text.count, text[index] != UInt8(ascii: ";"), text[index] != UInt8(ascii: "/"), text[index] != UInt8(ascii: "\n")
        else { return nil }
        // The value ends at a `;`, a `//`, a forbidden byte or the line's end.
        var verdict = Verdict.neutral
        while true {
            index = firstByte(of: NSSContentBytes.valueEnd, in: text, from: index)
            guard index < text.count, text[index] != UInt8(ascii: "\n") else { break }
            let byte = text[index]
            if byte == UInt8(ascii: "/") {
                let following = index + 1 < text.count ? text[index + 1] : 0
                if following == UInt8(ascii: "*") { return nil }
                if following != UInt8(ascii: "/") {
                    index += 1
                    continue
                }
                // `//*` opens a block comment: blanked, the `//` is gone.
                if index + 2 < text.count, text[index + 2] == UInt8(ascii: "*") { return nil }
            } else if byte == UInt8(ascii: "{") {
                return nil
            } else {
                verdict = byte == UInt8(ascii: ";") ? .nui : .other
            }
            // The rest of the line does not change the verdict unless it holds a `{`.
            guard let rest = restOfLine(text, from: index + 1, bracesMatter: true) else { return nil }
            return QuickLine(end: rest.end, opensComment: rest.opensComment, decision: count(first, (verdict, false)))
        }
        return QuickLine(end: index, decision: count(first, (verdict, false)))
    }

    /// The end of the line from `start` (its `\n` or the end of the text) and whether a block comment is
    /// open there; nil when `bracesMatter` and the line holds a `{`.
    private func restOfLine(_ text: UnsafeBufferPointer<UInt8>, from start: Int, bracesMatter: Bool) -> (end: Int, opensComment: Bool)? {
        var index = start
        var inComment = false
        while index < text.count, text[index] != UInt8(ascii: "\n") {
            let byte = text[index]
            let following = index + 1 < text.count ? text[index + 1] : 0
            if bracesMatter, byte == UInt8(ascii: "{") { return nil }
            if inComment ? byte == UInt8(ascii: "*") && following == UInt8(ascii: "/") : byte == UInt8(ascii: "/") && following == UInt8(ascii: "*") {
                inComment.toggle()
                index += 1
            }
            index += 1
        }
        return (index, inComment)
    }
}
