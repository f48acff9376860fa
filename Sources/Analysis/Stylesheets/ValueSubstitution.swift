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

    /// The substitution of every declaration of `syntax`. `definitionIDs` are the interned names of
    /// the definitions; variable names are looked up in the same `table`.
    static func forDeclarations(of syntax: NSSStylesheet, definitionIDs: [Int32], table: ByteNameTable) -> [ValueSubstitution] {
        // Per name id, the definition NUI reads: the last one outside `@media`, else the last one;
        // `index << 1 | 1` once it is outside `@media`, `index << 1` inside, -1 for none.
        var chosen = [Int32](copies: -1, count: table.count)
        var anyDefinition = false
        chosen.withUnsafeMutableBufferPointer { chosen in
            for (index, definition) in syntax.definitions.enumerated() where !definition.isInsideRuleSet {
                let id = Int(definitionIDs[index])
                let outsideMedia: Int32 = definition.media == nil ? 1 : 0
                if outsideMedia == 1 || chosen[id] & 1 == 0 { chosen[id] = Int32(index) << 1 | outsideMedia }
                anyDefinition = true
            }
        }
        let declarations = syntax.declarations
        return [ValueSubstitution](unsafeUninitializedCapacity: declarations.count) { result, count in
            syntax.tokens.withUnsafeBufferPointer { tokens in
                syntax.text.bytes.withUnsafeBufferPointer { bytes in
                    /// The first variable token of a value (-1: none), and whether the value has
                    /// other significant tokens.
                    func variable(of value: NSSValue) -> (position: Int, mixed: Bool) {
                        let first = Int(value.firstToken)
                        let end = Int(value.endToken)
                        // A value runs from its first to its last significant token.
                        if end - first == 1 { return (tokens[first].kind == .variable ? first : -1, false) }
                        var significant = 0
                        var variable = -1
                        for position in first..<end where !tokens[position].kind.isTrivia {
                            significant += 1
                            if variable < 0, tokens[position].kind == .variable { variable = position }
                            if variable >= 0, significant > 1 { break }
                        }
                        return (variable, significant > 1)
                    }
                    for declaration in declarations {
                        let (position, mixed) = variable(of: declaration.value)
                        let substitution: ValueSubstitution
                        if position < 0 {
                            substitution = .literal
                        } else if mixed {
                            substitution = .unresolvable
                        } else if !anyDefinition {
                            substitution = .undefined
                        } else if let found = table.id(bytes, Int(tokens[position].start) + 1, Int(tokens[position].end)),
                            chosen[Int(found)] >= 0
                        {
                            let definition = chosen[Int(found)] >> 1
                            let definitionValue = syntax.definitions[Int(definition)].value
                            substitution = variable(of: definitionValue).position < 0 ? .definition(definition) : .unresolvable
                        } else {
                            substitution = .undefined
                        }
                        (result.baseAddress! + count).initialize(to: substitution)
                        count += 1
                    }
                }
            }
        }
    }
}
