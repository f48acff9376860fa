extension NSSContentTally {
    /// Reads the line that starts at `start` in one pass when it is blank, braces and semicolons,
    /// `name: value` or `@name: value` (no `{`), or a selector of one class and a `{`, without a block
    /// comment: the line's end (its `\n` or the end of
    /// the text) and the file's verdict if this line decides it. Nil for any other line, which is then
    /// read as a whole (`read(_:brace:)`).
    mutating func readQuickly(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, decision: Bool?)? {
        var index = run(of: NSSContentBytes.blank, in: text, from: start)
        guard index < text.count, text[index] != UInt8(ascii: "\n") else { return (index, nil) }
        let first = text[index]
        let kind = classes[Int(first)]
        guard kind & (NSSContentBytes.foreignStart | NSSContentBytes.foreignSelector) == 0 else { return nil }
        if kind & NSSContentBytes.neutral != 0 {
            while index < text.count, classes[Int(text[index])] & NSSContentBytes.neutral != 0 { index += 1 }
            guard index == text.count || text[index] == UInt8(ascii: "\n") else { return nil }
            return (index, count(first, (.neutral, false)))
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
            // `name {` or `name:part {`: a selector, whatever follows the `{`.
            var selectorEnd = nameEnd
            while selectorEnd + 1 < text.count, text[selectorEnd] == UInt8(ascii: ":"),
                classes[Int(text[selectorEnd + 1])] & NSSContentBytes.name != 0
            {
                selectorEnd = run(of: NSSContentBytes.name, in: text, from: selectorEnd + 1)
            }
            index = selectorEnd
            while index < text.count, isBlank(text[index]) { index += 1 }
            if index < text.count, text[index] == UInt8(ascii: "{") {
                guard let end = endOfLineWithoutComment(text, from: index) else { return nil }
                return (end, count(first, (.nui, false)))
            }
            // `name: value` (or `name :value`); `name:part` without a `{` is read as a whole.
            guard selectorEnd == nameEnd else { return nil }
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
            } else if byte == UInt8(ascii: "{") {
                return nil
            } else {
                verdict = byte == UInt8(ascii: ";") ? .nui : .other
            }
            // The rest of the line does not change the verdict unless it holds a `{` or a comment.
            guard let end = endOfLineWithoutComment(text, from: index), !text[index..<end].contains(UInt8(ascii: "{")) else { return nil }
            index = end
            break
        }
        return (index, count(first, (verdict, false)))
    }

    /// The end of the line from `start` (its `\n` or the end of the text), or nil when it holds a `*`
    /// (a block comment may start there).
    private func endOfLineWithoutComment(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < text.count, text[index] != UInt8(ascii: "\n") {
            if text[index] == UInt8(ascii: "*") { return nil }
            index += 1
        }
        return index
    }
}
