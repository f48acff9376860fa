import Foundation
import NSS
import SourceText
import Testing

/// The repository root, from this file's location.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `../shared/corpus/<folder>` next to the repository, when present.
func corpusFolder(_ folder: String) -> URL? {
    let url = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/\(folder)")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
}

/// Every `.nss` file of a corpus folder, sorted by name; the test is skipped when the corpus is absent.
func corpusFiles(_ folder: String) throws -> [(name: String, bytes: [UInt8])] {
    guard let url = corpusFolder(folder) else {
        try Test.cancel("../shared/corpus/\(folder) is not present")
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { $0.hasSuffix(".nss") }.sorted().compactMap { name in
        guard let data = FileManager.default.contents(atPath: url.appendingPathComponent(name).path) else { return nil }
        return (name, [UInt8](data))
    }
}

/// Removes `↓` markers and returns the text and the byte offsets they marked.
func unmark(_ marked: String) -> (text: String, offsets: [Int]) {
    var text = ""
    var offsets: [Int] = []
    for character in marked {
        if character == "↓" { offsets.append(text.utf8.count) } else { text.append(character) }
    }
    return (text, offsets)
}

/// Checks the structural invariants of a parse: tokens cover every byte in order, items are ordered
/// and disjoint, bytes outside items are trivia, nested nodes lie inside their parents. Returns the
/// violations (empty when all hold).
func invariantViolations(_ sheet: NSSStylesheet) -> [String] {
    var violations: [String] = []
    var cursor = 0
    for token in sheet.tokens {
        if Int(token.start) != cursor { violations.append("token gap or overlap at \(cursor)"); break }
        if token.end <= token.start { violations.append("empty token at \(cursor)"); break }
        cursor = Int(token.end)
    }
    if cursor != sheet.text.count { violations.append("tokens end at \(cursor) of \(sheet.text.count)") }
    var rebuilt: [UInt8] = []
    rebuilt.reserveCapacity(sheet.text.count)
    for token in sheet.tokens { rebuilt.append(contentsOf: sheet.text.bytes[token.range.range]) }
    if rebuilt != sheet.text.bytes { violations.append("tokens do not reproduce the text") }

    func ranges(of items: [NSSItem]) -> [TextRange] {
        items.map { item in
            switch item {
            case .definition(let index): return sheet.definitions[index].range
            case .ruleSet(let index): return sheet.ruleSets[index].range
            case .media(let index): return sheet.mediaBlocks[index].range
            case .skipped(let range): return range
            }
        }
    }
    var covered = [Bool](repeating: false, count: sheet.text.count)
    var previousEnd = 0
    for range in ranges(of: sheet.items) {
        if range.start < previousEnd { violations.append("items overlap at \(range.start)") }
        if range.end > sheet.text.count { violations.append("item beyond the end: \(range)") }
        previousEnd = max(previousEnd, range.end)
        for offset in range.range where offset < covered.count { covered[offset] = true }
    }
    for token in sheet.tokens where !token.kind.isTrivia {
        if !covered[Int(token.start)] { violations.append("significant token outside every item at \(token.start)") }
    }
    for ruleSet in sheet.ruleSets {
        for declaration in sheet.declarations[ruleSet.declarations] where !ruleSet.range.contains(declaration.range) {
            violations.append("declaration \(declaration.range) outside its rule set \(ruleSet.range)")
        }
        for selector in sheet.selectors[ruleSet.selectors] where !ruleSet.range.contains(selector.range) {
            violations.append("selector outside its rule set")
        }
    }
    for media in sheet.mediaBlocks {
        for range in ranges(of: media.items) where !media.range.contains(range) {
            violations.append("@media child \(range) outside \(media.range)")
        }
    }
    for declaration in sheet.declarations where !declaration.range.contains(declaration.value.range) {
        violations.append("value outside its declaration at \(declaration.range)")
    }
    for problem in sheet.problems where problem.range.end > sheet.text.count {
        violations.append("problem beyond the end")
    }
    return violations
}
