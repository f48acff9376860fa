/// The background schemes of the SAP Fiori palette, named by the `.nss` suffix that selects them
/// (`@tintColor_darkBackground`).
package enum BackgroundScheme: String, Sendable, Hashable, CaseIterable, Comparable {
    case lightBackground
    case darkBackground
    case elevatedLightBackground
    case elevatedDarkBackground
    case contrastLightBackground
    case contrastDarkBackground
    case elevatedContrastLightBackground
    case elevatedContrastDarkBackground

    package static func < (lhs: BackgroundScheme, rhs: BackgroundScheme) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// `light`, `dark`, `elevated light`… for messages.
    package var displayName: String {
        switch self {
        case .lightBackground: return "light"
        case .darkBackground: return "dark"
        case .elevatedLightBackground: return "elevated light"
        case .elevatedDarkBackground: return "elevated dark"
        case .contrastLightBackground: return "high-contrast light"
        case .contrastDarkBackground: return "high-contrast dark"
        case .elevatedContrastLightBackground: return "elevated high-contrast light"
        case .elevatedContrastDarkBackground: return "elevated high-contrast dark"
        }
    }
}
