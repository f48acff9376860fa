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
        var result = [ValueSubstitution](copies: .literal, count: declarations.count)
        result.withUnsafeMutableBufferPointer { result in
            syntax.tokens.withUnsafeBufferPointer { tokens in
                syntax.text.bytes.withUnsafeBufferPointer { bytes in
                    /// The first variable token of a value (-1: none), and whether the value has
                    /// other significant tokens.
                    func variable(of value: NSSValue) -> (position: Int, mixed: Bool) {
                        let first = Int(value.firstToken)
                        let end = Int(value.endToken)
                        // A value runs from its first to its last significant token.
                        if end - first == 1 { return (tokens[first].kind == .variable ? first : -1, false) }
                        // A variable token starts with `@`: most values have none, which a look at
                        // their bytes, eight at a time, tells sooner than their tokens.
                        if end > first, !mayHoldAt(bytes, Int(tokens[first].start), Int(tokens[end - 1].end)) { return (-1, false) }
                        var significant = 0
                        var variable = -1
                        for position in first..<end where !tokens[position].kind.isTrivia {
                            significant += 1
                            if variable < 0, tokens[position].kind == .variable { variable = position }
                            if variable >= 0, significant > 1 { break }
                        }
                        return (variable, significant > 1)
                    }
                    for (index, declaration) in declarations.enumerated() {
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
                        result[index] = substitution
                    }
                }
            }
        }
        return result
    }

    /// False when no byte of `start..<end` of `bytes` is `@`; true when one is (or a byte just before
    /// or after the range, which are read too when that saves a partial word).
    static func mayHoldAt(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard bytes.count >= 8 else { return bytes[start..<end].contains(UInt8(ascii: "@")) }
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        var offset = start
        while offset < end {
            // The word at `offset`, or the buffer's last word when fewer than eight bytes are left.
            let word = raw.loadUnaligned(fromByteOffset: min(offset, bytes.count - 8), as: UInt64.self) ^ 0x4040_4040_4040_4040
            // Nonzero exactly when a byte of `word` is zero, that is, a byte was `@`.
            if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { return true }
            offset += 8
        }
        return false
    }
}
