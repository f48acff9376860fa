import NSS

/// How often names are used across the workspace's stylesheets, for ranking completions. Built once
/// per ``WorkspaceIndex`` (the server keeps it with the index).
package struct CompletionStatistics: Sendable {
    /// Per name: rule sets naming it as a class, declarations of it as a property and values written
    /// as it (single-token values), in one table (ranking asks for the sum).
    private var stylesheetUses: [String: Int] = [:]
    /// Single-token values written for properties of each type that the catalog cannot list (fonts,
    /// images), per property type name.
    package private(set) var valuesByType: [String: Set<String>] = [:]

    /// References to each token across token files.
    package private(set) var tokenReferences: [String: Int] = [:]

    package init(index: WorkspaceIndex) {
        for file in index.tokens.files.values {
            for token in file.tokens {
                for value in token.allValues {
                    for reference in value.references { tokenReferences[reference.path, default: 0] += 1 }
                }
            }
        }
        for path in index.stylesheets.paths {
            guard let file = index.stylesheets.files[path] else { continue }
            for name in file.selectorNames { stylesheetUses[name, default: 0] += 1 }
            for (position, declaration) in file.syntax.declarations.enumerated() {
                let property = file.propertyNames[position]
                stylesheetUses[property, default: 0] += 1
                let parts = file.syntax.parts(of: declaration.value)
                guard parts.count == 1 else { continue }
                let value = file.text[parts[0].range]
                stylesheetUses[value, default: 0] += 1
                if parts[0].kind == .identifier, let type = NSSCatalog.property(property)?.type {
                    switch type {
                    case .fontName, .image: valuesByType[type.displayName, default: []].insert(value)
                    default: break
                    }
                }
            }
            for definition in file.syntax.definitions {
                let parts = file.syntax.parts(of: definition.value)
                if parts.count == 1 { stylesheetUses[file.text[parts[0].range], default: 0] += 1 }
            }
        }
    }

    package func uses(of name: String) -> Int {
        stylesheetUses[name] ?? 0
    }
}
