import SourceryModels

/// Whether a component's property renders a view of its own, and so gets a style class: a result
/// builder always does; a binding, a `no_view` property or one typed with plain data (`Bool`, numbers,
/// dates, closures returning `Void`) does not.
enum ViewProperty {
    static let viewKeys = ["@ViewBuilder", "resultBuilder.name"]
    static let dataKeys = ["no_view", "@Binding", "bindingProperty", "bindingPropertyOptional"]
    static let dataTypes: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "CGSize", "CGPoint", "CGRect", "Date", "URL", "UUID", "TimeInterval", "Decimal", "Void", "Color",
    ]

    static func rendersView(_ declaration: Declaration) -> Bool {
        let annotations = declaration.annotations
        if viewKeys.contains(where: { annotations[$0] != nil }) { return true }
        if dataKeys.contains(where: { annotations[$0] != nil }) { return false }
        guard let type = declaration.typeText else { return true }
        return !isDataType(type)
    }

    /// `Bool`, `Int?`, `Binding<Double>`, `(() -> Void)?`, `[Date]`.
    static func isDataType(_ written: String) -> Bool {
        var type = Substring(written.filter { $0 != " " })
        while type.last == "?" || type.last == "!" { type = type.dropLast() }
        if ["->Void", "->()", "->Void)", "->())"].contains(where: { type.hasSuffix($0) }) { return true }
        if type.hasPrefix("Binding<") { return true }
        if type.hasPrefix("["), type.hasSuffix("]") { return isDataType(String(type.dropFirst().dropLast())) }
        return dataTypes.contains(String(type))
    }
}
