import SourceText
import SourceryModels

/// Reads `source` and renders each declaration's merged annotations as `name: key=value; …`, the
/// annotations of declarations without any as `name: -`.
func annotationsByDeclaration(_ source: String, version: SourceryVersion = .v2_1_7) -> [String: String] {
    let file = SourceryFile.read(SourceText(source), options: SourceryReadOptions(version: version))
    var result: [String: String] = [:]
    for declaration in file.declarations {
        let rendered = declaration.annotations.keys.map { "\($0)=\(render(declaration.annotations[$0]!))" }
        result[declaration.name] = rendered.isEmpty ? "-" : rendered.joined(separator: "; ")
    }
    return result
}

/// `true` for flags, numbers as written by Swift without a needless `.0`, strings in double quotes,
/// arrays `[a, b]`, dictionaries `{k: v}` with sorted keys.
func render(_ value: AnnotationValue) -> String {
    switch value {
    case .flag: return "true"
    case .number(let number): return number == number.rounded() ? String(Int(number)) : String(number)
    case .string(let string): return "\"\(string)\""
    case .array(let items): return "[" + items.map(render).joined(separator: ", ") + "]"
    case .dictionary(let items): return "{" + items.keys.sorted().map { "\($0): \(render(items[$0]!))" }.joined(separator: ", ") + "}"
    case .bool(let bool): return bool ? "json-true" : "json-false"
    case .null: return "null"
    }
}

/// The text a range covers, for assertions on ranges.
func slice(_ source: String, _ range: TextRange) -> String {
    SourceText(source)[range]
}
