import SourceText

extension Array {
    /// The array itself when its spare capacity is small (what `malloc` rounds up, or a reservation
    /// that was a close estimate), else a copy of its exact size: a syntax tree keeps its arrays as
    /// long as it lives, and a copy of an array that is nearly full costs more than its spare room.
    func withoutLargeSlack() -> [Element] {
        capacity - count <= count / 8 + 2 ? self : exactlySized()
    }
}
