import Foundation

/// The explanation part of hovers, kept for the life of one index: a name is hovered again wherever
/// it is used, and explaining it walks every definition and formats every value. The server keeps one
/// per index; the blocks depend only on the index and the key.
package final class HoverCache: @unchecked Sendable {
    package struct Key: Hashable, Sendable {
        /// The name as written (`@brand`, `tintColor`, `Button`).
        var name: String
        /// The file a `@constant` is scoped to; nil for names that mean the same in every file.
        var path: String?
        /// For a `@constant` used as a value: the declaration it is used in (its hover shows what NUI
        /// substitutes there).
        var declaration: Int? = nil
    }

    /// Hovers are made by hand, one name at a time, and an edit starts a new index; the limit bounds
    /// the memory of a client that asks for every name (a class's blocks list all its declarations).
    private static let capacity = 256
    private let lock = NSLock()
    /// nil for a name that has no explanation.
    private var blocks: [Key: [HoverBlock]?] = [:]

    package init() {}

    /// The blocks stored for `key`: nil when none are, `.some(nil)` for a name without explanation.
    func cached(_ key: Key) -> [HoverBlock]?? {
        lock.withLock { blocks[key] }
    }

    func store(_ made: [HoverBlock]?, for key: Key) {
        lock.withLock {
            if blocks.count >= HoverCache.capacity { blocks.removeAll(keepingCapacity: true) }
            blocks[key] = .some(made)
        }
    }
}
