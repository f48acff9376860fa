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
        let tokens = syntax.tokens
        // Per name id, the definition NUI reads: the last one outside `@media`, else the last one.
        var chosen = [Int32](copies: -1, count: table.count)
        var chosenOutsideMedia = [Bool](copies: false, count: table.count)
        for (index, definition) in syntax.definitions.enumerated() where !definition.isInsideRuleSet {
            let id = Int(definitionIDs[index])
            let outsideMedia = definition.media == nil
            if outsideMedia || !chosenOutsideMedia[id] {
                chosen[id] = Int32(index)
                if outsideMedia { chosenOutsideMedia[id] = true }
            }
        }
        func namesVariable(_ value: NSSValue) -> (significant: Int, variable: Int?) {
            var significant = 0
            var variable: Int?
            for position in Int(value.firstToken)..<Int(value.endToken) where !tokens[position].kind.isTrivia {
                significant += 1
                if variable == nil, tokens[position].kind == .variable { variable = position }
            }
            return (significant, variable)
        }
        var result: [ValueSubstitution] = []
        result.reserveCapacity(syntax.declarations.count)
        syntax.text.bytes.withUnsafeBufferPointer { bytes in
            for declaration in syntax.declarations {
                let (significant, variable) = namesVariable(declaration.value)
                guard let variable else {
                    result.append(.literal)
                    continue
                }
                guard significant == 1 else {
                    result.append(.unresolvable)
                    continue
                }
                let token = tokens[variable]
                guard let found = table.id(bytes, Int(token.start) + 1, Int(token.end)), chosen[Int(found)] >= 0 else {
                    result.append(.undefined)
                    continue
                }
                let definition = chosen[Int(found)]
                let definitionValue = syntax.definitions[Int(definition)].value
                result.append(namesVariable(definitionValue).variable == nil ? .definition(definition) : .unresolvable)
            }
        }
        return result
    }
}
