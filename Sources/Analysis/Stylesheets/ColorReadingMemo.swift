import NSS
import SourceText

/// One file's colour readings by the bytes of the value read, for a rule that reads many values: a
/// theme repeats its values, and a reading that fails builds its explanation each time.
package struct ColorReadingMemo {
    /// The values read so far, interned by their bytes in the file's text (made for the first).
    private var values: ByteNameTable?
    /// What was said about each value, by its id in `values`.
    private var verdicts: [ColorVerdict] = []
    /// The message of the colour value of each definition, as declarations using it report it.
    private var messagesThroughDefinition: [Int: String] = [:]

    package init() {}

    /// The failure and warning of `file.readColor(parts, recordingChain: false)`, made once per distinct
    /// text.
    mutating func verdict(of parts: NSSParts, in file: StylesheetFile) -> ColorVerdict {
        // `#RRGGBB`, the usual value, reads as a colour with nothing to say.
        if parts.count == 1, file.isSixDigitHex(parts[0]) { return ColorVerdict() }
        guard let first = parts.first, let last = parts.last else { return ColorVerdict(file.readColor(parts, recordingChain: false)) }
        if values == nil { values = ByteNameTable(expectedNames: 8) }
        let id = file.text.bytes.withUnsafeBufferPointer { values!.intern($0, Int(first.start), Int(last.end)) }
        if Int(id) < verdicts.count { return verdicts[Int(id)] }
        let verdict = ColorVerdict(file.readColor(parts, recordingChain: false))
        verdicts.append(verdict)
        return verdict
    }

    /// The message a declaration reports for the colour value it takes from definition `definition`:
    /// that value, and so its verdict, is the same for every use of the definition.
    mutating func message(throughDefinition definition: Int, make: () -> String) -> String {
        if let known = messagesThroughDefinition[definition] { return known }
        let made = make()
        messagesThroughDefinition[definition] = made
        return made
    }
}

/// What a colour reading says about its value, without the colour.
struct ColorVerdict {
    var failure: String?
    var warning: String?

    /// A colour with nothing to say about it.
    init() {}

    init(_ reading: ColorReading) {
        failure = reading.failure
        warning = reading.warning
    }
}
