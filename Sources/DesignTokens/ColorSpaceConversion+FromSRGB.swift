import Colors
import Foundation

/// The other way: an sRGB colour (what a colour picker gives) as components of a DTCG colour space,
/// so that a picked colour is written back in the space the token uses.
extension ColorSpaceConversion {
    /// The spaces a colour can be written back in.
    package static let writableSpaces: Set<String> = ["srgb", "srgb-linear", "hsl", "hwb", "display-p3", "oklab", "oklch"]

    /// The components of `color` in `space`; nil for a space it cannot be written in.
    package static func components(of color: RGBA, in space: String) -> [Double]? {
        let rgb = [color.red, color.green, color.blue]
        switch space {
        case "srgb": return rgb
        case "srgb-linear": return rgb.map(decodeSRGB)
        case "hsl": return hsl(rgb)
        case "hwb":
            let hue = hsl(rgb)[0]
            return [hue, (rgb.min() ?? 0) * 100, (1 - (rgb.max() ?? 0)) * 100]
        case "display-p3":
            let xyz = apply(linearSRGBToXYZ, rgb.map(decodeSRGB))
            return apply(xyzToLinearP3, xyz).map(encodeSRGB)
        case "oklab": return oklab(rgb)
        case "oklch":
            let lab = oklab(rgb)
            let chroma = (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot()
            var hue = atan2(lab[2], lab[1]) * 180 / .pi
            if hue < 0 { hue += 360 }
            return [lab[0], chroma, chroma < 1e-4 ? 0 : hue]
        default: return nil
        }
    }

    private static func hsl(_ rgb: [Double]) -> [Double] {
        let high = rgb.max() ?? 0
        let low = rgb.min() ?? 0
        let lightness = (high + low) / 2
        let delta = high - low
        guard delta > 1e-9 else { return [0, 0, lightness * 100] }
        let saturation = delta / (1 - abs(2 * lightness - 1))
        var hue: Double
        if high == rgb[0] {
            hue = ((rgb[1] - rgb[2]) / delta).truncatingRemainder(dividingBy: 6)
        } else if high == rgb[1] {
            hue = (rgb[2] - rgb[0]) / delta + 2
        } else {
            hue = (rgb[0] - rgb[1]) / delta + 4
        }
        hue *= 60
        if hue < 0 { hue += 360 }
        return [hue, saturation * 100, lightness * 100]
    }

    private static func oklab(_ rgb: [Double]) -> [Double] {
        let linear = rgb.map(decodeSRGB)
        let l = cbrt(0.4122214708 * linear[0] + 0.5363325363 * linear[1] + 0.0514459929 * linear[2])
        let m = cbrt(0.2119034982 * linear[0] + 0.6806995451 * linear[1] + 0.1073969566 * linear[2])
        let s = cbrt(0.0883024619 * linear[0] + 0.2817188376 * linear[1] + 0.6299787005 * linear[2])
        return [
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s,
        ]
    }

    private static func apply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
        matrix.map { row in row[0] * vector[0] + row[1] * vector[1] + row[2] * vector[2] }
    }

    private static let linearSRGBToXYZ: [[Double]] = [
        [0.41239079926595934, 0.357584339383878, 0.1804807884018343],
        [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
        [0.01933081871559182, 0.11919477979462598, 0.9505321522496607],
    ]
    private static let xyzToLinearP3: [[Double]] = [
        [2.493496911941425, -0.9313836179191239, -0.40271078445071684],
        [-0.8294889695615747, 1.7626640603183463, 0.023624685841943577],
        [0.03584583024378447, -0.07617238926804182, 0.9568845240076872],
    ]
}
