import Foundation

extension RGBA {
    /// WCAG 2 relative luminance of the colour (alpha ignored).
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// This colour drawn over an opaque `background`.
    public func composited(over background: RGBA) -> RGBA {
        RGBA(
            red: red * alpha + background.red * (1 - alpha),
            green: green * alpha + background.green * (1 - alpha),
            blue: blue * alpha + background.blue * (1 - alpha))
    }

    /// WCAG 2 contrast ratio between a foreground and a background, 1...21. A translucent foreground is
    /// composited over the background first.
    public static func contrastRatio(foreground: RGBA, background: RGBA) -> Double {
        contrastRatio(luminance: foreground.composited(over: background).relativeLuminance, background.relativeLuminance)
    }

    /// WCAG 2 contrast ratio between two colours of relative luminance `first` and `second`, 1...21.
    package static func contrastRatio(luminance first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }
}
