import SourceText
import SourceryModels
import SwiftParser
import SwiftSyntax

/// A reference for the raw-tree walk of `SourceryFile.read`: the same declarations found through
/// swift-syntax's public API (slower, but written in its plainest form).
struct PublicAPIDeclarationReader {
    let text: SourceText
    private(set) var declarations: [Declaration] = []

    static func read(_ text: SourceText) -> [Declaration] {
        let tree = text.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        var reader = PublicAPIDeclarationReader(text: text)
        reader.collect(statements: tree.statements, parent: nil)
        return reader.declarations
    }

    private init(text: SourceText) { self.text = text }

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
        case .protocolDecl(let node): addType(.protocol, decl, node.name, node.inheritanceClause, node.memberBlock, parent)
        case .structDecl(let node): addType(.struct, decl, node.name, node.inheritanceClause, node.memberBlock, parent)
        case .classDecl(let node): addType(.class, decl, node.name, node.inheritanceClause, node.memberBlock, parent)
        case .enumDecl(let node): addType(.enum, decl, node.name, node.inheritanceClause, node.memberBlock, parent)
        case .actorDecl(let node): addType(.actor, decl, node.name, node.inheritanceClause, node.memberBlock, parent)
        case .extensionDecl(let node):
            let index = add(
                .extension, decl, name: slice(node.extendedType), nameRange: range(node.extendedType), anchor: node.extensionKeyword,
                parent: parent, inheritedTypes: inherited(node.inheritanceClause))
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
        _ kind: DeclarationKind, _ decl: DeclSyntax, _ name: TokenSyntax, _ inheritance: InheritanceClauseSyntax?,
        _ members: MemberBlockSyntax, _ parent: Int?
    ) {
        let index = add(kind, decl, name: name.text, nameRange: range(name), anchor: name, parent: parent, inheritedTypes: inherited(inheritance))
        collect(members: members.members, parent: index)
    }

    private mutating func addParameters(_ parameters: FunctionParameterListSyntax, parent: Int) {
        guard let end = declarations[parent].parameterClauseEndLine, end > declarations[parent].anchorLine else { return }
        for parameter in parameters {
            let name = parameter.secondName ?? parameter.firstName
            let first = parameter.firstToken(viewMode: .sourceAccurate) ?? parameter.firstName
            append(
                .parameter, node: Syntax(parameter), name: name.text, nameRange: range(name), anchor: first, parent: parent,
                inheritedTypes: [], typeText: slice(parameter.type), parameterClauseEnd: nil)
        }
    }

    @discardableResult
    private mutating func add(
        _ kind: DeclarationKind, _ decl: DeclSyntax, name: String, nameRange: TextRange, anchor: TokenSyntax, parent: Int?,
        inheritedTypes: [TypeReference] = [], typeText: String? = nil, parameterClauseEnd: TokenSyntax? = nil
    ) -> Int {
        append(
            kind, node: Syntax(decl), name: name, nameRange: nameRange, anchor: anchor, parent: parent,
            inheritedTypes: inheritedTypes, typeText: typeText, parameterClauseEnd: parameterClauseEnd)
    }

    @discardableResult
    private mutating func append(
        _ kind: DeclarationKind, node: Syntax, name: String, nameRange: TextRange, anchor: TokenSyntax, parent: Int?,
        inheritedTypes: [TypeReference], typeText: String?, parameterClauseEnd: TokenSyntax?
    ) -> Int {
        let anchorOffset = anchor.positionAfterSkippingLeadingTrivia.utf8Offset
        // A missing name sits after the trivia of the token before it; the reader keeps it inside the
        // declaration's text.
        let whole = range(node)
        let nameStart = min(max(nameRange.start, whole.start), whole.end)
        let placedName = TextRange(start: nameStart, end: min(max(nameRange.end, nameStart), whole.end))
        declarations.append(
            Declaration(
                kind: kind, name: name, nameRange: placedName, range: whole, anchor: anchorOffset,
                anchorLine: text.line(containing: anchorOffset), parent: parent, inheritedTypes: inheritedTypes, typeText: typeText,
                parameterClauseEndLine: parameterClauseEnd.map { text.line(containing: $0.positionAfterSkippingLeadingTrivia.utf8Offset) }))
        return declarations.count - 1
    }

    private func inherited(_ clause: InheritanceClauseSyntax?) -> [TypeReference] {
        clause?.inheritedTypes.map { TypeReference(name: slice($0.type), range: range($0.type)) } ?? []
    }

    private func range(_ node: some SyntaxProtocol) -> TextRange {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return TextRange(start: start, end: max(start, node.endPositionBeforeTrailingTrivia.utf8Offset))
    }

    private func slice(_ node: some SyntaxProtocol) -> String { text[range(node)] }
}
