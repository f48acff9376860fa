import Foundation

/// Stylesheet completion answers, kept for the life of one index: an editor asks again at the same
/// place (and with the same typed word) while nothing changes, and a value list ranks hundreds of
/// palette names, named colours and constants. The answer depends only on the index, the file, the
/// context, the typed word and the ranking statistics (one set per index, as the server keeps it);
/// the range the items replace is the typed word's, set again on every use.
package final class CompletionCache: @unchecked Sendable {
    struct Key: Hashable {
        var path: String
        var context: StylesheetCompletionContext
        var prefix: String
        /// A property completed before an existing `:` inserts no `: `.
        var colonFollows: Bool
    }

    /// Bounds the memory of a client that completes in many places of one generation.
    private static let capacity = 128
    private let lock = NSLock()
    private var answers: [Key: CompletionAnswer] = [:]

    package init() {}

    func cached(_ key: Key) -> CompletionAnswer? {
        lock.withLock { answers[key] }
    }

    func store(_ answer: CompletionAnswer, for key: Key) {
        lock.withLock {
            if answers.count >= CompletionCache.capacity { answers.removeAll(keepingCapacity: true) }
            answers[key] = answer
        }
    }
}
