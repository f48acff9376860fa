import NSS
import SourceText

/// A stylesheet's tokens cover every byte in order and reproduce the text; items are ordered,
/// disjoint and inside the text; every significant token lies in an item; nodes lie in their parents;
/// a value made of one token knows that token.
enum NSSInvariants {
    static func violations(_ bytes: [UInt8]) -> [String] {
        let text = SourceText(bytes: bytes)
        let sheet = NSSStylesheet(text)
        var list = ViolationList()
        list.expect(sheet.text.bytes == text.bytes, "the stylesheet does not keep its text")
        var cursor = 0
        var rebuilt: [UInt8] = []
        rebuilt.reserveCapacity(text.count)
        for token in sheet.tokens {
            guard Int(token.start) == cursor, token.end > token.start, Int(token.end) <= text.count else {
                list.expect(false, "token \(token.start)..<\(token.end) does not continue at \(cursor)")
                return list.messages
            }
            rebuilt.append(contentsOf: text.bytes[Int(token.start)..<Int(token.end)])
            cursor = Int(token.end)
        }
        list.expect(cursor == text.count, "tokens end at \(cursor) of \(text.count)")
        list.expect(rebuilt == text.bytes, "tokens do not reproduce the text")

        func range(of item: NSSItem) -> TextRange {
            switch item {
            case .definition(let index): return sheet.definitions[index].range
            case .ruleSet(let index): return sheet.ruleSets[index].range
            case .media(let index): return sheet.mediaBlocks[index].range
            case .skipped(let range): return range
            }
        }
        var covered = [Bool](copies: false, count: text.count)
        var previousEnd = 0
        for item in sheet.items {
            let itemRange = range(of: item)
            list.expect(itemRange.start >= previousEnd, "items overlap at \(itemRange.start)")
            list.expect(itemRange.end <= text.count, "item \(itemRange) beyond the end \(text.count)")
            previousEnd = max(previousEnd, itemRange.end)
            for offset in itemRange.range where offset < covered.count { covered[offset] = true }
        }
        for token in sheet.tokens where !token.kind.isTrivia {
            list.expect(covered[Int(token.start)], "significant token outside every item at \(token.start)")
        }
        for ruleSet in sheet.ruleSets {
            list.expect(ruleSet.declarations.upperBound <= sheet.declarations.count, "rule set declarations out of bounds")
            list.expect(ruleSet.selectors.upperBound <= sheet.selectors.count, "rule set selectors out of bounds")
            guard ruleSet.declarations.upperBound <= sheet.declarations.count,
                ruleSet.selectors.upperBound <= sheet.selectors.count
            else { continue }
            for declaration in sheet.declarations[ruleSet.declarations] {
                list.expect(ruleSet.range.contains(declaration.range), "declaration \(declaration.range) outside \(ruleSet.range)")
            }
            for selector in sheet.selectors[ruleSet.selectors] {
                list.expect(ruleSet.range.contains(selector.range), "selector \(selector.range) outside \(ruleSet.range)")
                list.expect(selector.range.contains(selector.name), "selector name outside its selector at \(selector.range)")
            }
        }
        for media in sheet.mediaBlocks {
            for child in media.items {
                list.expect(media.range.contains(range(of: child)), "@media child outside \(media.range)")
            }
        }
        let values = sheet.declarations.map(\.value) + sheet.definitions.map(\.value)
        for value in values {
            let single = value.endToken - value.firstToken == 1 ? sheet.tokens[Int(value.firstToken)] : nil
            list.expect(sheet.singlePart(of: value) == single, "the sole token of the value at \(value.range) is not its token")
        }
        for declaration in sheet.declarations {
            list.expect(declaration.range.contains(declaration.value.range), "value outside its declaration at \(declaration.range)")
            list.expect(declaration.range.contains(declaration.property), "property outside its declaration at \(declaration.range)")
        }
        for definition in sheet.definitions {
            list.expect(definition.range.contains(definition.name), "name outside its definition at \(definition.range)")
            list.expect(definition.range.contains(definition.value.range), "value outside its definition at \(definition.range)")
        }
        for problem in sheet.problems {
            list.expect(problem.range.end <= text.count, "problem \(problem.range) beyond the end \(text.count)")
        }
        return list.messages
    }
}
