import Diagnostics
import NSS

/// `nss/unresolvable-variable`: a variable NUI cannot substitute.
struct UnresolvableVariableRule: RuleSetLocalRule {
    let descriptor = RuleDescriptor(
        id: "nss/unresolvable-variable",
        domain: .stylesheet,
        defaultSeverity: .warning,
        summary: "a variable NUI cannot substitute",
        rationale: """
            NUI replaces a value only when the **whole** value is one variable. `border-width: 1 @w;` keeps the \
            literal text, and `text-shadow-offset: @x, @y;` looks up the name `@x , @y`. Definitions are not \
            resolved recursively either: after `@a: @b;` a use of `@a` gets the text `@b`, which no converter \
            reads (usually a silent nil colour).
            """,
        fix: "Use one variable as the whole value, and define variables with literal values.",
        triggering: [
            RuleExample("@brand: #0A6ED1;\n@accent: ↓@brand;\nButton {\n    font-color: @accent;\n}"),
            RuleExample("@dx: 1;\nLabel {\n    text-shadow-offset: ↓@dx, 1;\n}"),
        ],
        nonTriggering: [
            RuleExample("@brand: #0A6ED1;\nButton {\n    font-color: @brand;\n}")
        ])

    func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex, part: StylesheetPart) -> [Finding] {
        guard file.isNUIContent else { return [] }
        var result: [Finding] = []
        for position in file.definitionIndices(in: part) where !file.syntax.definitions[position].isInsideRuleSet {
            let definition = file.syntax.definitions[position]
            if let single = file.syntax.singlePart(of: definition.value), single.kind != .variable { continue }
            let parts = file.syntax.parts(of: definition.value)
            guard parts.contains(where: { $0.kind == .variable }) else { continue }
            let name = file.definitionNames[position]
            let message =
                parts.count == 1
                ? "`@\(name)` is defined as another variable; NUI does not resolve definitions recursively, so uses of `@\(name)` get the text `\(file.text[parts[0].range])`"
                : "the value of `@\(name)` mixes a variable with other text; NUI substitutes only whole values"
            result.append(finding(message, at: file.location(definition.value.range)))
        }
        // A value mixing a variable with other tokens is one NUI cannot substitute.
        for declaration in file.declarations(in: part) where declaration.namesUnsubstitutableVariable {
            let parts = declaration.written
            guard parts.count > 1, parts.contains(where: { $0.kind == .variable }) else { continue }
            let written = file.syntax.nuiText(ofParts: parts)
            let message =
                parts[0].kind == .variable
                ? "the whole value `\(written)` is looked up as one variable name: NUI substitutes only a value that is exactly one variable"
                : "`\(written)` stays literal text: NUI substitutes only a value that is exactly one variable"
            result.append(finding(message, at: file.location(declaration.syntax.value.range)))
        }
        return result
    }
}
