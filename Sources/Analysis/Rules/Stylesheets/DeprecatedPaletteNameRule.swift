import Diagnostics
import NSS
import SourceText

/// `nss/deprecated-palette-name`: a renamed palette style.
struct DeprecatedPaletteNameRule: RuleSetLocalRule {
    let descriptor = RuleDescriptor(
        id: "nss/deprecated-palette-name",
        domain: .stylesheet,
        defaultSeverity: .hint,
        summary: "a palette colour name that SAP has renamed",
        rationale: """
            Palette versions rename styles (`primary1` became `primaryLabel`). The old names still resolve \
            for now, but they are deprecated and may map to a different role than their new name suggests.
            """,
        fix: "Use the new name (quick fix).",
        triggering: [
            RuleExample("Label {\n    font-color: ↓primary1;\n}"),
            RuleExample("Label {\n    background-color: ↓primary2_darkBackground;\n}"),
        ],
        nonTriggering: [
            RuleExample("Label {\n    font-color: primaryLabel;\n}\n@tintColorDark: #0A6ED1;", note: "`@tintColorDark` as an override key is not the deprecated style"),
            RuleExample("TextField {\n    border-style: line;\n}", note: "`line` is a border style here, not the deprecated palette name"),
        ])

    func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex, part: StylesheetPart) -> [Finding] {
        guard file.isNUIContent else { return [] }
        var result: [Finding] = []
        let bytes = file.text.bytes
        // Read once: the palette's storage is shared by every file, and each access counts a reference.
        let palette = file.palette
        func check(_ token: NSSToken) {
            // Palette names start with a lower-case letter; skip numbers, hex and capitalised names cheaply.
            guard token.kind == .identifier, bytes[Int(token.start)] >= UInt8(ascii: "a"), bytes[Int(token.start)] <= UInt8(ascii: "z"),
                palette.mayNameDeprecated(bytes, Int(token.start)..<Int(token.end))
            else { return }
            let value = file.text[token.range]
            let base = StylesheetFile.styleAndScheme(value)?.0 ?? value
            guard let replacement = palette[base]?.replacement, replacement != base else { return }
            let baseRange = TextRange(start: Int(token.start), end: Int(token.start) + base.utf8.count)
            result.append(
                finding(
                    "`\(base)` is a deprecated palette name; use `\(replacement)`",
                    at: file.location(baseRange),
                    fixes: [file.replacementFix("Replace with `\(replacement)`", baseRange, with: replacement)],
                    tags: [.deprecated]))
        }
        guard !palette.styles.isEmpty else { return [] }
        for declaration in file.declarationIndices(in: part) {
            // A word in a known property that takes no colour is that property's own (`border-style: line`).
            if let property = file.propertyInfos[declaration], property.type.kind != .color { continue }
            if let token = file.syntax.singlePart(of: file.syntax.declarations[declaration].value) { check(token) }
        }
        for position in file.definitionIndices(in: part) {
            let definition = file.syntax.definitions[position]
            if let token = file.syntax.singlePart(of: definition.value) { check(token) }
            if let key = file.overrideKeys[position], key.role != .legacy(.lightBackground), key.role != .legacy(.darkBackground),
                let replacement = palette[key.style]?.replacement, replacement != key.style
            {
                let range = TextRange(start: definition.name.start + 1, end: definition.name.start + 1 + key.style.utf8.count)
                result.append(
                    finding(
                        "`@\(file.definitionNames[position])` overrides the deprecated palette name `\(key.style)`; use `\(replacement)`",
                        at: file.location(range),
                        fixes: [file.replacementFix("Replace with `\(replacement)`", range, with: replacement)],
                        tags: [.deprecated]))
            }
        }
        return result
    }
}
