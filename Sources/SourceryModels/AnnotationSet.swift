/// The annotations of one declaration after Sourcery merges them: a key seen again with another value
/// becomes an array (nearest line first, equal values not repeated); namespaces nest as dictionaries.
package struct AnnotationSet: Sendable, Hashable {
    private struct Entry: Sendable, Hashable {
        var key: String
        var value: AnnotationValue
    }

    /// In the order first seen. A declaration has a handful of keys, so a list beats hashing.
    private var entries: [Entry] = []

    package init() {}

    /// The keys in the order first seen.
    package var keys: [String] { entries.map(\.key) }

    package subscript(key: String) -> AnnotationValue? {
        entries.first { $0.key == key }?.value
    }

    package var isEmpty: Bool { entries.isEmpty }

    /// Room for `count` keys (merged keys take less).
    package mutating func reserveCapacity(_ count: Int) {
        if count > 0 { entries.reserveCapacity(count) }
    }

    package mutating func add(_ annotation: Annotation) {
        var key = annotation.key
        var value = annotation.value
        for namespace in annotation.namespaces.reversed() {
            value = .dictionary([key: value])
            key = namespace
        }
        add(key: key, value: value)
    }

    package mutating func add(key: String, value: AnnotationValue) {
        guard let position = entries.firstIndex(where: { $0.key == key }) else {
            entries.append(Entry(key: key, value: value))
            return
        }
        entries[position].value = AnnotationSet.merge(entries[position].value, value)
    }

    private static func merge(_ old: AnnotationValue, _ new: AnnotationValue) -> AnnotationValue {
        switch (old, new) {
        case (.array(var items), _):
            if !items.contains(new) { items.append(new) }
            return .array(items)
        case (.dictionary(var oldItems), .dictionary(let newItems)):
            for (key, value) in newItems.sorted(by: { $0.key < $1.key }) {
                oldItems[key] = oldItems[key].map { merge($0, value) } ?? value
            }
            return .dictionary(oldItems)
        default:
            return old == new ? old : .array([old, new])
        }
    }
}
