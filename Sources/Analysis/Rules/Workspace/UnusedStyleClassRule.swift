import Diagnostics
import NSS
import SourceText

/// `nuance/unused-class`: a custom style class that a stylesheet styles and no app code of the
/// workspace gives a view, when the workspace holds the app code that sets `nuiClass` and every
/// value it sets is a literal.
struct UnusedStyleClassRule: Rule {
    let descriptor = RuleDescriptor(
        id: "nuance/unused-class",
        domain: .workspace,
        defaultSeverity: .information,
        summary: "a custom style class that no app code of the workspace gives a view",
        rationale: """
            NUI applies a built-in class (`Button`) to every view of its type, the SDK applies the `fdl…` \
            classes, and generated code the classes derived from the models; a custom class (`LargeButton`) \
            styles only the views whose `nuiClass` names it: `view.nuiClass = "Button:LargeButton"` in Swift, \
            `view.nuiClass = @"…"` or `[view setNuiClass:@"…"]` in Objective-C, a `nuiClass` runtime \
            attribute in a storyboard. When no app code names the class, its blocks style nothing. Only \
            checked when the workspace's app code sets `nuiClass` (outside `Pods/`, `Carthage/` and NUI's \
            own sources) and every value it sets is a string literal: a computed class name could be any \
            class. A class `C` named in app code also accounts for `CDetail`, `CContentView` and \
            `CScopeBar`, which NUI derives from it for table cells and search bars. A theme package \
            without app code can list what its apps use in `externalConsumers` in `nuance.json`.
            """,
        fix: "Remove the class's blocks (quick fix), or give the views it was meant for the class.",
        triggering: [
            RuleExample(
                """
                //- Theme.nss
                LargeButton {
                    font-size: 20;
                }
                ↓SmallButton {
                    font-size: 10;
                }
                //- View.swift
                button.nuiClass = "Button:LargeButton"
                """),
            RuleExample(
                """
                //- nuance.json
                { "externalConsumers": { "uses": ["Large*"], "checkUnused": true } }
                //- Theme.nss
                LargeButton {
                    font-size: 20;
                }
                ↓SmallButton {
                    font-size: 10;
                }
                """,
                note: "a theme package whose apps use what `externalConsumers` lists"),
        ],
        nonTriggering: [
            RuleExample("SmallButton {\n    font-size: 10;\n}", note: "no app code sets `nuiClass`: the theme's users are elsewhere"),
            RuleExample(
                """
                //- Theme.nss
                SmallButton {
                    font-size: 10;
                }
                //- View.swift
                button.nuiClass = "Button:LargeButton"
                label.nuiClass = prefix + "Label"
                """,
                note: "a computed class name could be any class"),
            RuleExample(
                """
                //- Theme.nss
                Button {
                    font-size: 14;
                }
                MyCellDetail {
                    font-size: 12;
                }
                //- ViewController.swift
                cell.nuiClass = "TableCell:MyCell"
                """,
                note: "built-in classes, and the classes NUI derives from a named one"),
        ])

    /// The classes NUI derives from a view's class `C` by appending these: `CDetail` and `CContentView`
    /// for a table cell's detail label and content view, `CScopeBar` for a search bar's scope bar.
    static let derivedSuffixes = ["Detail", "ContentView", "ScopeBar"]

    func findings(in path: String, of index: WorkspaceIndex) -> [Finding] {
        let assignments = index.snapshot.appClassAssignments
        let external = index.configuration.externalConsumers
        guard external.checkUnused || !assignments.isEmpty, assignments.allSatisfy({ $0.classNames != nil }),
            let file = index.stylesheets.file(path), file.isNUIContent, file.syntax.problems.isEmpty
        else { return [] }
        var named = Set(assignments.flatMap { $0.classNames ?? [] })
        named.formUnion(index.snapshot.appStyleReads.compactMap(\.className))
        var selectorsByClass: [String: [StylesheetSelector]] = [:]
        var order: [String] = []
        for selector in file.selectors where selector.builtInClass == nil {
            let name = selector.className
            if selectorsByClass[name] == nil { order.append(name) }
            selectorsByClass[name, default: []].append(selector)
        }
        var result: [Finding] = []
        for name in order where !isUsed(name, named: named, index: index) {
            let selectors = selectorsByClass[name]!
            let related = selectors.dropFirst().map { RelatedInformation(location: file.location($0.syntax.name), message: "another block of `\(name)`") }
            result.append(
                finding(
                    "style class `\(name)` is given to no view by the workspace's app code", at: file.location(selectors[0].syntax.name),
                    related: Array(related), fixes: [removalFix(of: name, selectors: selectors, in: file)], tags: [.unnecessary]))
        }
        return result
    }

    private func isUsed(_ name: String, named: Set<String>, index: WorkspaceIndex) -> Bool {
        if named.contains(name) || name.hasPrefix("fdl") || index.stylesheets.isKnownClass(name) { return true }
        if index.nuiExtensions.classes.contains(name) || index.configuration.externalConsumers.uses(name) { return true }
        return Self.derivedSuffixes.contains { suffix in name.hasSuffix(suffix) && named.contains(String(name.dropLast(suffix.count))) }
    }

    /// Removes each block that styles only `name`, and `name` from the selector list of a block that
    /// styles other classes too.
    private func removalFix(of name: String, selectors: [StylesheetSelector], in file: StylesheetFile) -> Fix {
        var edits: [TextEdit] = []
        var handledRuleSets = Set<Int>()
        for selector in selectors where !handledRuleSets.contains(selector.syntax.ruleSet) {
            let ruleSetIndex = selector.syntax.ruleSet
            handledRuleSets.insert(ruleSetIndex)
            let ruleSet = file.syntax.ruleSets[ruleSetIndex]
            let inSet = Array(ruleSet.selectors)
            let mine = inSet.filter { file.selectorNames[$0] == name }
            if mine.count == inSet.count {
                edits.append(TextEdit(range: wholeLines(of: ruleSet.range, in: file.text), replacement: ""))
                continue
            }
            for position in inSet.indices where file.selectorNames[inSet[position]] == name {
                let range = file.syntax.selectors[inSet[position]].range
                // With the comma before it, or the one after it when it comes first.
                let removed =
                    position > 0
                    ? TextRange(start: file.syntax.selectors[inSet[position - 1]].range.end, end: range.end)
                    : TextRange(start: range.start, end: file.syntax.selectors[inSet[position + 1]].range.start)
                edits.append(TextEdit(range: removed, replacement: ""))
            }
        }
        return Fix(title: "Remove the blocks of `\(name)`", path: file.path, edits: edits.sorted { $0.range.start < $1.range.start }, isPreferred: false)
    }

    /// `range` grown to whole lines (with the line break after it) when nothing else is written on them.
    private func wholeLines(of range: TextRange, in text: SourceText) -> TextRange {
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let first = text.lineRange(text.line(containing: range.start))
        let last = text.lineRange(text.line(containing: max(range.start, range.end - 1)))
        guard text.bytes[first.start..<range.start].allSatisfy(isBlank), text.bytes[min(range.end, last.end)..<last.end].allSatisfy(isBlank) else {
            return range
        }
        let lastLine = text.line(containing: max(range.start, range.end - 1))
        let end = lastLine + 1 < text.lineCount ? text.lineRange(lastLine + 1).start : text.bytes.count
        return TextRange(start: first.start, end: end)
    }
}
