import Diagnostics
import SourceText

/// `nuance/unused-token`: a token of the palette token file that no token references and whose palette
/// colour no stylesheet and no Swift call of the workspace names. Only the palette file is checked:
/// other token files feed platforms Nuance does not see, and a token package alone cannot know its users.
struct UnusedTokenRule: Rule {
    let descriptor = RuleDescriptor(
        id: "nuance/unused-token",
        domain: .workspace,
        defaultSeverity: .information,
        summary: "a palette token that no token, stylesheet or Swift call of the workspace uses",
        rationale: """
            When the stylesheets' palette is a token file of the workspace (`"palette"` in \
            `nuance.json`) and the workspace holds the code that uses it, a token that no other token \
            references and whose colour no stylesheet value, override or `Color.preferredColor` call \
            names is dead weight the design team still maintains. Only checked when the workspace holds \
            stylesheets or Swift code that names palette colours, or when `externalConsumers.checkUnused` \
            in `nuance.json` says that `externalConsumers.uses` lists what the apps outside use.
            """,
        fix: "Remove the token (quick fix), or use it where it was meant to be.",
        triggering: [
            RuleExample(
                """
                //- nuance.json
                { "palette": "palette.tokens.json" }
                //- palette.tokens.json
                {
                  "brand": { "$type": "color", "$value": "#0A6ED1" },
                  ↓"spare": { "$type": "color", "$value": "#FF0000" }
                }
                //- View.swift
                let color = Color.preferredColor(.brand)
                """),
            RuleExample(
                """
                //- nuance.json
                { "palette": "palette.tokens.json", "externalConsumers": { "uses": ["brand*"], "checkUnused": true } }
                //- palette.tokens.json
                {
                  "brand": { "$type": "color", "$value": "#0A6ED1" },
                  ↓"spare": { "$type": "color", "$value": "#FF0000" }
                }
                """,
                note: "a token package whose apps use what `externalConsumers` lists"),
        ],
        nonTriggering: [
            RuleExample(
                """
                //- nuance.json
                { "palette": "palette.tokens.json" }
                //- palette.tokens.json
                {
                  "base": { "$type": "color", "$value": "#0A6ED1" },
                  "brand": { "$type": "color", "$value": "{base}" }
                }
                //- Theme.nss
                Button {
                    font-color: brand;
                }
                """,
                note: "`base` is referenced by `brand`, which a stylesheet uses"),
            RuleExample(
                """
                //- nuance.json
                { "palette": "palette.tokens.json" }
                //- palette.tokens.json
                { "spare": { "$type": "color", "$value": "#FF0000" } }
                """,
                note: "a token package alone: its users are elsewhere"),
            RuleExample(
                """
                //- nuance.json
                { "palette": "palette.tokens.json", "externalConsumers": { "uses": ["spare"] } }
                //- palette.tokens.json
                { "spare": { "$type": "color", "$value": "#FF0000" } }
                //- View.swift
                let color = Color.preferredColor(.tintColor)
                """,
                note: "named in `externalConsumers.uses`: an app outside the workspace uses it"),
        ])

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        guard case .tokenFile(let palettePath) = index.configuration.stylesheets.palette,
            index.snapshot.relativePath(path) == palettePath || path.hasSuffix("/" + palettePath),
            let file = index.tokens.files[path],
            index.configuration.externalConsumers.checkUnused || !index.stylesheets.paths.isEmpty
                || index.swiftCode.holdsPaletteConsumers(declaredTypes: index.models.declaredTypeNames)
        else { return [] }
        var referenced = Set<String>()
        for other in index.tokens.files.values {
            for token in other.tokens {
                for value in token.allValues {
                    for reference in value.references { referenced.insert(reference.path) }
                }
            }
        }
        let usedStyles = index.swiftCode.paletteStylesUsed(stylesheets: index.stylesheets)
        let overridden = Set(index.stylesheets.paths.compactMap { index.stylesheets.file($0) }.flatMap(\.overriddenStyles))
        var result: [Finding] = []
        let external = index.configuration.externalConsumers
        for token in file.tokens where !referenced.contains(token.name) && !external.uses(token.name) {
            if let style = Navigation.paletteStyle(ofToken: token.name, in: index),
                usedStyles.contains(style) || overridden.contains(style) || external.uses(style)
            {
                continue
            }
            result.append(
                finding(
                    "token `\(token.name)` is used by no token, stylesheet or Swift call of the workspace",
                    at: Location(path: path, range: token.keyRange),
                    fixes: [UnusedTokenRule.removalFix(of: token.range, in: file.document.text, path: path, name: token.name)],
                    tags: [.unnecessary]))
        }
        return result
    }

    /// Deletes a JSON member and the comma that separates it from its neighbour, with the line
    /// when nothing else is written on it.
    static func removalFix(of member: TextRange, in text: SourceText, path: String, name: String) -> Fix {
        let bytes = text.bytes
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
        var start = member.start
        var end = member.end
        var after = end
        while after < bytes.count, isBlank(bytes[after]) { after += 1 }
        if after < bytes.count, bytes[after] == UInt8(ascii: ",") {
            end = after + 1
        } else {
            var before = start - 1
            while before >= 0, isBlank(bytes[before]) { before -= 1 }
            if before >= 0, bytes[before] == UInt8(ascii: ",") { start = before }
        }
        // The whole line when the member stood alone on it.
        let line = text.lineRange(text.line(containing: member.start))
        if end <= line.end, bytes[line.start..<member.start].allSatisfy(isBlank), bytes[end..<line.end].allSatisfy(isBlank), start == member.start {
            start = line.start
            end = line.end < bytes.count ? line.end + 1 : line.end
        }
        return Fix(title: "Remove token `\(name)`", path: path, edits: [TextEdit(range: TextRange(start: start, end: end), replacement: "")], isPreferred: false)
    }
}
