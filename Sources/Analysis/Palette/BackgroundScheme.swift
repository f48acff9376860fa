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

    /// The raw values' UTF-8 bytes, in `allCases` order.
    private static let rawValueBytes = allCases.map { Array($0.rawValue.utf8) }

    /// The scheme whose raw value has these UTF-8 bytes.
    package init?(rawValueBytes bytes: UnsafeBufferPointer<UInt8>) {
        guard let position = BackgroundScheme.rawValueBytes.firstIndex(where: { $0.elementsEqual(bytes) }) else { return nil }
        self = BackgroundScheme.allCases[position]
    }

    /// Position in `allCases`. Equality, hashing and order use it: the raw value is a `String`, and
    /// hashing that on every dictionary access is what `RawRepresentable` would otherwise do.
    package var ordinal: Int {
        switch self {
        case .lightBackground: return 0
        case .darkBackground: return 1
        case .elevatedLightBackground: return 2
        case .elevatedDarkBackground: return 3
        case .contrastLightBackground: return 4
        case .contrastDarkBackground: return 5
        case .elevatedContrastLightBackground: return 6
        case .elevatedContrastDarkBackground: return 7
        }
    }

    package static func == (lhs: BackgroundScheme, rhs: BackgroundScheme) -> Bool { lhs.ordinal == rhs.ordinal }
    package func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
    package static func < (lhs: BackgroundScheme, rhs: BackgroundScheme) -> Bool { lhs.ordinal < rhs.ordinal }

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
