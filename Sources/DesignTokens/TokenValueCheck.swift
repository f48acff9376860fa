import JSON

/// Checks a literal value (one without references) against its token type.
package enum TokenValueCheck {
    /// A message when `node` is not a valid value of `type`; `nil` when it is, or when the type is
    /// not one Nuance checks. `strict` (DTCG files) also checks dimension units and composite shapes.
    package static func problem(with node: JSONNode, type: String, strict: Bool) -> String? {
        switch type {
        case "color":
            if !strict, let string = node.stringValue, TokenColor.isGradient(string) { return nil }
            if case .failure(let error) = TokenColor.parse(node) { return error.message }
            return nil
        case "dimension":
            return strict ? dimensionProblem(node, units: dimensionUnits, what: "dimension") : nil
        case "duration":
            return strict ? dimensionProblem(node, units: durationUnits, what: "duration") : nil
        case "number":
            if node.numberValue != nil { return nil }
            if !strict, let string = node.stringValue, Double(string.replacingOccurrences(of: "%", with: "")) != nil { return nil }
            return "a number token needs a number, not \(node.kindName)"
        case "fontWeight":
            if let number = node.numberValue {
                return (1...1000).contains(number) ? nil : "a font weight must be from 1 to 1000"
            }
            if let name = node.stringValue {
                if TokenType.namedFontWeights[name] != nil || (!strict && Double(name) != nil) { return nil }
                return strict ? "unknown font weight `\(name)`" : nil
            }
            return "a font weight must be a number or a weight name, not \(node.kindName)"
        case "fontFamily":
            if node.stringValue != nil { return nil }
            if case .array(let elements) = node.kind, !elements.isEmpty, elements.allSatisfy({ $0.stringValue != nil }) { return nil }
            return "a font family must be a string or an array of strings"
        case "cubicBezier":
            guard strict else { return nil }
            let numbers = node.elements.compactMap(\.numberValue)
            guard numbers.count == 4, node.elements.count == 4 else { return "a cubic Bézier must be an array of 4 numbers" }
            return (0...1).contains(numbers[0]) && (0...1).contains(numbers[2]) ? nil : "the x coordinates of a cubic Bézier must be from 0 to 1"
        case "strokeStyle":
            if let name = node.stringValue {
                return TokenType.strokeStyles.contains(name) ? nil : "unknown stroke style `\(name)`"
            }
            return node.isObject ? nil : "a stroke style must be a name or an object"
        case "border", "transition", "typography":
            return node.isObject || !strict ? nil : "a \(type) token needs an object value, not \(node.kindName)"
        case "shadow":
            if node.isObject || (node.elements.allSatisfy(\.isObject) && !node.elements.isEmpty) || !strict { return nil }
            return "a shadow token needs an object or an array of objects"
        case "gradient":
            if !strict { return nil }
            return node.elements.isEmpty || !node.elements.allSatisfy(\.isObject) ? "a gradient needs an array of stops" : nil
        default:
            return nil
        }
    }

    private static let dimensionUnits: Set<String> = ["px", "rem"]
    private static let durationUnits: Set<String> = ["ms", "s"]

    private static func dimensionProblem(_ node: JSONNode, units: Set<String>, what: String) -> String? {
        if node.isObject {
            guard node["value"]?.numberValue != nil else { return "a \(what) object needs a numeric `value`" }
            guard let unit = node["unit"]?.stringValue else { return "a \(what) object needs a `unit`" }
            return units.contains(unit) ? nil : "unknown \(what) unit `\(unit)` (expected \(units.sorted().map { "`\($0)`" }.joined(separator: " or ")))"
        }
        if let string = node.stringValue {
            let number = string.prefix { $0.isNumber || $0 == "." || $0 == "-" }
            let unit = string.dropFirst(number.count)
            if Double(number) != nil, unit.isEmpty || units.contains(String(unit)) || what == "dimension" && ["em", "pt", "%", "vh", "vw"].contains(String(unit)) {
                return nil
            }
            return "`\(string)` is not a \(what)"
        }
        if node.numberValue == 0 { return nil }
        return "a \(what) needs `{\"value\": …, \"unit\": …}`"
    }
}
