/// One token system of the workspace (see ``TokenSystemPlan``): its files and contexts, and the
/// graph its tokens resolve in.
package struct TokenSystem: Sendable {
    /// The resolver, `$themes.json` or `config.json` that declares it; `nil` for the files nothing
    /// declares.
    package var declaringPath: String?
    /// Its files in precedence order, the declaring file first.
    package var paths: [String]
    /// The axes its contexts are the product of (resolver modifiers, theme groups, mode families).
    package var axes: [TokenAxis]
    package var graph: TokenGraph
}
