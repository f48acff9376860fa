import SourceText
@_spi(RawSyntax) import SwiftSyntax

/// Collects the declarations Sourcery sees, walking only declaration lists (file level, member
/// blocks, `#if` clauses): bodies, accessors and expressions are never entered. It reads the raw tree
/// (see ``PlacedRawNode``), so no syntax node data is built.
struct DeclarationCollector {
    let text: SourceText
    private(set) var declarations: [Declaration] = []
    /// Type texts and names, made once per distinct text.
    var strings = StringTable()
    private var lines: LineCursor

    init(text: SourceText) {
        self.text = text
        self.lines = LineCursor(text)
    }

    /// The declarations of `file`, in text order of their start.
    static func declarations(in file: SourceFileSyntax, text: SourceText) -> [Declaration] {
        var strings = StringTable()
        return declarations(in: file, text: text, strings: &strings)
    }

    static func declarations(in file: SourceFileSyntax, text: SourceText, strings: inout StringTable) -> [Declaration] {
        var collector = DeclarationCollector(text: text)
        swap(&collector.strings, &strings)
        defer { swap(&collector.strings, &strings) }
        guard let items = topLevelItems(of: file) else { return [] }
        collector.collectDeclarationList(items, parent: nil)
        return collector.declarations
    }

    private static func topLevelItems(of file: SourceFileSyntax) -> PlacedRawNode? {
        let root = PlacedRawNode(file.raw, at: 0)
        guard let sourceFile = RawSourceFileSyntax(root.raw) else { return nil }
        return root.place(sourceFile.statements)
    }

    /// A `CodeBlockItemList` (file level, `#if` clauses) or a `MemberBlockItemList`: each item holds
    /// its declaration (or statement) as its first child that is not unexpected text.
    private mutating func collectDeclarationList(_ list: PlacedRawNode, parent: Int?) {
        list.forEachChild { item in
            if let decl = item.firstChild(notOfKind: .unexpectedNodes) { collect(decl, parent: parent) }
        }
    }

