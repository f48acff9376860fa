import Colors
import Diagnostics

/// What `nuance preview` shows, as plain values: the palette on every background with the
/// workspace's overrides, the stylesheet classes' colours and contrast, the tokens per context and
/// the findings. Built from the answers hovers and `explain` give (see `WorkspaceIndex.themePreview`).
package struct ThemePreview: Sendable {
    /// A place in the workspace: a path relative to the root and a one-based line.
    package struct Place: Sendable, Hashable {
        package var path: String
        package var line: Int

        package init(path: String, line: Int) {
            self.path = path
            self.line = line
        }
    }

    /// One place that defines a name, and whether it takes effect (an `Explanation.Definition`).
    package struct Definition: Sendable, Hashable {
        package var place: Place?
        package var text: String
        package var verdict: String
        package var isEffective: Bool
    }

    /// A stylesheet's override of a palette colour on one background.
    package struct Override: Sendable, Hashable {
        /// The key that wins there (`@tintColor_darkBackground`).
        package var key: String
        /// Nil when the value does not read as a colour.
        package var color: RGBA?
        package var place: Place
    }

    /// What one stylesheet overrides of a palette colour, per scheme (nil: the palette's value stays).
    package struct PaletteOverrides: Sendable, Hashable {
        package var path: String
        package var bySchemes: [Override?]
        /// Overridden on the light background and not on the dark one, or the other way round (the
        /// other backgrounds often keep the palette's value on purpose).
        package var isPartial: Bool
    }

    package struct PaletteColor: Sendable, Hashable {
        package var name: String
        /// For a deprecated name, its replacement.
        package var replacement: String?
        /// The palette's own value per scheme.
        package var builtIn: [RGBA?]
        /// One entry per stylesheet that overrides the colour, in path order.
        package var overrides: [PaletteOverrides]
        /// Every definition of an override, winning and shadowed.
        package var definitions: [Definition]
    }

    /// A class's colours on one background, and the contrast of its text on its fill.
    package struct ClassColors: Sendable, Hashable {
        package var text: RGBA?
        package var fill: RGBA?
        package var border: RGBA?
        package var tint: RGBA?
        /// WCAG ratio of the text on the fill (the lower end of a gradient); nil without both.
        package var contrast: Double?
        package var isLowContrast: Bool { contrast.map { $0 < ThemePreview.minimumContrast } ?? false }
    }

    package struct StyleClass: Sendable, Hashable {
        package var name: String
        /// Where the class is styled; nil for a model-derived class that no stylesheet styles.
        package var place: Place?
        /// Per scheme; empty when no effective declaration is a colour.
        package var colors: [ClassColors]
        /// The effective declarations as written, `property: value`, in property order.
        package var declarations: [String]
        package var lowestContrast: Double? { colors.compactMap(\.contrast).min() }
    }

    /// The classes of one component (derived from a Swift model), or the other classes.
    package struct ClassGroup: Sendable, Hashable {
        /// The component's name; nil for the built-in and custom classes.
        package var component: String?
        package var place: Place?
        package var classes: [StyleClass]
        /// The component's derived classes that no stylesheet styles.
        package var unstyled: [String]
    }

    /// A token's value in one context.
    package struct TokenValue: Sendable, Hashable {
        package var text: String
        package var isResolved: Bool
        package var color: RGBA?
        /// The names followed, the token first; more than one for an alias.
        package var chain: [String]
    }

    package struct Token: Sendable, Hashable {
        package var name: String
        package var type: String?
        package var place: Place?
        /// Per context of its set; nil where it does not resolve to anything.
        package var values: [TokenValue?]
        package var isSameInEveryContext: Bool {
            values.dropFirst().allSatisfy { $0 == values.first! }
        }
    }

    /// One token system: its contexts (modes, themes, resolver contexts) and tokens.
    package struct TokenSet: Sendable, Hashable {
        /// The file that declares the set (resolver, `$themes.json`, configuration), if one does.
        package var declaringPath: String?
        package var contexts: [String]
        package var tokens: [Token]
    }

    package struct FindingEntry: Sendable, Hashable {
        package var severity: Severity
        package var ruleID: String
        package var message: String
        package var place: Place
    }

    package struct Findings: Sendable, Hashable {
        /// Per severity (most severe first), how many.
        package var counts: [(severity: Severity, count: Int)]
        /// Per rule, how many, most first.
        package var byRule: [(ruleID: String, count: Int)]
        /// The findings listed (the first `ThemePreview.listedFindings`).
        package var listed: [FindingEntry]
        package var total: Int

        package static func == (lhs: Findings, rhs: Findings) -> Bool {
            lhs.listed == rhs.listed && lhs.total == rhs.total && lhs.counts.map(\.count) == rhs.counts.map(\.count)
                && lhs.counts.map(\.severity) == rhs.counts.map(\.severity)
                && lhs.byRule.map(\.ruleID) == rhs.byRule.map(\.ruleID) && lhs.byRule.map(\.count) == rhs.byRule.map(\.count)
        }
        package func hash(into hasher: inout Hasher) { hasher.combine(listed) }
    }

    /// The contrast `nss/low-contrast` asks for.
    package static let minimumContrast = LowContrastRule.minimum
    /// At most this many findings are listed one by one.
    package static let listedFindings = 500

    /// The workspace folder's name.
    package var title: String
    package var paletteName: String
    /// The columns of the palette and class tables.
    package var schemes: [BackgroundScheme]
    package var palette: [PaletteColor]
    package var classGroups: [ClassGroup]
    package var tokenSets: [TokenSet]
    package var findings: Findings
}
