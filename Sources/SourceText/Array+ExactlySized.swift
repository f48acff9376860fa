extension Array {
    /// The elements in storage of their own size. Arrays that grow by doubling, or are reserved for a
    /// bound, keep up to several times the space they use, and a syntax tree keeps its arrays as long
    /// as it lives.
    @inlinable
    public func exactlySized() -> [Element] {
        guard capacity > count else { return self }
        return [Element](unsafeUninitializedCapacity: count) { output, written in
            withUnsafeBufferPointer { source in
                guard let base = source.baseAddress else { return }
                output.baseAddress!.initialize(from: base, count: source.count)
            }
            written = count
        }
    }
}