    private mutating func collect(_ decl: PlacedRawNode, parent: Int?) {
        switch decl.kind {
        case .protocolDecl:
            let node = decl.raw.cast(RawProtocolDeclSyntax.self)
            addType(.protocol, decl, name: node.name, inheritance: node.inheritanceClause, members: node.memberBlock, parent: parent)
        case .structDecl:
            let node = decl.raw.cast(RawStructDeclSyntax.self)
            addType(.struct, decl, name: node.name, inheritance: node.inheritanceClause, members: node.memberBlock, parent: parent)
        case .classDecl:
            let node = decl.raw.cast(RawClassDeclSyntax.self)
            addType(.class, decl, name: node.name, inheritance: node.inheritanceClause, members: node.memberBlock, parent: parent)
        case .enumDecl:
            let node = decl.raw.cast(RawEnumDeclSyntax.self)
            addType(.enum, decl, name: node.name, inheritance: node.inheritanceClause, members: node.memberBlock, parent: parent)
        case .actorDecl:
            let node = decl.raw.cast(RawActorDeclSyntax.self)
            addType(.actor, decl, name: node.name, inheritance: node.inheritanceClause, members: node.memberBlock, parent: parent)
        case .extensionDecl:
            let node = decl.raw.cast(RawExtensionDeclSyntax.self)
            let (keyword, placedType, inheritance) = decl.place(node.extensionKeyword.raw, node.extendedType.raw, node.inheritanceClause?.raw)
            let extendedType = contentRange(of: placedType!)
            let index = add(
                .extension, contentRange(of: decl), name: strings.string(text.bytes, extendedType), nameRange: extendedType,
                anchor: keyword!, parent: parent, inheritedTypes: inherited(node.inheritanceClause, at: inheritance))
            collectDeclarationList(decl.place(node.memberBlock).place(node.memberBlock.members), parent: index)
        case .variableDecl:
            let node = decl.raw.cast(RawVariableDeclSyntax.self)
            let (anchor, bindings, _) = decl.place(node.bindingSpecifier.raw, node.bindings.raw)
            let range = contentRange(of: decl)
            bindings!.forEachChild { binding in
                // Each accessor of the raw tree costs a lookup: every child is read once.
                guard let patternBinding = RawPatternBindingSyntax(binding.raw) else { return }
                let patternNode = patternBinding.pattern
                guard let identifier = RawIdentifierPatternSyntax(patternNode) else { return }
                let annotation = patternBinding.typeAnnotation
                let (pattern, placedAnnotation, _) = binding.place(patternNode.raw, annotation?.raw)
                let identifierToken = identifier.identifier
                let name = pattern!.place(identifierToken)
                var typeText: String?
                if let annotation, let placedAnnotation {
                    typeText = strings.string(text.bytes, contentRange(of: placedAnnotation.place(annotation.type)))
                }
                add(
                    .variable, range, name: PlacedRawNode.text(of: identifierToken), nameRange: contentRange(of: name),
                    anchor: anchor!, parent: parent, typeText: typeText)
            }
        case .functionDecl:
            let node = decl.raw.cast(RawFunctionDeclSyntax.self)
            let nameToken = node.name
            let signature = node.signature
            let (name, placedSignature, _) = decl.place(nameToken.raw, signature.raw)
            let parameters = signature.parameterClause
            let parameterClause = placedSignature!.place(parameters)
            let index = add(
                .function, contentRange(of: decl), name: PlacedRawNode.text(of: nameToken), nameRange: contentRange(of: name!),
                parent: parent, parameterClauseEnd: parameterClause.place(parameters.rightParen))
            addParametersOfMultiLineSignature(parameterClause, parent: index)
        case .initializerDecl:
            let node = decl.raw.cast(RawInitializerDeclSyntax.self)
            let keyword = decl.place(node.initKeyword)
            let parameterClause = decl.place(node.signature).place(node.signature.parameterClause)
            let index = add(
                .initializer, contentRange(of: decl), name: "init", nameRange: contentRange(of: keyword), parent: parent,
                parameterClauseEnd: parameterClause.place(node.signature.parameterClause.rightParen))
            addParametersOfMultiLineSignature(parameterClause, parent: index)
        case .subscriptDecl:
            let node = decl.raw.cast(RawSubscriptDeclSyntax.self)
            let keyword = decl.place(node.subscriptKeyword)
            let parameterClause = decl.place(node.parameterClause)
            let index = add(
                .subscript, contentRange(of: decl), name: "subscript", nameRange: contentRange(of: keyword), parent: parent,
                parameterClauseEnd: parameterClause.place(node.parameterClause.rightParen))
            addParametersOfMultiLineSignature(parameterClause, parent: index)
        case .typeAliasDecl:
            let node = decl.raw.cast(RawTypeAliasDeclSyntax.self)
            let name = decl.place(node.name)
            let value = decl.place(node.initializer).place(node.initializer.value)
            add(
                .typeAlias, contentRange(of: decl), name: PlacedRawNode.text(of: node.name), nameRange: contentRange(of: name),
                parent: parent, typeText: strings.string(text.bytes, contentRange(of: value)))
        case .associatedTypeDecl:
            let node = decl.raw.cast(RawAssociatedTypeDeclSyntax.self)
            let name = decl.place(node.name)
            add(
                .associatedType, contentRange(of: decl), name: PlacedRawNode.text(of: node.name), nameRange: contentRange(of: name),
                parent: parent)
        case .enumCaseDecl:
            let node = decl.raw.cast(RawEnumCaseDeclSyntax.self)
            let range = contentRange(of: decl)
            decl.place(node.elements).forEachChild { element in
                guard let caseElement = RawEnumCaseElementSyntax(element.raw) else { return }
                let nameToken = caseElement.name
                let name = element.place(nameToken)
                add(
                    .enumCase, range, name: PlacedRawNode.text(of: nameToken), nameRange: contentRange(of: name), parent: parent)
            }
        case .macroDecl:
            let node = decl.raw.cast(RawMacroDeclSyntax.self)
            let name = decl.place(node.name)
            add(
                .macro, contentRange(of: decl), name: PlacedRawNode.text(of: node.name), nameRange: contentRange(of: name),
                parent: parent)
        case .ifConfigDecl:
            let node = decl.raw.cast(RawIfConfigDeclSyntax.self)
            decl.place(node.clauses).forEachChild { clause in
                guard let ifConfigClause = RawIfConfigClauseSyntax(clause.raw), let elements = ifConfigClause.elements else { return }
                switch elements.kind {
                case .codeBlockItemList, .memberBlockItemList: collectDeclarationList(clause.place(elements), parent: parent)
                default: break
                }
            }
        default:
            break
        }
    }

