import Analysis
import Diagnostics
import Testing
import TestSupport
import Workspace

/// Plain `.json` files are token files when their content says so, with zero configuration.
struct TokenContentDiscoveryTests {
    @Test func plainJSONTokenFilesAreFoundByContent() throws {
        let workspace = try TemporaryWorkspace([
            "tokens/color.json": ##"{ "color": { "primary": { "$type": "color", "$value": "#0A6ED1" } } }"##,
            "tokens/legacy/size.json": ##"{ "size": { "base": { "value": "16px" } } }"##,
            "tokens/globals.json": ##"{ "globals": { "unit": "px" } }"##,
            "tokens/$themes.json": ##"[ { "name": "Dark", "group": "theme", "selectedTokenSets": { "color": "enabled" } } ]"##,
            "tokens/$metadata.json": ##"{ "tokenSetOrder": ["color"] }"##,
            "sd/config.json": ##"{ "source": ["tokens/**/*.json"], "platforms": { "css": {} } }"##,
            "locales/en.json": ##"{ "greeting": { "hello": "Hello" } }"##,
            "package.json": ##"{ "name": "app", "config": { "value": "x" } }"##,
            "data/list.json": ##"[1, 2, 3]"##,
            ".vscode/settings.json": ##"{ "editor.tabSize": 2 }"##,
        ])
        let found = FileDiscovery.discover(root: workspace.root, configuration: Configuration())
        let tokens = found.filter { $0.kind == .tokens }.map { String($0.path.dropFirst(workspace.root.count + 1)) }
        #expect(tokens == [
            "sd/config.json", "tokens/$metadata.json", "tokens/$themes.json", "tokens/color.json", "tokens/globals.json",
            "tokens/legacy/size.json",
        ])
    }

    /// Style Dictionary reads `.json5` sources: names without quotes and single-quoted strings are
    /// JSON5, not syntax errors, there; in a `.json` file they still are. Elements of an array of
    /// plain values are referenced by position.
    @Test func json5TokenFilesAreReadAsJSON5() throws {
        let json5 = """
            {
              color: { red: { value: '#ff0000', type: 'color' }, brand: { value: '{color.red}' } },
              // Style Dictionary references an array's elements by position.
              saturation: [100, 90],
              size: { tint: { value: '{saturation.1}' } },
            }
            """
        func findings(_ path: String) throws -> [Finding] {
            let workspace = try TemporaryWorkspace([path: json5])
            let loaded = WorkspaceLoader.load(containing: workspace.root)
            #expect(loaded.snapshot.files(of: .tokens).count == 1, "\(path)")
            return Analyzer.findings(of: WorkspaceIndex(snapshot: loaded.snapshot), paths: loaded.snapshot.paths)
        }
        #expect(try findings("tokens/core.json5").isEmpty)
        #expect(try findings("tokens/core.json").contains { $0.ruleID == "tokens/syntax" })
    }
}
