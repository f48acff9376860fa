import DesignTokens
import JSON

extension TokenGraph {
    /// The type of each part of DTCG's composite values (shadow, border, typography, transition).
    static let compositeFieldTypes: [String: String] = [
        "color": "color", "offsetX": "dimension", "offsetY": "dimension", "blur": "dimension", "spread": "dimension",
        "width": "dimension", "style": "strokeStyle", "fontFamily": "fontFamily", "fontSize": "dimension",
        "fontWeight": "fontWeight", "letterSpacing": "dimension", "lineHeight": "number", "duration": "duration",
        "delay": "duration", "timingFunction": "cubicBezier",
    ]

    /// A reference may point into a composite's value (`{"$ref": "#/shadow/card/$value/color"}`, or
    /// `{shadow.card.color}` as Style Dictionary allows): each such referenced part becomes a
    /// definition of its own, marked as part of its token so rules about definitions pass it by.
    mutating func addReferencedSubValues(sources: [TokenSource]) {
        var wanted: Set<String> = []
        for source in sources {
            for token in source.file.tokens {
                for value in token.allValues {
                    for reference in value.references where definitions[reference.path] == nil { wanted.insert(reference.path) }
                }
            }
        }
        for path in wanted.sorted() {
            var segments = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            var inner: [String] = []
            while segments.count > 1, definitions[segments.joined(separator: ".")] == nil {
                inner.insert(segments.removeLast(), at: 0)
            }
            let owner = segments.joined(separator: ".")
            guard !inner.isEmpty, let ownerDefinitions = definitions[owner] else { continue }
            for definition in ownerDefinitions where definition.inheritedFrom == nil {
                guard let value = definition.token.value else { continue }
                var found: JSONNode? = value.node
                for key in inner {
                    found = found.flatMap { node in node[key] ?? Int(key).flatMap { node[$0] } }
                }
                guard let node = found else { continue }
                let references = value.references.filter { $0.range.start >= node.range.start && $0.range.end <= node.range.end }
                let isAlias = references.count == 1 && (node.stringValue.map { $0.hasPrefix("{") && $0.hasSuffix("}") } ?? false)
                var token = definition.token
                token.rename(to: path.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
                token.value = TokenValue(node: node, references: references, isAlias: isAlias)
                token.ownType = Self.compositeFieldTypes[inner.last ?? ""]
                token.modeValues = [:]
                var part = TokenDefinition(
                    path: definition.path, token: token, fileMode: definition.fileMode, tier: definition.tier, order: definition.order,
                    layer: definition.layer)
                part.inheritedFrom = owner
                part.isSubValue = true
                add(part)
            }
        }
    }
}
