import Analysis
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
}
