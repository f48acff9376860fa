extension NSSCatalog {
    static let size: [String] = ["width", "height"]
    static let border: [String] = ["border-color", "border-width", "corner-radius"]
    static let shadow: [String] = ["shadow-color", "shadow-offset", "shadow-opacity", "shadow-radius"]
    static let titleAttributes: [String] = ["font-name", "font-size", "font-color", "text-shadow-color", "text-shadow-offset", "font-style"]
    static let labelText: [String] = [
        "font-name", "font-size", "font-style", "text-align", "text-alpha", "text-auto-fit", "text-shadow-color",
        "text-shadow-offset", "text-line-clamp",
    ]
    static let buttonStates = ["highlighted", "selected", "selected-highlighted", "selected-disabled", "disabled"]

    static let viewProperties = ["background-image", "background-repeat", "background-color"] + size + border + shadow
    static let labelProperties =
        ["background-color", "font-color", "font-color-highlighted", "text-transform"] + size + border + shadow + labelText
    static let buttonProperties: [String] = {
        var names = size + ["padding", "background-color", "background-color-top", "background-color-bottom"]
        names += (["normal"] + buttonStates).map { "background-color-\($0)" }
        for base in ["background-image", "image", "font-color", "text-shadow-color"] {
            names.append(base)
            names += buttonStates.map { "\(base)-\($0)" }
        }
        return names + labelText + ["title-insets", "content-insets", "text-transform"] + border + shadow
    }()
    static let barButtonProperties =
        [
            "background-image", "background-tint-color", "background-color", "background-color-top",
            "background-color-bottom", "background-color-highlighted",
        ] + border + titleAttributes

    static let classList: [NSSClassInfo] = {
        var list: [NSSClassInfo] = []
        func add(_ name: String, _ type: String, _ summary: String, _ properties: [String]) {
            var all = Set(properties + ["exclude-views", "exclude-subviews"])
            // Every image property also reads its cap insets.
            for property in properties where NSSCatalog.properties[property]?.type == .image {
                all.insert(property + "-insets")
            }
            list.append(NSSClassInfo(name: name, uikitType: type, summary: summary, properties: all))
        }
        add("View", "UIView", "Every plain view.", viewProperties)
        add("Control", "UIControl", "Every control without a more specific class.", viewProperties)
        add("Window", "UIWindow", "The app's windows.", ["background-color"])
        add("Label", "UILabel", "Every label.", labelProperties)
        add("Button", "UIButton", "Every button.", buttonProperties)
        add("BarButton", "UIBarButtonItem", "Bar button items in navigation bars and toolbars.", barButtonProperties)
        add(
            "BarButtonBack", "UIBarButtonItem", "Back buttons of navigation bars (chain `BarButton:BarButtonBack`).",
            titleAttributes + ["background-tint-color", "background-color", "background-color-top"] + border
                + ["background-image", "background-image-selected", "background-image-highlighted", "background-image-disabled"])
        add(
            "NavigationBar", "UINavigationBar", "Navigation bars and their titles.",
            [
                "bar-tint-color", "background-color", "background-tint-color", "background-image", "shadow-image",
                "title-vertical-offset", "background-color-top", "background-color-bottom",
            ] + titleAttributes)
        add("NavigationItem", "UINavigationItem", "Navigation items; their buttons are styled as `BarButton`.", barButtonProperties)
        add(
            "SearchBar", "UISearchBar", "Search bars and their scope bars.",
            [
                "background-color", "background-tint-color", "background-color-top", "background-color-bottom",
                "background-image", "scope-background-color", "scope-background-image", "background-color-selected",
            ] + titleAttributes + border)
        add("SearchBarButton", "UIButton", "Buttons inside search bars (chain `BarButton:SearchBarButton`).", buttonProperties)
        add(
            "SegmentedControl", "UISegmentedControl", "Segmented controls.",
            size + [
                "background-image", "background-image-selected", "background-color", "background-color-selected",
                "divider-image", "divider-color", "background-tint-color", "font-color-selected",
                "text-shadow-color-selected", "text-shadow-offset-selected",
            ] + border + titleAttributes)
        add(
            "Slider", "UISlider", "Sliders.",
            [
                "minimum-track-tint-color", "maximum-track-tint-color", "minimum-value-image", "maximum-value-image",
                "thumb-image", "thumb-tint-color",
            ])
        add("Switch", "UISwitch", "Switches.", ["background-color", "off-image", "on-image", "on-tint-color", "thumb-tint-color", "tint-color"])
        add("Progress", "UIProgressView", "Progress bars.", ["progress-tint-color", "progress-image", "track-tint-color", "track-image"] + size)
        add("PageControl", "UIPageControl", "Page controls.", ["color", "current-color"])
        add("ActivityIndicator", "UIActivityIndicatorView", "Activity indicators.", ["color"])
        add(
            "TabBar", "UITabBar", "Tab bars.",
            [
                "background-image", "selected-image", "selected-image-tint-color", "background-color-top",
                "background-color-bottom", "background-color", "background-tint-color", "bar-tint-color",
            ])
        add(
            "TabBarItem", "UITabBarItem", "Tab bar items.",
            titleAttributes + [
                "font-color-selected", "text-shadow-color-selected", "text-shadow-offset-selected", "text-offset",
                "finished-image", "finished-image-selected", "background-image-selected",
            ])
        add(
            "Table", "UITableView", "Table views.",
            ["separator-style", "separator-color", "row-height", "background-color", "background-color-top", "background-color-bottom"])
        add(
            "TableCell", "UITableViewCell", "Table view cells; the detail label is `TableCellDetail`.",
            [
                "background-color", "background-color-top", "background-color-bottom", "background-color-selected",
                "background-color-top-selected", "background-color-bottom-selected", "tint-color",
            ] + labelProperties)
        add("TableCellDetail", "UILabel", "Detail labels of table view cells.", labelProperties)
        add("TableCellContentView", "UIView", "Content views of table view cells.", viewProperties)
        add(
            "TextField", "UITextField", "Text fields.",
            [
                "font-name", "font-size", "font-style", "font-color", "background-color", "background-color-top",
                "background-color-bottom", "background-image", "vertical-align", "horizontal-align", "border-style",
                "tint-color", "text-align", "text-alpha", "text-auto-fit", "keyboard-appearance", "padding",
            ] + size + border + shadow)
        add(
            "TextView", "UITextView", "Text views.",
            viewProperties + ["font-color", "font-name", "font-size", "font-style", "padding", "keyboard-appearance"])
        add(
            "Toolbar", "UIToolbar", "Toolbars.",
            [
                "background-color", "background-tint-color", "background-image", "background-image-top",
                "background-image-bottom", "background-image-top-landscape", "background-image-bottom-landscape",
                "shadow-image", "shadow-image-top", "shadow-image-bottom",
            ])
        return list
    }()
}
