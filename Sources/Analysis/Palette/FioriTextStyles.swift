/// The text styles the SAP Fiori SDK's font calls accept: SwiftUI's `Font.fiori(forTextStyle:)`
/// takes a `Font.FioriTextStyle`, UIKit's `UIFont.preferredFioriFont(forTextStyle:)` a
/// `UIFont.TextStyle`. Swift calls name one as an implicit member (`.headline`).
package enum FioriTextStyles {
    /// `Font.FioriTextStyle`'s cases.
    package static let swiftUI = [
        "largeTitle", "title1", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption1", "caption2",
        "extraLargeTitle", "extraLargeTitle2", "KPI", "largeKPI",
    ]

    /// `UIFont.TextStyle`'s values.
    package static let uiKit = [
        "largeTitle", "title1", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption1", "caption2",
        "extraLargeTitle", "extraLargeTitle2",
    ]

    /// Every name either call accepts.
    package static let all: Set<String> = Set(swiftUI + uiKit)

    /// Did-you-mean over ``all``.
    package static let suggestions = NameSuggestion.Cache(all.sorted())

    /// Which of the two calls accept `name`, as hovers say it.
    package static func acceptedBy(_ name: String) -> String? {
        switch (swiftUI.contains(name), uiKit.contains(name)) {
        case (true, true): return "`Font.fiori(forTextStyle:)` and `UIFont.preferredFioriFont(forTextStyle:)`"
        case (true, false): return "`Font.fiori(forTextStyle:)` (SwiftUI) only"
        case (false, true): return "`UIFont.preferredFioriFont(forTextStyle:)` (UIKit) only"
        case (false, false): return nil
        }
    }
}
