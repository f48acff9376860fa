/// What Nuance reads a file as.
package enum FileKind: String, Sendable, Hashable, CaseIterable {
    case stylesheet
    case tokens
    case swiftModel
    case configuration
    /// Swift code that is no Sourcery model but names palette colours or Fiori text styles in calls
    /// (`Color.preferredColor(.primaryLabel)`); a `.swift` name alone is a ``swiftModel``.
    case swiftCode

    /// The kind a path has by its name alone; `nil` for names Nuance does not read by default
    /// (plain `.json` becomes a token file only through configuration).
    package static func byName(_ path: String) -> FileKind? {
        let name = FileName.lastComponent(path)
        if name == "nuance.json" { return .configuration }
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return byUnicodeName(String(name)) }
        if FileName.hasSuffix(name, ignoringASCIICase: ".nss") { return .stylesheet }
        if FileName.hasSuffix(name, ignoringASCIICase: ".tokens") || FileName.hasSuffix(name, ignoringASCIICase: ".tokens.json")
            || FileName.hasSuffix(name, ignoringASCIICase: ".resolver.json")
        {
            return .tokens
        }
        if FileName.hasSuffix(name, ignoringASCIICase: ".swift") { return .swiftModel }
        return nil
    }

    /// The same for a name with other than ASCII characters, lower-cased by Unicode's rules.
    private static func byUnicodeName(_ name: String) -> FileKind? {
        let lower = name.lowercased()
        if lower.hasSuffix(".nss") { return .stylesheet }
        if lower.hasSuffix(".tokens") || lower.hasSuffix(".tokens.json") || lower.hasSuffix(".resolver.json") {
            return .tokens
        }
        if lower.hasSuffix(".swift") { return .swiftModel }
        return nil
    }
}
