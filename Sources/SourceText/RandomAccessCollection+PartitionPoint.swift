extension RandomAccessCollection {
    /// The first index whose element `isBefore` rejects, in a collection where every element it
    /// accepts comes before every element it rejects (a binary search).
    @inlinable
    public func partitionPoint(where isBefore: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if isBefore(self[middle]) {
                low = index(after: middle)
                count -= half + 1
            } else {
                count = half
            }
        }
        return low
    }
}
