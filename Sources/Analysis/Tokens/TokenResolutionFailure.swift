import SourceText

/// Why a token does not resolve in a mode. Rules decide by the case; ``message`` is what people read.
package enum TokenResolutionFailure: Sendable, Hashable {
    /// The named token has definitions, but none for this mode.
    case noValueForMode(name: String, mode: String)
    case noValue(name: String)
    /// A reference names a group, not a token.
    case group(name: String)
    case notDefined(name: String)
    /// An alias loop, described from this token (``TokenCycle/path(count:_:)``).
    case circular(path: String)
    /// A reference inside a value leads back to a token being resolved.
    case circularThrough(reference: String)
    case nestsTooDeeply
    /// A reference whose target resolves to no value (and no failure of its own).
    case referenceDoesNotResolve(reference: String)
    /// The substituted value looks like arithmetic but cannot be evaluated.
    case cannotEvaluate(text: String)
    /// The substituted value of a colour token is not a colour.
    case notAColour(text: String)

    package var message: String {
        switch self {
        case .noValueForMode(let name, let mode): "`\(name)` has no value for mode `\(mode)`"
        case .noValue(let name): "`\(name)` has no value"
        case .group(let name): "`\(name)` is a group, not a token"
        case .notDefined(let name): "`\(name)` is not defined"
        case .circular(let path): "circular reference: " + path
        case .circularThrough(let reference): "circular reference through `\(reference)`"
        case .nestsTooDeeply: "references nest too deeply"
        case .referenceDoesNotResolve(let reference): "`\(reference)` does not resolve"
        case .cannotEvaluate(let text): "cannot evaluate `\(text)`"
        case .notAColour(let text): "`\(text)` is not a colour"
        }
    }

    /// A reference to `name`, which is not a token.
    static func missing(_ name: String, isGroup: Bool) -> TokenResolutionFailure {
        isGroup ? .group(name: name) : .notDefined(name: name)
    }
}

/// A `$extends` that cannot be applied.
package struct ExtendsProblem: Sendable {
    package enum Kind: Sendable, Hashable {
        /// The groups extend each other in a loop (names in order, the first again at the end).
        case circular(chain: [String])
        /// The named target is a token, not a group.
        case targetIsToken(String)
        case targetNotDefined(String)
    }

    package var path: String
    package var range: TextRange
    package var kind: Kind

    package var message: String {
        switch kind {
        case .circular(let chain): "circular `$extends`: \(chain.map { "`\($0)`" }.joined(separator: " → "))"
        case .targetIsToken(let name): "`$extends` must name a group, but `\(name)` is a token"
        case .targetNotDefined(let name): "`$extends` names `\(name)`, which is not defined"
        }
    }
}
