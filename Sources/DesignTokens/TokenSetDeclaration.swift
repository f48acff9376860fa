import JSON

/// What a file that declares a token set says about which files form the set and in which
/// contexts they apply: Tokens Studio's `$themes.json` and `$metadata.json`, and Style
/// Dictionary's `config.json`. (DTCG resolvers are read into ``TokenResolver``.)
package struct TokenSetDeclaration: Sendable, Hashable {
    /// One Tokens Studio theme: a context of its group's axis, with the token sets it uses.
    package struct StudioTheme: Sendable, Hashable {
        package var name: String
        package var group: String
        /// Token set names (`primitive/colors`) that are `enabled` or `source` in the theme.
        package var sets: [String]
    }

    /// `$themes.json`: the themes, in file order.
    package var themes: [StudioTheme] = []
    /// `$metadata.json`: token set names in precedence order (later wins).
    package var tokenSetOrder: [String] = []
    /// Style Dictionary `config.json`: `include` globs (overridable base) and `source` globs.
    package var includeGlobs: [String] = []
    package var sourceGlobs: [String] = []

    package init() {}

    static func readThemes(_ root: JSONNode) -> TokenSetDeclaration {
        var declaration = TokenSetDeclaration()
        for element in root.elements {
            guard let name = element["name"]?.stringValue else { continue }
            let sets = (element["selectedTokenSets"]?.members ?? []).compactMap { member -> String? in
                let status = member.value.stringValue
                return status == "enabled" || status == "source" ? member.key : nil
            }
            declaration.themes.append(StudioTheme(name: name, group: element["group"]?.stringValue ?? "", sets: sets))
        }
        return declaration
    }

    static func readMetadata(_ root: JSONNode) -> TokenSetDeclaration {
        var declaration = TokenSetDeclaration()
        declaration.tokenSetOrder = (root["tokenSetOrder"]?.elements ?? []).compactMap(\.stringValue)
        return declaration
    }

    static func readStyleDictionaryConfig(_ root: JSONNode) -> TokenSetDeclaration {
        var declaration = TokenSetDeclaration()
        declaration.includeGlobs = (root["include"]?.elements ?? []).compactMap(\.stringValue)
        declaration.sourceGlobs = (root["source"]?.elements ?? []).compactMap(\.stringValue)
        return declaration
    }
}
