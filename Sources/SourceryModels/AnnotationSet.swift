/// The annotations of one declaration after Sourcery merges them: a key seen again with another value
/// becomes an array (nearest line first, equal values not repeated); namespaces nest as dictionaries.
package struct AnnotationSet: Sendable, Hashable {
    private struct Entry: Sendable, Hashable {
        var key: String
        var value: AnnotationValue
    }

    /// In the order first seen. A declaration has a handful of keys, so a list beats hashing.
    private var entries: [Entry] = []
    /// Set instead of `entries` when the set is one comment's annotations without namespaces and with
    /// distinct keys (the usual case): those are the entries as they are, and the comment's array is
    /// shared rather than copied.
    private var sharedAnnotations: [Annotation]?

    package init() {}

    /// The set of one comment's `annotations`.
    package init(_ annotations: [Annotation]) {
        if AnnotationSet.areEntriesAsTheyAre(annotations) {
            sharedAnnotations = annotations
            return
        }
        entries.reserveCapacity(annotations.count)
        // By index: iterating the array would copy every annotation.
        for position in annotations.indices { add(annotations[position]) }
    }

    /// True when adding `annotations` one by one would store each unchanged, in order.
    private static func areEntriesAsTheyAre(_ annotations: [Annotation]) -> Bool {
        guard annotations.count <= 8 else { return false }
        for position in annotations.indices {
            guard annotations[position].namespaces.isEmpty else { return false }
            for earlier in 0..<position where annotations[earlier].key == annotations[position].key { return false }
        }
        return true
    }

    /// The keys in the order first seen.
    package var keys: [String] { sharedAnnotations?.map(\.key) ?? entries.map(\.key) }

    package subscript(key: String) -> AnnotationValue? {
        if let sharedAnnotations { return sharedAnnotations.first { $0.key == key }?.value }
        return entries.first { $0.key == key }?.value
    }

    package var isEmpty: Bool { sharedAnnotations?.isEmpty ?? entries.isEmpty }

    /// Room for `count` keys (merged keys take less).
    package mutating func reserveCapacity(_ count: Int) {
        ownEntries()
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
        ownEntries()
        guard let position = entries.firstIndex(where: { $0.key == key }) else {
            entries.append(Entry(key: key, value: value))
            return
        }
        entries[position].value = AnnotationSet.merge(entries[position].value, value)
    }

    /// Moves shared annotations into `entries` before a change.
    private mutating func ownEntries() {
        guard let shared = sharedAnnotations else { return }
        sharedAnnotations = nil
        entries = shared.map { Entry(key: $0.key, value: $0.value) }
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

    // MARK: Equality

    private var count: Int { sharedAnnotations?.count ?? entries.count }

    private func key(at position: Int) -> String { sharedAnnotations?[position].key ?? entries[position].key }

    private func value(at position: Int) -> AnnotationValue { sharedAnnotations?[position].value ?? entries[position].value }

    /// Equal when the keys and values are, in order, however they are stored.
    package static func == (lhs: AnnotationSet, rhs: AnnotationSet) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for position in 0..<lhs.count
        where lhs.key(at: position) != rhs.key(at: position) || lhs.value(at: position) != rhs.value(at: position) {
            return false
        }
        return true
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for position in 0..<count {
            hasher.combine(key(at: position))
            hasher.combine(value(at: position))
        }
    }
}
