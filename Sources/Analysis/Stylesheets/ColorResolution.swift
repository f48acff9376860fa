import Colors

/// A colour value resolved per background scheme, or the reason it cannot be known.
package struct ColorResolution: Sendable, Hashable {
    /// Value per scheme; a value that does not depend on the background has the same entry everywhere.
    package var values: SchemeColors
    /// Why the colour is unknown (a trait-dependent system colour, a palette the workspace lacks…).
    package var unknownReason: String?
    /// The names followed to reach the value, first to last.
    package var chain: [String]

    package static func constant(_ color: RGBA, chain: [String]) -> ColorResolution {
        ColorResolution(values: SchemeColors(uniform: color), unknownReason: nil, chain: chain)
    }

    package static func unknown(_ reason: String, chain: [String]) -> ColorResolution {
        ColorResolution(values: SchemeColors(), unknownReason: reason, chain: chain)
    }

    package var isKnown: Bool { unknownReason == nil && !values.isEmpty }
}

/// How NUI (and, in the Fiori dialect, SAP's readers) read a colour value.
package struct ColorReading: Sendable {
    /// The colour, when the reader gets one.
    package var resolution: ColorResolution?
    /// Why the value reads as no colour at all (nil colour at run time).
    package var failure: String?
    /// A colour is read, but probably not the one meant.
    package var warning: String?
}
