import NSS
import SourceText

/// What NUI substitutes for a declaration's value, decided once when the file is analysed (rules and
/// editor features ask for it many times).
enum ValueSubstitution: Sendable, Hashable {
    /// The value names no variable: NUI converts its own tokens.
    case literal
    /// The value is exactly one variable, replaced by the value of this definition (an index into
    /// ``NSSStylesheet/definitions``).
    case definition(Int32)
    /// The value is exactly one variable the file does not define.
    case undefined
    /// A variable NUI cannot substitute: mixed with other tokens, or defined as another variable.
    case unresolvable

    /// The substitution of every declaration of `syntax`; variable names are looked up in `table`,
    /// whose ids `variablesByID` is indexed by.
    static func forDeclarations(of syntax: NSSStylesheet, table: ByteNameTable, variablesByID: VariablesByID) -> [ValueSubstitution] {
        syntax.text.bytes.withUnsafeBufferPointer { bytes -> [ValueSubstitution] in
            syntax.declarations.map { of($0, in: syntax, bytes: bytes, table: table, variablesByID: variablesByID) }
        }
    }

    /// The same, after `splice` re-parsed one rule set of the stylesheet whose substitutions were
    /// `earlier`: the variables are the same (definitions inside a rule set are none), so only the
    /// rule set's declarations are looked at; the others keep theirs, renumbered as their definitions are.
    static func forDeclarations(
        of syntax: NSSStylesheet, table: ByteNameTable, variablesByID: VariablesByID, splicing splice: RuleSetSplice,
        earlier: [ValueSubstitution]
    ) -> [ValueSubstitution] {
        func renumbered(_ substitution: ValueSubstitution) -> ValueSubstitution {
            guard case .definition(let index) = substitution, Int(index) >= splice.firstDefinitionAfter else { return substitution }
            return .definition(index + Int32(splice.definitionShift))
        }
        var result = earlier[..<splice.oldDeclarations.lowerBound].map(renumbered)
        result.reserveCapacity(syntax.declarations.count)
        syntax.text.bytes.withUnsafeBufferPointer { bytes in
            for declaration in syntax.declarations[splice.newDeclarations] {
                result.append(of(declaration, in: syntax, bytes: bytes, table: table, variablesByID: variablesByID))
            }
        }
        result += earlier[splice.oldDeclarations.upperBound...].map(renumbered)
        return result
    }

    private static func of(
        _ declaration: NSSDeclaration, in syntax: NSSStylesheet, bytes: UnsafeBufferPointer<UInt8>, table: ByteNameTable,
        variablesByID: VariablesByID
    ) -> ValueSubstitution {
        let variable: NSSToken
        if let sole = syntax.singlePart(of: declaration.value) {
            guard sole.kind == .variable else { return .literal }
            variable = sole
        } else {
            let parts = syntax.parts(of: declaration.value)
            guard let first = parts.first(where: { $0.kind == .variable }) else { return .literal }
            guard parts.count == 1 else { return .unresolvable }
            variable = first
        }
        guard let id = table.id(bytes, Int(variable.start) + 1, Int(variable.end)),
            let winner = variablesByID.nuiWinner(ofNameID: Int(id))
        else { return .undefined }
        return namesVariable(syntax.definitions[winner].value, in: syntax) ? .unresolvable : .definition(Int32(winner))
    }

    /// True when a token of `value` is a variable; a one-token value is decided without its tokens.
    private static func namesVariable(_ value: NSSValue, in syntax: NSSStylesheet) -> Bool {
        if let kind = value.soleTokenKind { return kind == .variable }
        return syntax.parts(of: value).contains { $0.kind == .variable }
    }
}
