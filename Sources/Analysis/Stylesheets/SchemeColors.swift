import Colors
import SourceText

/// A colour per background scheme. Most colours do not depend on the background and are held as
/// one value; reading a colour happens for every colour declaration, where a dictionary per reading
/// cost more than the reading.
package struct SchemeColors: Sendable, Hashable {
    private var uniform: RGBA?
    /// By scheme ordinal; empty while the colour is uniform (or absent).
    private var byScheme: [RGBA?] = []

    package init() {}

    package init(uniform color: RGBA) { uniform = color }

    package subscript(scheme: BackgroundScheme) -> RGBA? {
        get { byScheme.isEmpty ? uniform : byScheme[scheme.ordinal] }
        set {
            if byScheme.isEmpty {
                byScheme = [RGBA?](copies: uniform, count: BackgroundScheme.allCases.count)
                uniform = nil
            }
            byScheme[scheme.ordinal] = newValue
        }
    }

    /// The colour when it is the same on every background because it does not depend on it.
    package var uniformColor: RGBA? { byScheme.isEmpty ? uniform : nil }

    package var isEmpty: Bool { byScheme.isEmpty ? uniform == nil : byScheme.allSatisfy { $0 == nil } }

    package static func == (lhs: SchemeColors, rhs: SchemeColors) -> Bool {
        BackgroundScheme.allCases.allSatisfy { lhs[$0] == rhs[$0] }
    }

    package func hash(into hasher: inout Hasher) {
        for scheme in BackgroundScheme.allCases { hasher.combine(self[scheme]) }
    }
}
