import Colors
import NSS
import SourceText

extension StylesheetFile {
    /// Whether a constant whose value is `parts` (reading as `color` when it is a colour) can be the value
    /// of a property of `type`: after `font-color:` completion offers colour constants only, after
    /// `font-name:` constants holding a font name, after an enum property those holding one of its values.
    func constant(_ parts: NSSParts, color: RGBA?, fits type: NSSValueType) -> Bool {
        guard let first = parts.first else { return false }
        let single = parts.count == 1 ? text[first.range] : nil
        switch type {
        case .color:
            return color != nil
        case .fontName:
            // A PostScript name starts with a capital (`HelveticaNeue`) or has a style after a `-`
            // (`72-Bold`); enum words (`center`) and NUI's system fonts (`boldSystem`) do not.
            guard color == nil, let single, first.kind == .identifier else { return false }
            if NSSCatalog.systemFontNames.contains(single) { return true }
            let bytes = Array(single.utf8)
            func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte) || (97...122).contains(byte) }
            if let firstByte = bytes.first, (65...90).contains(firstByte) { return true }
            guard let hyphen = bytes.firstIndex(of: UInt8(ascii: "-")) else { return false }
            return bytes[(hyphen + 1)...].contains(where: isLetter)
        case .keyword(let values):
            return single.map(values.contains) ?? false
        case .fontStyle:
            return single.map(NSSCatalog.fontStyles.contains) ?? false
        case .boolean:
            return single.map { ["true", "false", "yes", "no"].contains($0.lowercased()) } ?? false
        case .number, .integer, .offset, .box:
            return color == nil && parts.allSatisfy { $0.kind == .comma || hasNumericPrefix($0) }
        case .image, .classList:
            return color == nil && !hasNumericPrefix(first)
        }
    }
}

extension SourceText {
    /// Whether the first byte after `offset` that is not a space or tab is `:`.
    func hasColon(after offset: Int) -> Bool {
        var index = offset
        while index < bytes.count, bytes[index] == 32 || bytes[index] == 9 { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: ":")
    }
}
