/// Everything Nuance knows about NUI's style classes, properties and values, as data in one place.
package enum NSSCatalog {
    package static let properties: [String: NSSPropertyInfo] = {
        var result: [String: NSSPropertyInfo] = [:]
        for info in propertyList { result[info.name] = info }
        return result
    }()

    package static let classes: [String: NSSClassInfo] = {
        var result: [String: NSSClassInfo] = [:]
        for info in classList { result[info.name] = info }
        return result
    }()

    /// Property names in a stable order (for did-you-mean and completion).
    package static let propertyNames: [String] = propertyList.map(\.name).sorted()
    package static let classNames: [String] = classList.map(\.name).sorted()

    package static func property(_ name: String) -> NSSPropertyInfo? { properties[name] }
    package static func styleClass(_ name: String) -> NSSClassInfo? { classes[name] }

    /// True when the built-in class `className` reads `property`.
    package static func classReads(_ className: String, _ property: String) -> Bool {
        classes[className]?.properties.contains(property) ?? false
    }

    // MARK: Values

    /// Colour names NUI accepts (UIColor class methods without `Color`), with their sRGB value when it
    /// does not depend on the trait collection.
    package static let nuiNamedColors: [String: (Double, Double, Double, Double)?] = [
        "black": (0, 0, 0, 1), "darkGray": (1 / 3, 1 / 3, 1 / 3, 1), "lightGray": (2 / 3, 2 / 3, 2 / 3, 1),
        "white": (1, 1, 1, 1), "gray": (0.5, 0.5, 0.5, 1), "red": (1, 0, 0, 1), "green": (0, 1, 0, 1),
        "blue": (0, 0, 1, 1), "cyan": (0, 1, 1, 1), "yellow": (1, 1, 0, 1), "magenta": (1, 0, 1, 1),
        "orange": (1, 0.5, 0, 1), "purple": (0.5, 0, 0.5, 1), "brown": (0.6, 0.4, 0.2, 1), "clear": (0, 0, 0, 0),
        "lightText": (1, 1, 1, 0.6), "darkText": (0, 0, 0, 1),
        "groupTableViewBackground": nil, "viewFlipsideBackground": nil, "scrollViewTexturedBackground": nil,
        "underPageBackground": nil, "label": nil, "secondaryLabel": nil, "tertiaryLabel": nil, "quaternaryLabel": nil,
        "link": nil, "placeholderText": nil, "separator": nil, "opaqueSeparator": nil, "systemBackground": nil,
        "secondarySystemBackground": nil, "tertiarySystemBackground": nil, "systemGroupedBackground": nil,
        "secondarySystemGroupedBackground": nil, "tertiarySystemGroupedBackground": nil, "systemFill": nil,
        "secondarySystemFill": nil, "tertiarySystemFill": nil, "quaternarySystemFill": nil, "systemRed": nil,
        "systemGreen": nil, "systemBlue": nil, "systemOrange": nil, "systemYellow": nil, "systemPink": nil,
        "systemPurple": nil, "systemTeal": nil, "systemIndigo": nil, "systemBrown": nil, "systemMint": nil,
        "systemCyan": nil, "systemGray": nil, "systemGray2": nil, "systemGray3": nil, "systemGray4": nil,
        "systemGray5": nil, "systemGray6": nil, "tint": nil,
    ]

    /// Colour names FioriThemeManager's reader accepts (no `magenta`).
    package static let fioriThemeManagerNamedColors: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "orange", "purple",
        "brown", "clear",
    ]

    /// Palette scheme suffixes FioriThemeManager's reader accepts in values (`tintColor_device`).
    package static let fioriThemeManagerSchemeSuffixes = ["_device", "_deviceInverse", "_lightConstant", "_darkConstant"]

    package static let systemFontNames: Set<String> = [
        "system", "boldSystem", "italicSystem", "blackSystem", "heavySystem", "lightSystem", "mediumSystem",
        "semiboldSystem", "thinSystem", "ultraLightSystem",
    ]

    /// `FDLFontStyle` cases (UIKit and SwiftUI).
    package static let fontStyles: [String] = [
        "largeTitle", "title1", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption1",
        "caption2", "kpiNumber", "kpiNumber2", "extraLargeTitle", "extraLargeTitle2", "KPI", "largeKPI",
    ]

    /// Classes whose title text attributes crash the app when a colour or font reads as nil.
    package static let titleAttributeClasses: Set<String> = [
        "BarButton", "BarButtonBack", "NavigationBar", "SegmentedControl", "TabBarItem", "SearchBar", "SearchBarButton",
    ]
    package static let titleAttributeProperties: Set<String> = ["font-name", "font-color", "text-shadow-color"]

    /// `@media` keys NUI evaluates and their values.
    package static let mediaOptions: [String: [String]] = [
        "device": ["ipad", "iphone"], "orientation": ["landscape", "portrait"],
    ]
}
