extension Array {
    /// The elements in storage of their own size. Arrays that grow by doubling, or are reserved for a
    /// bound, keep up to several times the space they use, and a syntax tree keeps its arrays as long
    /// as it lives.
    @inlinable
    public func exactlySized() -> [Element] {
        guard capacity > count else { return self }
        // Reserving specializes the allocation; `Array(unsafeUninitializedCapacity:)` does not (see
        // `Array(copies:count:)`).
        var copy: [Element] = []
        copy.reserveCapacity(count)
        copy.append(contentsOf: self)
        return copy
    }
}
