import NSS
import SourceText

/// One file's colour readings by the text of the value read, for a rule that reads many values: a
/// theme repeats its values, and a reading that fails builds its explanation each time.
package struct ColorReadingMemo {
    private var readings: [String: ColorReading] = [:]

    package init() {}

    /// `file.readColor(parts, recordingChain: false)`, made once per distinct text.
    mutating func reading(of parts: NSSParts, in file: StylesheetFile) -> ColorReading {
        guard let first = parts.first, let last = parts.last else { return file.readColor(parts, recordingChain: false) }
        let key = file.text[TextRange(start: Int(first.start), end: Int(last.end))]
        if let known = readings[key] { return known }
        let reading = file.readColor(parts, recordingChain: false)
        readings[key] = reading
        return reading
    }
}
