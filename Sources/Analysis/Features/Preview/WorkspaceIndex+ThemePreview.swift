import Colors
import Diagnostics

extension WorkspaceIndex {
    /// The preview page's content: palette, classes, tokens and findings, from the same answers as
    /// hovers and `explain` (palette overrides as `StylesheetFile.overrideValue` reads them, override
    /// definitions and their verdicts from `StylesheetIndex.explain`, class colours from
    /// `StylesheetFile.resolvedColors`, token values from `TokenGraph.resolution`, and the
    /// `Analyzer`'s findings).
    package func themePreview(title: String, findings: [Finding]? = nil) -> ThemePreview {
        ThemePreview(
            title: title, paletteName: stylesheets.palette.name, schemes: BackgroundScheme.allCases,
            palette: previewPalette(), classGroups: previewClassGroups(), tokenSets: previewTokenSets(),
            findings: previewFindings(findings ?? Analyzer.findings(of: self)))
    }

    /// The relative path and one-based line of a location.
    func previewPlace(_ location: Location) -> ThemePreview.Place {
        let line = snapshot.text(of: location.path).map { $0.line(containing: location.range.start) + 1 } ?? 1
        return ThemePreview.Place(path: Snapshot.relativePath(location.path, to: snapshot.root), line: line)
    }

    func previewDefinition(_ definition: Explanation.Definition) -> ThemePreview.Definition {
        ThemePreview.Definition(
            place: definition.location.map(previewPlace), text: definition.text, verdict: definition.verdict, isEffective: definition.isEffective)
    }

    // MARK: Palette

    private func previewPalette() -> [ThemePreview.PaletteColor] {
        let schemes = BackgroundScheme.allCases
        let files = stylesheets.paths.compactMap { stylesheets.files[$0] }
        return stylesheets.palette.styles.keys.sorted().map { name in
            let style = stylesheets.palette.styles[name]!
            var overrides: [ThemePreview.PaletteOverrides] = []
            for file in files where file.overriddenStyles.contains(name) {
                let bySchemes = schemes.map { scheme in
                    file.overrideValue(for: name, on: scheme).map { definition, color in
                        ThemePreview.Override(
                            key: "@" + file.definitionNames[definition], color: color,
                            place: previewPlace(file.location(file.syntax.definitions[definition].range)))
                    }
                }
                if bySchemes.contains(where: { $0 != nil }) {
                    let light = file.overrideDefinition(for: name, on: .lightBackground) != nil
                    let dark = file.overrideDefinition(for: name, on: .darkBackground) != nil
                    overrides.append(
                        ThemePreview.PaletteOverrides(path: Snapshot.relativePath(file.path, to: snapshot.root), bySchemes: bySchemes, isPartial: light != dark))
                }
            }
            let definitions = overrides.isEmpty ? [] : (stylesheets.explain(name)?.definitions ?? []).map(previewDefinition)
            return ThemePreview.PaletteColor(
                name: name, replacement: style.replacement,
                // As a stylesheet reads it: a scheme the palette leaves out takes the light value.
                builtIn: schemes.map { style.values[$0] ?? style.values[.lightBackground] },
                overrides: overrides, definitions: definitions)
        }
    }

    // MARK: Findings

    private func previewFindings(_ findings: [Finding]) -> ThemePreview.Findings {
        var bySeverity: [Severity: Int] = [:]
        var byRule: [String: Int] = [:]
        for finding in findings {
            bySeverity[finding.severity, default: 0] += 1
            byRule[finding.ruleID, default: 0] += 1
        }
        let listed = findings.prefix(ThemePreview.listedFindings).map {
            ThemePreview.FindingEntry(severity: $0.severity, ruleID: $0.ruleID, message: $0.message, place: previewPlace($0.location))
        }
        return ThemePreview.Findings(
            counts: Severity.allCases.compactMap { severity in bySeverity[severity].map { (severity, $0) } },
            byRule: byRule.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) },
            listed: listed, total: findings.count)
    }
}
