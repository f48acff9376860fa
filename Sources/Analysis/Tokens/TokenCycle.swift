/// A reference cycle as seen from one of its members, bounded in size whatever the cycle's length: the
/// first few names along it, and how many references it has. A message or a list of related
/// locations built from it stays small on a cycle of thousands of tokens.
package struct TokenCycle: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// Names shown before the rest of a longer path is counted (`… N more`).
    package static let shownNames = 4
    /// Related locations a finding lists: the next members along the cycle.
    package static let relatedMembers = 3
    /// Paths of up to this many names are shown whole (counting one left-out name saves nothing).
    package static let storedNames = shownNames + 2

    /// The names along the cycle from its member: the whole cycle back to the member when that is at
    /// most ``storedNames`` names, else the first ``storedNames``.
    package private(set) var names: [String]
    /// The number of references on the cycle (1 for a token that references itself).
    package private(set) var length: Int

    /// `names` is the whole cycle, starting and ending at its member.
    package init(arrayLiteral names: String...) {
        self.init(names: names, length: names.count - 1)
    }

    package init(names: [String], length: Int) {
        self.names = Array(names.prefix(min(length + 1, Self.storedNames)))
        self.length = length
    }

    /// The name after the member on the cycle.
    package var next: String { names[1] }

    /// The next members along the cycle, at most ``relatedMembers`` of them.
    package var otherMembers: ArraySlice<String> {
        (names.count == length + 1 ? names.dropFirst().dropLast() : names.dropFirst()).prefix(Self.relatedMembers)
    }

    /// `` `a` → `b` → `a` ``, or for a long cycle `` `a` → `b` → … 1995 more → `a` ``.
    package var path: String {
        TokenCycle.path(count: length + 1) { $0 == length ? names[0] : names[$0] }
    }

    /// A path of `count` names, the name at each position given by `name`: in full up to
    /// ``storedNames`` names, else the first ``shownNames``, the number left out and the last.
    package static func path(count: Int, name: (Int) -> String) -> String {
        if count <= storedNames {
            return (0..<count).map { "`\(name($0))`" }.joined(separator: " → ")
        }
        let shown = (0..<shownNames).map { "`\(name($0))`" }.joined(separator: " → ")
        return shown + " → … \(count - shownNames - 1) more → `\(name(count - 1))`"
    }
}
