extension NSSCatalog {
    static let alignments = ["left", "center", "right", "fill"]

    /// Every property, with its type and one sentence of documentation.
    static let propertyList: [NSSPropertyInfo] = {
        var list: [NSSPropertyInfo] = []
        func add(_ name: String, _ type: NSSValueType, _ summary: String) {
            list.append(NSSPropertyInfo(name: name, type: type, summary: summary, ordinal: list.count))
        }
        func states(_ base: String, _ type: NSSValueType, _ what: String, suffixes: [String]) {
            for suffix in suffixes {
                let state = suffix.split(separator: "-").joined(separator: " ")
                add("\(base)-\(suffix)", type, "\(what) while the control is \(state).")
            }
        }
        let buttonStates = ["highlighted", "selected", "selected-highlighted", "selected-disabled", "disabled"]

        add("background-color", .color, "Fill colour behind the view's content.")
        states("background-color", .color, "Fill colour", suffixes: ["normal"] + buttonStates)
        add("background-color-top", .color, "Top colour of a vertical background gradient.")
        add("background-color-bottom", .color, "Bottom colour of a vertical background gradient.")
        add("background-color-top-selected", .color, "Top gradient colour of a selected table cell.")
        add("background-color-bottom-selected", .color, "Bottom gradient colour of a selected table cell.")
        add("border-color", .color, "Colour of the layer's border.")
        add("border-width", .number, "Width of the layer's border in points.")
        add("corner-radius", .number, "Radius of the layer's rounded corners in points.")
        add("border-style", .keyword(["none", "line", "bezel", "rounded"]), "Border drawn around a text field.")
        add("shadow-color", .color, "Colour of the layer's drop shadow.")
        add("shadow-offset", .offset, "Offset of the layer's drop shadow as `x,y`.")
        add("shadow-opacity", .number, "Opacity of the layer's drop shadow, 0 to 1.")
        add("shadow-radius", .number, "Blur radius of the layer's drop shadow.")
        add("width", .number, "Fixed width of the view in points.")
        add("height", .number, "Fixed height of the view in points.")
        add("padding", .box, "Space between the border and the content, as 1 to 4 numbers.")
        add("font-name", .fontName, "PostScript name of the font, or a system font such as `boldSystem`.")
        add("font-size", .number, "Point size of the font.")
        add("font-style", .fontStyle, "SAP Fiori text style (an `FDLFontStyle` case) that sets font and size together.")
        add("font-color", .color, "Colour of the text.")
        states("font-color", .color, "Text colour", suffixes: buttonStates)
        add("text-shadow-color", .color, "Colour of the text's shadow.")
        states("text-shadow-color", .color, "Text shadow colour", suffixes: buttonStates)
        add("text-shadow-offset", .offset, "Offset of the text's shadow as `x,y`.")
        add("text-shadow-offset-selected", .offset, "Offset of the text's shadow in the selected state.")
        add("text-align", .keyword(alignments), "Horizontal alignment of the text.")
        add("horizontal-align", .keyword(alignments), "Horizontal alignment of a text field's content.")
        add("vertical-align", .keyword(["top", "center", "bottom", "fill"]), "Vertical alignment of a control's content.")
        add("text-alpha", .number, "Opacity of the text, 0 to 1.")
        add("text-auto-fit", .boolean, "Whether the font shrinks to fit the width.")
        add("text-line-clamp", .integer, "Maximum number of lines of text (0 for no limit).")
        add("text-transform", .keyword(["none", "uppercase", "lowercase", "capitalize"]), "Case change applied to the text.")
        add("text-offset", .offset, "Offset of a tab bar item's title as `x,y`.")
        add("title-insets", .box, "Insets around a button's title.")
        add("content-insets", .box, "Insets around a button's whole content.")
        add("title-vertical-offset", .number, "Vertical offset of the navigation bar's title.")
        add("background-tint-color", .color, "Tint applied to the bar's background.")
        add("bar-tint-color", .color, "Bar tint colour of a navigation bar or tab bar.")
        add("tint-color", .color, "Tint colour of the view and its subviews.")
        add("background-repeat", .boolean, "Whether the background image is tiled.")
        add("scope-background-color", .color, "Background colour of a search bar's scope bar.")
        add("divider-color", .color, "Colour of the dividers between segments.")
        add("minimum-track-tint-color", .color, "Colour of a slider's track left of the thumb.")
        add("maximum-track-tint-color", .color, "Colour of a slider's track right of the thumb.")
        add("thumb-tint-color", .color, "Colour of a slider's or switch's thumb.")
        add("on-tint-color", .color, "Colour of a switch when it is on.")
        add("progress-tint-color", .color, "Colour of the filled part of a progress bar.")
        add("track-tint-color", .color, "Colour of the unfilled part of a progress bar.")
        add("color", .color, "Colour of an activity indicator or page control dots.")
        add("current-color", .color, "Colour of the current page's dot.")
        add("selected-image-tint-color", .color, "Tint of the selected tab bar item's image.")
        add("separator-color", .color, "Colour of a table's separators.")
        add("separator-style", .keyword(["none", "single-line", "single-line-etched"]), "Style of a table's separators.")
        add("row-height", .number, "Height of a table's rows in points.")
        add("keyboard-appearance", .keyword(["default", "dark", "light", "alert"]), "Appearance of the keyboard for a text input.")
        add("exclude-views", .classList, "Classes of views this style must not be applied to.")
        add("exclude-subviews", .classList, "Classes of views whose subviews this style must not reach.")

        let images: [(String, String)] = [
            ("background-image", "Image drawn behind the content."),
            ("image", "Image shown by a button."),
            ("shadow-image", "Image of the bar's bottom shadow line."),
            ("shadow-image-top", "Shadow image at the top of a toolbar."),
            ("shadow-image-bottom", "Shadow image at the bottom of a toolbar."),
            ("scope-background-image", "Background image of a search bar's scope bar."),
            ("divider-image", "Image between the segments."),
            ("minimum-value-image", "Image at the minimum end of a slider."),
            ("maximum-value-image", "Image at the maximum end of a slider."),
            ("thumb-image", "Image of a slider's thumb."),
            ("off-image", "Image of a switch when it is off."),
            ("on-image", "Image of a switch when it is on."),
            ("progress-image", "Image of the filled part of a progress bar."),
            ("track-image", "Image of the unfilled part of a progress bar."),
            ("selected-image", "Selection indicator image of a tab bar."),
            ("finished-image", "Image of a tab bar item."),
            ("finished-image-selected", "Image of a selected tab bar item."),
            ("background-image-top", "Toolbar background image for the top position."),
            ("background-image-bottom", "Toolbar background image for the bottom position."),
            ("background-image-top-landscape", "Toolbar background image for the top position in landscape."),
            ("background-image-bottom-landscape", "Toolbar background image for the bottom position in landscape."),
        ]
        for (name, summary) in images { add(name, .image, summary) }
        states("background-image", .image, "Background image", suffixes: buttonStates)
        states("image", .image, "Button image", suffixes: buttonStates)
        for info in list where info.type == .image {
            add(info.name + "-insets", .box, "Cap insets that make `\(info.name)` stretchable.")
        }
        return list
    }()
}
