import SourceText
import SwiftSyntax

/// Collects the declarations Sourcery sees, walking only declaration lists (file level, member
/// blocks, `#if` clauses): bodies, accessors and expressions are never entered.
struct DeclarationCollector {
    let text: SourceText
    private(set) var declarations: [Declaration] = []

    init(text: SourceText) { self.text = text }

    mutating func collect(_ file: SourceFileSyntax) {
        collect(statements: file.statements, parent: nil)
    }

    private mutating func collect(statements: CodeBlockItemListSyntax, parent: Int?) {
        for item in statements {
            if let decl = item.item.as(DeclSyntax.self) { collect(decl, parent: parent) }
        }
    }

    private mutating func collect(members: MemberBlockItemListSyntax, parent: Int?) {
        for member in members { collect(member.decl, parent: parent) }
    }

    private mutating func collect(_ decl: DeclSyntax, parent: Int?) {
        switch decl.as(DeclSyntaxEnum.self) {
        case .protocolDecl(let node):
            addType(.protocol, decl, name: node.name, inheritance: node.inheritanceClause, members: node.memberBlock, parent: parent)
        case .structDecl(let node):
            addType(.struct, decl, name: node.name, inheritance: node.inheritanceClause, members: node.memberBlock, parent: parent)
        case .classDecl(let node):
            addType(.class, decl, name: node.name, inheritance: node.inheritanceClause, members: node.memberBlock, parent: parent)
        case .enumDecl(let node):
            addType(.enum, decl, name: node.name, inheritance: node.inheritanceClause, members: node.memberBlock, parent: parent)
        case .actorDecl(let node):
            addType(.actor, decl, name: node.name, inheritance: node.inheritanceClause, members: node.memberBlock, parent: parent)
        case .extensionDecl(let node):
            let index = add(
                .extension, decl, name: slice(node.extendedType), nameRange: range(node.extendedType),
                anchor: node.extensionKeyword, parent: parent, inheritedTypes: inherited(node.inheritanceClause))
            collect(members: node.memberBlock.members, parent: index)
        case .variableDecl(let node):
            for binding in node.bindings {
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                add(
                    .variable, decl, name: identifier.identifier.text, nameRange: range(identifier.identifier),
                    anchor: node.bindingSpecifier, parent: parent, typeText: binding.typeAnnotation.map { slice($0.type) })
            }
        case .functionDecl(let node):
            let index = add(
                .function, decl, name: node.name.text, nameRange: range(node.name), anchor: node.name, parent: parent,
                parameterClauseEnd: node.signature.parameterClause.rightParen)
            addParameters(node.signature.parameterClause.parameters, parent: index)
        case .initializerDecl(let node):
            let index = add(
                .initializer, decl, name: "init", nameRange: range(node.initKeyword), anchor: node.initKeyword, parent: parent,
                parameterClauseEnd: node.signature.parameterClause.rightParen)
            addParameters(node.signature.parameterClause.parameters, parent: index)
        case .subscriptDecl(let node):
            let index = add(
                .subscript, decl, name: "subscript", nameRange: range(node.subscriptKeyword), anchor: node.subscriptKeyword,
                parent: parent, parameterClauseEnd: node.parameterClause.rightParen)
            addParameters(node.parameterClause.parameters, parent: index)
        case .typeAliasDecl(let node):
            add(.typeAlias, decl, name: node.name.text, nameRange: range(node.name), anchor: node.name, parent: parent,
                typeText: slice(node.initializer.value))
        case .associatedTypeDecl(let node):
            add(.associatedType, decl, name: node.name.text, nameRange: range(node.name), anchor: node.name, parent: parent)
        case .enumCaseDecl(let node):
            for element in node.elements {
                add(.enumCase, decl, name: element.name.text, nameRange: range(element.name), anchor: element.name, parent: parent)
            }
        case .macroDecl(let node):
            add(.macro, decl, name: node.name.text, nameRange: range(node.name), anchor: node.name, parent: parent)
        case .ifConfigDecl(let node):
            for clause in node.clauses {
                switch clause.elements {
                case .statements(let statements)?: collect(statements: statements, parent: parent)
                case .decls(let members)?: collect(members: members, parent: parent)
                default: break
                }
            }
        default:
            break
        }
    }

    private mutating func addType(
        _ kind: DeclarationKind, _ decl: DeclSyntax, name: TokenSyntax, inheritance: InheritanceClauseSyntax?,
        members: MemberBlockSyntax, parent: Int?
    ) {
        let index = add(
            kind, decl, name: name.text, nameRange: range(name), anchor: name, parent: parent,
            inheritedTypes: inherited(inheritance))
        collect(members: members.members, parent: index)
    }

    private mutating func addParameters(_ parameters: FunctionParameterListSyntax, parent: Int) {
        for parameter in parameters {
            let name = parameter.secondName ?? parameter.firstName
            let first = parameter.firstToken(viewMode: .sourceAccurate) ?? parameter.firstName
            add(
                .parameter, DeclSyntax?.none, node: Syntax(parameter), name: name.text, nameRange: range(name), anchor: first,
                parent: parent, typeText: slice(parameter.type))
        }
    }

    @discardableResult
    private mutating func add(
        _ kind: DeclarationKind, _ decl: DeclSyntax, name: String, nameRange: TextRange, anchor: TokenSyntax, parent: Int?,
        inheritedTypes: [TypeReference] = [], typeText: String? = nil, parameterClauseEnd: TokenSyntax? = nil
    ) -> Int {
        add(
            kind, decl, node: Syntax(decl), name: name, nameRange: nameRange, anchor: anchor, parent: parent,
            inheritedTypes: inheritedTypes, typeText: typeText, parameterClauseEnd: parameterClauseEnd)
    }

    @discardableResult
    private mutating func add(
        _ kind: DeclarationKind, _ decl: DeclSyntax?, node: Syntax, name: String, nameRange: TextRange, anchor: TokenSyntax,
        parent: Int?, inheritedTypes: [TypeReference] = [], typeText: String? = nil, parameterClauseEnd: TokenSyntax? = nil
    ) -> Int {
        let anchorOffset = anchor.positionAfterSkippingLeadingTrivia.utf8Offset
        let endLine = parameterClauseEnd.map { text.line(containing: $0.positionAfterSkippingLeadingTrivia.utf8Offset) }
        declarations.append(
            Declaration(
                kind: kind, name: name, nameRange: nameRange, range: range(node), anchor: anchorOffset,
                anchorLine: text.line(containing: anchorOffset), parent: parent, inheritedTypes: inheritedTypes,
                typeText: typeText, parameterClauseEndLine: endLine))
        return declarations.count - 1
    }

    private func inherited(_ clause: InheritanceClauseSyntax?) -> [TypeReference] {
        guard let clause else { return [] }
        return clause.inheritedTypes.map { TypeReference(name: slice($0.type), range: range($0.type)) }
    }

    private func range(_ node: some SyntaxProtocol) -> TextRange {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return TextRange(start: start, end: max(start, node.endPositionBeforeTrailingTrivia.utf8Offset))
    }

    /// The node's text as written, from the file's bytes (no tree printing).
    private func slice(_ node: some SyntaxProtocol) -> String {
        text[range(node)]
    }
}
