import Foundation

/// The chain of names of a ``TokenResolution``, walked once when it is first read, so that looking a
/// resolution up costs the same whatever the length of its alias chain. Compared by its names.
final class TokenChainSource: @unchecked Sendable, Hashable {
    private let lock = NSLock()
    private var walk: (@Sendable () -> [String])?
    private var walked: [String] = []

    init(_ walk: @escaping @Sendable () -> [String]) {
        self.walk = walk
    }

    init(_ names: [String]) {
        walked = names
    }

    var names: [String] {
        lock.withLock {
            if let walk {
                walked = walk()
                self.walk = nil
            }
            return walked
        }
    }

    static func == (lhs: TokenChainSource, rhs: TokenChainSource) -> Bool { lhs === rhs || lhs.names == rhs.names }

    func hash(into hasher: inout Hasher) { hasher.combine(names) }
}
