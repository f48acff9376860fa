/// The annotations of one declaration after Sourcery merges them: a key seen again with another value
/// becomes an array (nearest line first, equal values not repeated); namespaces nest as dictionaries.
package struct AnnotationSet: Sendable, Hashable {
    package private(set) var keys: [String] = []
    package private(set) var values: [String: AnnotationValue] = [:]

    package init() {}

    package subscript(key: String) -> AnnotationValue? { values[key] }

    package var isEmpty: Bool { keys.isEmpty }

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
        guard let old = values[key] else {
            keys.append(key)
            values[key] = value
            return
        }
        values[key] = AnnotationSet.merge(old, value)
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
