extension Array {
    /// `count` copies of `element`, as `Array(repeating:count:)` makes them. That initializer allocates
    /// through a runtime function that is not specialized and looks the storage type up on every call
    /// (about 900 instructions in a process with many types); this one allocates in specialized code.
    @inlinable
    public init(copies element: Element, count: Int) {
        self.init(repeatElement(element, count: count))
    }
}
