import NSS
import SourceText

extension NSSStylesheet {
    /// The declaration whose whole range (property to `;`) touches `offset` (declarations are in
    /// source order, so this is a binary search).
    func declaration(touching offset: Int) -> Int? {
        Self.lastIndex(in: declarations, startingBy: offset) { $0.range.start }.flatMap {
            declarations[$0].range.touches(offset) || declarations[$0].value.range.touches(offset) ? $0 : nil
        }
    }

    /// The selector whose class name touches `offset`.
    func selector(touching offset: Int) -> Int? {
        Self.lastIndex(in: selectors, startingBy: offset) { $0.range.start }.flatMap { selectors[$0].name.touches(offset) ? $0 : nil }
    }

    private static func lastIndex<Element>(in elements: [Element], startingBy offset: Int, start: (Element) -> Int) -> Int? {
        var low = 0
        var high = elements.count - 1
        var found: Int?
        while low <= high {
            let middle = (low + high) / 2
            if start(elements[middle]) <= offset {
                found = middle
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return found
    }
}
