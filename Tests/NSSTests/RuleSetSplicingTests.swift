import NSS
import SourceText
import TestSupport
import Testing

/// Re-parsing only the edited rule set (`NSSStylesheet.splicing`) gives the parse of the whole new
/// text, for hand-written edits and for chains of random edits of every corpus sheet.
struct RuleSetSplicingTests {
    /// What differs between two parses of the same text (empty when they are the same); problems
    /// with the same start may come in either order.
    static func differences(_ spliced: NSSStylesheet, _ fresh: NSSStylesheet) -> [String] {
        var found: [String] = []
        if spliced.text.bytes != fresh.text.bytes { found.append("text") }
        if spliced.tokens != fresh.tokens { found.append("tokens") }
        if spliced.items != fresh.items { found.append("items") }
        if spliced.definitions != fresh.definitions { found.append("definitions") }
        if spliced.ruleSets != fresh.ruleSets { found.append("rule sets") }
        if spliced.selectors != fresh.selectors { found.append("selectors") }
        if spliced.declarations != fresh.declarations { found.append("declarations") }
        if spliced.mediaBlocks != fresh.mediaBlocks { found.append("media blocks") }
        func ordered(_ problems: [NSSProblem]) -> [String] {
            problems.map { "\($0.range.start) \($0.range.end) \($0.code) \($0.message)" }.sorted()
        }
        if ordered(spliced.problems) != ordered(fresh.problems) { found.append("problems") }
        if spliced.problems.map(\.range.start) != spliced.problems.map(\.range.start).sorted() { found.append("problem order") }
        return found
    }

    /// `marked` with `↓` where `inserted` is typed (and `deleted` bytes removed after it).
    static func edit(_ marked: String, typing inserted: String, deleting deleted: Int = 0) -> (before: SourceText, after: SourceText) {
        let (text, offsets) = unmark(marked)
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(offsets[0]..<offsets[0] + deleted, with: Array(inserted.utf8))
        return (SourceText(text), SourceText(bytes: bytes))
    }

    @Test(arguments: [
        ("@a: 1;\nButton { font-color: red;↓ }\nLabel { font-size: 12; }\n", "x", 0, true),
        ("Button { font-color: red; }\n@media (device:ipad) {\n  Label { font-size: ↓12; }\n  @b: 2;\n}\nView { x: 1; }\n", "1", 2, true),
        ("Button { font-color: ↓red; }\nLabel { @inside: 1; font-size: 12; }\n@c: @inside;\n", "@v: 2; ", 0, true),
        ("Button { font-color: red;↓ }\nLabel { font-size: 12; }\n", "}", 0, false),
        ("Button { font-color: red;↓ }\nLabel { font-size: 12; }\n", "/*", 0, false),
        ("Button { font-color: red;↓ }\nLabel { font-size: 12; }\n", "Other {", 0, false),
        ("Butt↓on { font-color: red; }\n", "x", 0, false),
        ("Button { font-color: red; ↓}\nLabel { font-size: 12; }\n", "x", 1, false),
        ("Button { font-color: red;↓ \n", "x", 0, false),
    ])
    func aHandWrittenEdit(marked: String, typed: String, deleted: Int, splices: Bool) throws {
        let (before, after) = RuleSetSplicingTests.edit(marked, typing: typed, deleting: deleted)
        let spliced = NSSStylesheet(before).splicing(after)
        #expect((spliced != nil) == splices)
        if let spliced { #expect(RuleSetSplicingTests.differences(spliced, NSSStylesheet(after)) == []) }
    }

    static let insertions = [
        "x", "-", ";", ":", " ", "\n", "{", "}", "/*", "*/", "//", "\"", "'", "@v: 1;", "@v", "#fff", "12", "font-color: red;",
        "Button {", ",", "(", ")", "!important", "@media", "é", "and", "rgba(0, 0, 0, 0.5)",
    ]

    /// Chains of random edits, each applied to the previous parse (spliced or not), most of them
    /// inside a rule set's braces.
    @Test func randomEditsOfCorpusSheetsMatchAFreshParse() throws {
        var random = SeededGenerator(seed: 26)
        var edits = 0
        var splicedCount = 0
        for (name, bytes) in try corpusFiles("nss") {
            var sheet = NSSStylesheet(SourceText(bytes: bytes))
            for step in 0..<60 {
                var text = sheet.text.bytes
                let position: Int
                if !sheet.ruleSets.isEmpty, Int.random(in: 0..<10, using: &random) < 8,
                    let body = RuleSetSplicingTests.body(of: sheet.ruleSets.randomElement(using: &random)!)
                {
                    position = Int.random(in: body, using: &random)
                } else {
                    position = Int.random(in: 0...text.count, using: &random)
                }
                let deleted = min(Int.random(in: 0...3, using: &random), text.count - position)
                let inserted = Int.random(in: 0..<4, using: &random) == 0 ? [] : Array(RuleSetSplicingTests.insertions.randomElement(using: &random)!.utf8)
                text.replaceSubrange(position..<position + deleted, with: inserted)
                let next = SourceText(bytes: text)
                let fresh = NSSStylesheet(next)
                edits += 1
                if let spliced = sheet.splicing(next) {
                    splicedCount += 1
                    let found = RuleSetSplicingTests.differences(spliced, fresh)
                    #expect(found == [], "\(name), edit \(step) at \(position): \(found)")
                    if !found.isEmpty { break }
                    sheet = spliced
                } else {
                    sheet = fresh
                }
            }
        }
        // Most edits lie inside a rule set: the spliced path must be the one they take.
        #expect(splicedCount * 3 > edits, "\(splicedCount) of \(edits) edits spliced")
    }

    /// Typing a declaration one character at a time into a rule set of every corpus sheet, then deleting
    /// it again: every keystroke takes the spliced path and matches a fresh parse.
    @Test func typingADeclarationAndDeletingItMatchesAFreshParse() throws {
        let typed = Array("\n    font-color: rgba(0, 0, 0, 0.5) @x;".utf8)
        var checked = 0
        for (name, bytes) in try corpusFiles("nss") {
            var sheet = NSSStylesheet(SourceText(bytes: bytes))
            guard let ruleSet = sheet.ruleSets.dropFirst(sheet.ruleSets.count / 2).first(where: { $0.closeBrace != nil }),
                let at = ruleSet.closeBrace?.start
            else { continue }
            let keystrokes = (1...typed.count).map { Array(typed[..<$0]) } + (0..<typed.count).reversed().map { Array(typed[..<$0]) }
            for (step, inserted) in keystrokes.enumerated() {
                var text = bytes
                text.insert(contentsOf: inserted, at: at)
                let next = SourceText(bytes: text)
                let spliced = try #require(sheet.splicing(next), "\(name), keystroke \(step)")
                let found = RuleSetSplicingTests.differences(spliced, NSSStylesheet(next))
                #expect(found == [], "\(name), keystroke \(step): \(found)")
                sheet = spliced
                checked += 1
            }
        }
        #expect(checked > 0)
    }

    /// The offsets strictly between a closed rule set's braces.
    static func body(of ruleSet: NSSRuleSet) -> ClosedRange<Int>? {
        guard let open = ruleSet.openBrace, let close = ruleSet.closeBrace else { return nil }
        return open.end...close.start
    }
}
