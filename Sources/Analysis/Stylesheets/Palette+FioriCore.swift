import Colors

/// The core of the SAP Fiori v8 palette (the most used styles and their deprecated names), used
/// only when the built-in palette is configured but the token index did not load one, so that the
/// stylesheet rules still know `tintColor` and `primary1`.
extension Palette {
    package static let fioriCore: Palette = {
        func style(_ name: String, _ values: [String], replacement: String? = nil) -> PaletteStyle {
            var byScheme: [BackgroundScheme: RGBA] = [:]
            for (scheme, hex) in zip(BackgroundScheme.allCases, values) { byScheme[scheme] = RGBA(hex: hex) }
            return PaletteStyle(name: name, values: byScheme, replacement: replacement)
        }
        return Palette(
            name: "fiori-v8 (core)",
            styles: [
                style("tintColor", ["#0070F2FF", "#4DB1FFFF", "#0070F2FF", "#4DB1FFFF", "#0046A8FF", "#5CB7FFFF", "#0046A8FF", "#5CB7FFFF"]),
                style("tintColorTapState", ["#0040B0FF", "#1B90FFFF", "#0040B0FF", "#1B90FFFF", "#001E70FF", "#3399FFFF", "#001E70FF", "#3399FFFF"]),
                style("tintColor2", ["#0057D2FF", "#4DB1FFFF", "#0057D2FF", "#4DB1FFFF", "#002A85FF", "#5CB7FFFF", "#002A85FF", "#5CB7FFFF"]),
                style("primaryLabel", ["#223548FF", "#F5F6F7FF", "#223548FF", "#F5F6F7FF", "#000000FF", "#FFFFFFFF", "#000000FF", "#FFFFFFFF"]),
                style("secondaryLabel", ["#475E75FF", "#D5DADDFF", "#475E75FF", "#D5DADDFF", "#223548FF", "#EAECEEFF", "#223548FF", "#EAECEEFF"]),
                style("tertiaryLabel", ["#5B738BFF", "#A9B4BEFF", "#5B738BFF", "#A9B4BEFF", "#354A5FFF", "#D5DADDFF", "#354A5FFF", "#D5DADDFF"]),
                style("primaryBackground", ["#FFFFFFFF", "#000000FF", "#FFFFFFFF", "#171D23FF", "#FFFFFFFF", "#000000FF", "#FFFFFFFF", "#192024FF"]),
                style("secondaryBackground", ["#F5F6F7FF", "#161C21FF", "#F5F6F7FF", "#242D37FF", "#EAECEEFF", "#1D252AFF", "#EAECEEFF", "#212B30FF"]),
                style("primaryGroupedBackground", ["#F5F6F7FF", "#000000FF", "#F5F6F7FF", "#171D23FF", "#E8EBEDFF", "#000000FF", "#E8EBEDFF", "#192024FF"]),
                style("secondaryGroupedBackground", ["#FFFFFFFF", "#161C21FF", "#FFFFFFFF", "#242D37FF", "#FFFFFFFF", "#1D252AFF", "#FFFFFFFF", "#212B30FF"]),
                style("header", ["#FFFFFFFF", "#161C21FF", "#FFFFFFFF", "#242E38FF", "#FFFFFFFF", "#1D252CFF", "#FFFFFFFF", "#2A3540FF"]),
                style("separator", ["#5B738B5E", "#8396A85E", "#5B738B5E", "#8396A85E", "#354A5F5E", "#A9B4BE5E", "#354A5F5E", "#A9B4BE5E"]),
                style("negativeLabel", ["#AA0808FF", "#FF5C77FF", "#AA0808FF", "#FF5C77FF", "#7F0505FF", "#FF8CB2FF", "#7F0505FF", "#FF8CB2FF"]),
                style("positiveLabel", ["#256F3AFF", "#5DC122FF", "#256F3AFF", "#5DC122FF", "#164323FF", "#97DD40FF", "#164323FF", "#97DD40FF"]),
                style("criticalLabel", ["#A93E00FF", "#FFB300FF", "#A93E00FF", "#FFB300FF", "#702100FF", "#FFC933FF", "#702100FF", "#FFC933FF"]),
                style("informativeLabel", ["#0057D2FF", "#4DB1FFFF", "#0057D2FF", "#4DB1FFFF", "#002A85FF", "#89D1FFFF", "#002A85FF", "#89D1FFFF"]),
                style("primaryFill", ["#8396A83D", "#8396A84D", "#8396A83D", "#8396A84D", "#8799AB57", "#8396A866", "#8799AB57", "#8396A866"]),
                style("primary1", ["#223548FF", "#F5F6F7FF", "#223548FF", "#F5F6F7FF", "#000000FF", "#FFFFFFFF", "#000000FF", "#FFFFFFFF"], replacement: "primaryLabel"),
                style("primary2", ["#475E75FF", "#D5DADDFF", "#475E75FF", "#D5DADDFF", "#223548FF", "#EAECEEFF", "#223548FF", "#EAECEEFF"], replacement: "secondaryLabel"),
                style("primary3", ["#5B738BFF", "#A9B4BEFF", "#5B738BFF", "#A9B4BEFF", "#354A5FFF", "#D5DADDFF", "#354A5FFF", "#D5DADDFF"], replacement: "tertiaryLabel"),
                style("tintColorDark", ["#0057D2FF", "#4DB1FFFF", "#0057D2FF", "#4DB1FFFF", "#002A85FF", "#5CB7FFFF", "#002A85FF", "#5CB7FFFF"], replacement: "tintColor2"),
                style("tintColorLight", ["#0070F2FF", "#4DB1FFFF", "#0070F2FF", "#4DB1FFFF", "#0046A8FF", "#5CB7FFFF", "#0046A8FF", "#5CB7FFFF"], replacement: "tintColor"),
                style("negative", ["#AA0808FF", "#FF5C77FF", "#AA0808FF", "#FF5C77FF", "#7F0505FF", "#FF8CB2FF", "#7F0505FF", "#FF8CB2FF"], replacement: "negativeLabel"),
                style("positive", ["#256F3AFF", "#5DC122FF", "#256F3AFF", "#5DC122FF", "#164323FF", "#97DD40FF", "#164323FF", "#97DD40FF"], replacement: "positiveLabel"),
                style("critical", ["#A93E00FF", "#FFB300FF", "#A93E00FF", "#FFB300FF", "#702100FF", "#FFC933FF", "#702100FF", "#FFC933FF"], replacement: "criticalLabel"),
                style("shell", ["#FFFFFFFF", "#161C21FF", "#FFFFFFFF", "#242E38FF", "#FFFFFFFF", "#1D252CFF", "#FFFFFFFF", "#2A3540FF"], replacement: "header"),
                style("line", ["#5B738BD4", "#8396A8D4", "#5B738BD4", "#8396A8D4", "#354A5FD4", "#A9B4BED4", "#354A5FD4", "#A9B4BED4"], replacement: "separatorOpaque"),
            ])
    }()
}
