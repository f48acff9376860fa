import Colors
import NSS

extension StylesheetFile {
    /// The colour a declaration's value resolves to on each background, after variable substitution;
    /// nil when it is not a readable colour or its value is unknown. Rules that compare colours need
    /// only the values, not the chain and messages of a full
    /// ``readColor(_:via:explainingFailures:recordingChain:)``.
    package func resolvedColors(ofDeclaration index: Int) -> SchemeColors? {
        switch declarationSubstitutions[index] {
        case .literal: colorValues(of: syntax.declarations[index].value)
        case .definition(let definition): colorValues(of: syntax.definitions[Int(definition)].value)
        case .undefined, .unresolvable: nil
        }
    }

    /// The colour values of a value written without variables.
    private func colorValues(of value: NSSValue) -> SchemeColors? {
        if let token = syntax.singlePart(of: value) {
            if let color = sixDigitHexColor(token) { return SchemeColors(uniform: color) }
            if token.kind == .identifier {
                if let named = namedColor(token) {
                    return named.map { SchemeColors(uniform: RGBA(red: $0.0, green: $0.1, blue: $0.2, alpha: $0.3)) }
                }
                let name = text[token.range]
                guard NSSColorLiteral.hexDigits(name) == nil else { return slowColorValues(of: value) }
                guard let resolution = resolvePaletteName(name, chain: []) else { return nil }
                return resolution.isKnown ? resolution.values : nil
            }
        }
        return slowColorValues(of: value)
    }

    private func slowColorValues(of value: NSSValue) -> SchemeColors? {
        let parts = syntax.parts(of: value)
        guard !parts.isEmpty, let resolution = readColor(parts, explainingFailures: false, recordingChain: false).resolution, resolution.isKnown
        else { return nil }
        return resolution.values
    }

    /// NUI's colour names, looked up by a token's bytes.
    private static let namedColorsByBytes = CatalogByBytes(NSSCatalog.nuiNamedColors)

    /// The entry of ``NSSCatalog/nuiNamedColors`` that `token` names, if it names one (its value is nil
    /// for a system colour).
    func namedColor(_ token: NSSToken) -> (Double, Double, Double, Double)?? {
        text.bytes.withUnsafeBufferPointer { bytes in
            StylesheetFile.namedColorsByBytes.entry(named: UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]))
        }
    }

    /// The colour of a `#RRGGBB` or `0xRRGGBB` token, read from its bytes.
    func sixDigitHexColor(_ token: NSSToken) -> RGBA? {
        guard isSixDigitHex(token) else { return nil }
        let end = Int(token.end)
        var channels: (Int, Int, Int) = (0, 0, 0)
        text.bytes.withUnsafeBufferPointer { bytes in
            func value(_ at: Int) -> Int {
                let byte = bytes[at] | 0x20
                return byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : Int(byte - UInt8(ascii: "a")) + 10
            }
            func channel(_ at: Int) -> Int { value(at) * 16 + value(at + 1) }
            channels = (channel(end - 6), channel(end - 4), channel(end - 2))
        }
        return RGBA(red8: channels.0, green8: channels.1, blue8: channels.2)
    }
}
