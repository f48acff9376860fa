/// Element indices grouped by a small integer key (a line, a parent's index), in index order within a
/// key: one table of bucket starts and one array of indices (instead of an array per key).
package struct IndexBuckets: Sendable {
    /// For each key, where its indices start in `entries`; one more entry closes the last key.
    private let starts: [Int]
    private let entries: [Int]

    /// `keys[i]` is the key of element `i`, or nil when it belongs to no bucket.
    package init(keyCount: Int, keys: [Int?]) {
        var starts = Array(repeating: 0, count: keyCount + 1)
        for case let key? in keys { starts[key + 1] += 1 }
        for key in 0..<keyCount { starts[key + 1] += starts[key] }
        var next = starts
        var entries = Array(repeating: 0, count: starts[keyCount])
        for (index, key) in keys.enumerated() {
            guard let key else { continue }
            entries[next[key]] = index
            next[key] += 1
        }
        self.starts = starts
        self.entries = entries
    }

    package init(keyCount: Int, keys: some Collection<Int?>) {
        self.init(keyCount: keyCount, keys: Array(keys))
    }

    package init(keyCount: Int, keys: some Collection<Int>) {
        self.init(keyCount: keyCount, keys: keys.map { Optional($0) })
    }

    /// The indices of the elements with `key`, in index order.
    package subscript(key: Int) -> ArraySlice<Int> {
        entries[starts[key]..<starts[key + 1]]
    }
}
