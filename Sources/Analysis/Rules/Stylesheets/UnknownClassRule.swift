import Diagnostics
import Foundation
import NSS
import SourceText

/// `nss/unknown-class`: a selector that looks like a misspelt built-in or model-derived class.
struct UnknownClassRule: RuleSetLocalRule {
    /// Suggestions among the built-in classes, for short names (one edit) and longer ones (two).
    /// Did-you-mean over the built-in classes, for workspaces without models.
    static let builtInSuggestions = ClassSuggestions(derived: [:])

    let descriptor = RuleDescriptor(
        id: "nss/unknown-class",
        domain: .stylesheet,
        defaultSeverity: .hint,
        summary: "a selector that no built-in or model-derived class matches",
        rationale: """
            Custom classes are normal in NUI (any view can carry `nuiClass = "Title"`), so Nuance does not flag \
            every unknown selector. It flags selectors that are one or two edits away from a built-in class or \
            a class derived from the Swift models (`Buton`, `fdlObjectItem_titel`), and `fdl…` selectors that \
            match no derived class when the workspace has models: NUI applies such rules to nothing.
            """,
        fix: "Correct the selector (the quick fix applies the closest known class).",
        triggering: [
            RuleExample("↓Buton {\n    font-size: 14;\n}")
        ],
        nonTriggering: [
            RuleExample("Button {\n    font-size: 14;\n}\nHeadlineTitle {\n    font-size: 20;\n}")
        ])

    func findings(in file: StylesheetFile, at path: String, of index: WorkspaceIndex, part: StylesheetPart) -> [Finding] {
        // Its findings are on selectors, outside every rule set's braces.
        guard part == .whole else { return [] }
        guard file.isNUIContent else { return [] }
        let stylesheets = index.stylesheets
        let hasDerived = !stylesheets.derivedClasses.isEmpty
        let suggestions = hasDerived ? stylesheets.classSuggestions : UnknownClassRule.builtInSuggestions
        // The finding for each class name, made at its first selector (nil: none), by name id.
        var decided = [Bool](repeating: false, count: file.names.count)
        var findingByNameID: [Int32: Finding] = [:]
        var result: [Finding] = []
        for (selector, id) in file.selectorIDs.enumerated() where file.selectorClassInfos[selector] == nil {
            let location = file.location(file.syntax.selectors[selector].name)
            if decided[Int(id)] {
                if let known = findingByNameID[id] { result.append(relocated(known, to: location, file: file)) }
                continue
            }
            decided[Int(id)] = true
            guard !isRuledOut(nameID: Int(id), file: file, index: index, suggestions: suggestions),
                let found = finding(for: file.names[Int(id)], at: location, file: file, index: index, suggestions: suggestions)
            else { continue }
            findingByNameID[id] = found
            result.append(found)
        }
        return result
    }

    /// True when the custom class of name `nameID` cannot look like a misspelt known class, told from
    /// its bytes (``finding(for:at:file:index:suggestions:)`` would return nil), without making its name.
    private func isRuledOut(nameID: Int, file: StylesheetFile, index: WorkspaceIndex, suggestions: ClassSuggestions) -> Bool {
        let hasDerived = !index.stylesheets.derivedClasses.isEmpty
        return file.names.withBytes(of: nameID) { bytes in
            let searchedAnyway = hasDerived && bytes.starts(with: "fdl".utf8)
            if !searchedAnyway && suggestions.isTooLong(bytes.count) { return true }
            if UnknownClassRule.namesItsKind(bytes) { return true }
            return !searchedAnyway && suggestions.cache(forLength: bytes.count).rulesOut(bytes)
        }
    }

    /// The finding for the custom class `name` at its first selector, if it looks like a misspelt
    /// known class (once ``isRuledOut(nameID:file:index:suggestions:)`` has not ruled it out).
    private func finding(for name: String, at location: Location, file: StylesheetFile, index: WorkspaceIndex, suggestions: ClassSuggestions)
        -> Finding?
    {
        let stylesheets = index.stylesheets
        let hasDerived = !stylesheets.derivedClasses.isEmpty
        if !index.nuiExtensions.classes.isEmpty, index.nuiExtensions.classes.contains(name) { return nil }
        // Selector names are ASCII (the lexer's name bytes), so byte counts are character counts.
        let bytes = name.utf8
        guard !hasDerived || stylesheets.derivedClasses[name] == nil else { return nil }
        var suggestion = suggestions.cache(forLength: bytes.count).closest(to: name)
        if suggestion == nil, hasDerived, name.hasPrefix("fdl") { suggestion = nearestByPrefix(name, in: suggestions.derivedNames) }
        guard let suggestion, suggestion.utf8.count > 3 || bytes.count > 3 else { return nil }
        let origin = stylesheets.derivedClasses[suggestion].map { " (derived from `\($0.component)`)" } ?? ""
        return finding(
            "unknown style class `\(name)`; did you mean `\(suggestion)`\(origin)?",
            at: location,
            fixes: [file.replacementFix("Replace with `\(suggestion)`", location.range, with: suggestion)])
    }

    /// The same finding for another selector with the same name.
    private func relocated(_ finding: Finding, to location: Location, file: StylesheetFile) -> Finding {
        var moved = finding
        moved.location = location
        moved.fixes = finding.fixes.map { fix in
            file.replacementFix(fix.title, location.range, with: fix.changes[0].edits[0].replacement)
        }
        return moved
    }

    /// True for the usual custom-class naming `LargeButton`, `AppTextField`: a name ending with a
    /// built-in class name.
    static func namesItsKind(_ bytes: some BidirectionalCollection<UInt8>) -> Bool {
        guard let last = bytes.last else { return false }
        return classNamesByLastByte[Int(last)].contains { name in
            bytes.count > name.count && bytes.suffix(name.count).elementsEqual(name)
        }
    }

    /// The built-in class names by their last byte.
    private static let classNamesByLastByte: [[[UInt8]]] = {
        var names = [[[UInt8]]](repeating: [], count: 256)
        for name in NSSCatalog.classNames {
            let bytes = Array(name.utf8)
            guard let last = bytes.last else { continue }
            names[Int(last)].append(bytes)
        }
        return names
    }()

    /// The derived class sharing the longest prefix (more than three bytes) with `name`, the first
    /// in order among equals. `sorted` is in ascending order, so the longest shared prefix is found
    /// next to where `name` would go.
    private func nearestByPrefix(_ name: String, in sorted: [String]) -> String? {
        func lowerBound(_ key: String) -> Int { sorted.partitionPoint { $0 < key } }
        let target = Array(name.utf8)
        let position = lowerBound(name)
        var longest = 0
        for neighbour in [position - 1, position] where sorted.indices.contains(neighbour) {
            longest = max(longest, zip(target, sorted[neighbour].utf8).prefix { $0 == $1 }.count)
        }
        guard longest > 3 else { return nil }
        let first = lowerBound(String(decoding: target.prefix(longest), as: UTF8.self))
        return sorted.indices.contains(first) ? sorted[first] : nil
    }
}
