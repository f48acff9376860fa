extension SourceText {
    /// The text with the bytes of `range` replaced by `replacement`, the same as ``applying(_:)`` with
    /// one edit, without reading the whole text again: only the lines around the edit are scanned, and
    /// the line table after them is shifted (what an editor's keystroke in a large file needs).
    public func replacing(_ range: TextRange, with replacement: String) throws -> SourceText {
        guard range.end <= bytes.count else { throw TextEditError.outOfBounds(range, count: bytes.count) }
        // A cut inside a character needs the repairing path, as does a text repaired before.
        guard !repairedInvalidUTF8, !isContinuationByte(at: range.start), !isContinuationByte(at: range.end) else {
            return try applying([TextEdit(range: range, replacement: replacement)])
        }
        var spliced: [UInt8] = []
        spliced.reserveCapacity(bytes.count - range.length + replacement.utf8.count)
        spliced.append(contentsOf: bytes[..<range.start])
        spliced.append(contentsOf: replacement.utf8)
        spliced.append(contentsOf: bytes[range.end...])
        let delta = spliced.count - bytes.count

        // Lines are scanned again from the line before the edit (a `\r` ending it may meet an inserted
        // `\n`) to the first old line that starts two bytes after the edit (its terminator is untouched).
        let firstLine = max(0, line(containing: range.start) - 1)
        var resumeLine = line(containing: range.end) + 1
        while resumeLine < lineStarts.count, lineStarts[resumeLine] < range.end + 2 { resumeLine += 1 }
        // The empty line after a final terminator is found again by scanning to the end.
        if resumeLine < lineStarts.count, lineStarts[resumeLine] == bytes.count { resumeLine = lineStarts.count }
        let limit = resumeLine < lineStarts.count ? lineStarts[resumeLine] + delta : spliced.count

        var starts = Array(lineStarts[...firstLine])
        var nonASCII = Array(nonASCIILines.prefix { $0 < firstLine })
        SourceText.scanLines(spliced, from: lineStarts[firstLine], to: limit, starts: &starts, nonASCIILines: &nonASCII)
        if resumeLine < lineStarts.count {
            let lineDelta = starts.count - resumeLine
            starts.append(contentsOf: lineStarts[resumeLine...].lazy.map { $0 + delta })
            nonASCII.append(contentsOf: nonASCIILines.lazy.filter { $0 >= resumeLine }.map { $0 + lineDelta })
        }
        return SourceText(bytes: spliced, lineStarts: starts, nonASCIILines: nonASCII, repaired: false)
    }

    private func isContinuationByte(at offset: Int) -> Bool {
        offset < bytes.count && bytes[offset] & 0xC0 == 0x80
    }
}