    private mutating func addType(
        _ kind: DeclarationKind, _ decl: PlacedRawNode, name: RawTokenSyntax, inheritance: RawInheritanceClauseSyntax?,
        members: RawMemberBlockSyntax, parent: Int?
    ) {
        let (placedName, placedInheritance, placedMembers) = decl.place(name.raw, inheritance?.raw, members.raw)
        let index = add(
            kind, contentRange(of: decl), name: PlacedRawNode.text(of: name), nameRange: contentRange(of: placedName!),
            parent: parent, inheritedTypes: inherited(inheritance, at: placedInheritance))
        collectDeclarationList(placedMembers!.place(members.members), parent: index)
    }

    /// Parameters only matter for attachment when the signature spans lines (on one line they share
    /// the function's annotations), so single-line signatures cost nothing more.
    private mutating func addParametersOfMultiLineSignature(_ parameterClause: PlacedRawNode, parent: Int) {
        guard let end = declarations[parent].parameterClauseEndLine, end > declarations[parent].anchorLine,
            let clause = RawFunctionParameterClauseSyntax(parameterClause.raw)
        else { return }
        parameterClause.place(clause.parameters).forEachChild { parameter in
            guard let node = RawFunctionParameterSyntax(parameter.raw) else { return }
            let nameToken = node.secondName ?? node.firstName
            let name = parameter.place(nameToken)
            // The first present token, or the (missing) first name when none is.
            let anchor = parameter.contentStart
            add(
                .parameter, contentRange(of: parameter), name: PlacedRawNode.text(of: nameToken),
                nameRange: contentRange(of: name), anchorOffset: anchor, parent: parent,
                typeText: strings.string(text.bytes, contentRange(of: parameter.place(node.type))))
        }
    }

    /// The anchor is the name unless given.
    @discardableResult
    private mutating func add(
        _ kind: DeclarationKind, _ range: TextRange, name: String, nameRange: TextRange, anchor: PlacedRawNode? = nil, parent: Int?,
        inheritedTypes: [TypeReference] = [], typeText: String? = nil, parameterClauseEnd: PlacedRawNode? = nil
    ) -> Int {
        add(
            kind, range, name: name, nameRange: nameRange, anchorOffset: anchor?.contentStart ?? nameRange.start, parent: parent,
            inheritedTypes: inheritedTypes, typeText: typeText, parameterClauseEnd: parameterClauseEnd)
    }

    @discardableResult
    private mutating func add(
        _ kind: DeclarationKind, _ range: TextRange, name: String, nameRange: TextRange, anchorOffset: Int, parent: Int?,
        inheritedTypes: [TypeReference] = [], typeText: String? = nil, parameterClauseEnd: PlacedRawNode? = nil
    ) -> Int {
        let anchorLine = lines.line(containing: anchorOffset)
        let endLine = parameterClauseEnd.map { lines.line(containing: $0.contentStart) }
        declarations.append(
            Declaration(
                kind: kind, name: name, nameRange: DeclarationCollector.clamped(nameRange, to: range), range: range,
                anchor: anchorOffset,
                anchorLine: anchorLine, parent: parent, inheritedTypes: inheritedTypes,
                typeText: typeText, parameterClauseEndLine: endLine))
        return declarations.count - 1
    }

    /// `range` moved inside `bounds`. A missing name (`func :(`) is an empty range after the trivia of
    /// the token before it, which can lie past the end of its declaration's text.
    static func clamped(_ range: TextRange, to bounds: TextRange) -> TextRange {
        let start = min(max(range.start, bounds.start), bounds.end)
        return TextRange(start: start, end: min(max(range.end, start), bounds.end))
    }

    /// `node` without its leading and trailing trivia.
    private func contentRange(of node: PlacedRawNode) -> TextRange { node.contentRange }

    /// The types of `clause`, placed at `placed`.
    private mutating func inherited(_ clause: RawInheritanceClauseSyntax?, at placed: PlacedRawNode?) -> [TypeReference] {
        guard let clause, let placed else { return [] }
        var result: [TypeReference] = []
        placed.place(clause.inheritedTypes).forEachChild { inheritedType in
            guard let node = RawInheritedTypeSyntax(inheritedType.raw) else { return }
            let range = contentRange(of: inheritedType.place(node.type))
            result.append(TypeReference(name: strings.string(text.bytes, range), range: range))
        }
        return result
    }
}
