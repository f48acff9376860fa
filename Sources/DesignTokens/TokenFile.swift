import JSON
import SourceText

/// A DTCG resolver: token sets merged in order, and modifiers whose contexts select more files.
package struct TokenResolver: Sendable, Hashable {
    /// A file named by a resolver, relative to the resolver's folder.
    package struct Source: Sendable, Hashable {
        package var path: String
        package var range: TextRange
    }

    /// One modifier (`theme`) and its contexts (`light`, `dark`) with their files.
    package struct Modifier: Sendable, Hashable {
        package var name: String
        package var contexts: [(name: String, sources: [Source])]
        package var defaultContext: String?

        package static func == (lhs: Modifier, rhs: Modifier) -> Bool {
            lhs.name == rhs.name && lhs.defaultContext == rhs.defaultContext
                && lhs.contexts.map(\.name) == rhs.contexts.map(\.name)
                && lhs.contexts.map(\.sources) == rhs.contexts.map(\.sources)
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(contexts.map(\.name))
        }
    }

    /// Files of the plain sets, in resolution order.
    package var setSources: [Source] = []
    package var modifiers: [Modifier] = []

    package init() {}
}

/// One token file read: its format, tokens, groups and problems. Reading never fails.
package struct TokenFile: Sendable {
    package var document: JSONDocument
    package var format: TokenFormat
    package var tokens: [DesignToken]
    package var groups: [TokenGroup]
    package var problems: [TokenProblem]
    /// Set for resolver files.
    package var resolver: TokenResolver?
    /// Set for Tokens Studio `$themes.json` / `$metadata.json` and Style Dictionary `config.json`.
    package var setDeclaration: TokenSetDeclaration?

    package init(document: JSONDocument, format: TokenFormat) {
        self.document = document
        self.format = format
        self.tokens = []
        self.groups = []
        self.problems = []
    }

    /// The file without its JSON syntax tree: the text, comments and problems stay, and each token
    /// keeps the nodes of its own values. A workspace index keeps its token files this way.
    package func droppingSyntaxTree() -> TokenFile {
        var copy = self
        copy.document.root = nil
        return copy
    }

    /// Every mode named inside the file's tokens (`$extensions.mode`, `sets`), in first-seen order.
    package var tokenModes: [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for token in tokens where !token.modeValues.isEmpty {
            for mode in token.modeValues.keys.sorted() where seen.insert(mode).inserted { result.append(mode) }
        }
        return result
    }
}
