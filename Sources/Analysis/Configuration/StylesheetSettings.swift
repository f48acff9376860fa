/// Which readers a stylesheet must satisfy.
package enum Dialect: String, Sendable, Hashable, CaseIterable {
    /// NUI 0.5 only.
    case nui
    /// SAP Fiori: the SAPFiori UIKit reader (NUI's rules) and FioriThemeManager's reader.
    case fiori
}

/// Which palette stylesheet colour names come from.
package enum PaletteSetting: Sendable, Hashable {
    case builtIn(String)
    case none
    case tokenFile(String)

    package static let fioriV8 = PaletteSetting.builtIn("fiori-v8")
}

/// Settings for `.nss` files.
package struct StylesheetSettings: Sendable, Hashable {
    package var dialect: Dialect = .fiori
    package var palette: PaletteSetting = .fioriV8
    package var extensions = NUIExtensionSettings()

    package init() {}
}
