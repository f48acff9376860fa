import Analysis
import Colors
import Diagnostics
import Foundation
import SourceText
import TestSupport

enum StylesheetTestSupport {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/corpus/<folder>` when present.
    static func corpusFolder(_ folder: String) -> URL? {
        let url = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/\(folder)")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    static func index(_ source: String, dialect: Dialect = .fiori) -> (Fixture, WorkspaceIndex) {
        let fixture = Fixture(source, defaultPath: "Theme.nss")
        var configuration = Configuration()
        configuration.stylesheets.dialect = dialect
        return (fixture, WorkspaceIndex(snapshot: fixture.snapshot(configuration: configuration)))
    }

    static func findings(_ source: String, rule id: String? = nil, dialect: Dialect = .fiori) -> [Finding] {
        let (fixture, index) = index(source, dialect: dialect)
        let rules = StylesheetRules.all.filter { id == nil || $0.descriptor.id == id }
        return fixture.files.flatMap { Analyzer.findings(in: $0.path, of: index, rules: rules) }
    }

    /// A palette built by hand: `tintColor` and `primaryLabel` with distinct values per scheme, and the
    /// deprecated `primary1`.
    static let palette: Palette = {
        func values(_ base: Int) -> [BackgroundScheme: RGBA] {
            var result: [BackgroundScheme: RGBA] = [:]
            for (offset, scheme) in BackgroundScheme.allCases.enumerated() {
                result[scheme] = RGBA(red8: base, green8: offset * 16, blue8: 0)
            }
            return result
        }
        return Palette(
            name: "test",
            styles: [
                PaletteStyle(name: "tintColor", values: values(10)),
                PaletteStyle(name: "tintColorTapState", values: values(20)),
                PaletteStyle(name: "primaryLabel", values: values(30)),
                PaletteStyle(name: "primary1", values: values(30), replacement: "primaryLabel"),
            ])
    }()

    static func file(_ text: String, dialect: Dialect = .fiori, palette: Palette = palette) -> StylesheetFile {
        StylesheetFile(path: "Theme.nss", text: SourceText(text), dialect: dialect, palette: palette)
    }
}
