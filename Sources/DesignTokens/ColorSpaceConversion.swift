import Colors
import Foundation

/// Converts DTCG 2025.10 colour-space components to sRGB (CSS Color 4 formulas), clamped to the
/// sRGB gamut.
package enum ColorSpaceConversion {
    package static let supportedSpaces: Set<String> = [
        "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb",
        "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
    ]

    /// `components` with `none` already replaced by 0.
    package static func rgba(space: String, components c: [Double], alpha: Double) -> RGBA? {
        guard c.count == 3 else { return nil }
        let rgb: [Double]
        switch space {
        case "srgb": rgb = c
        case "srgb-linear": rgb = c.map(encodeSRGB)
        case "hsl": rgb = hslToSRGB(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100)
        case "hwb": rgb = hwbToSRGB(hue: c[0], whiteness: c[1] / 100, blackness: c[2] / 100)
        case "display-p3": rgb = fromXYZD65(multiply(p3ToXYZ, c.map(decodeSRGB)))
        case "a98-rgb": rgb = fromXYZD65(multiply(a98ToXYZ, c.map { copysign(pow(abs($0), 563.0 / 256.0), $0) }))
        case "rec2020": rgb = fromXYZD65(multiply(rec2020ToXYZ, c.map(decodeRec2020)))
        case "prophoto-rgb": rgb = fromXYZD50(multiply(prophotoToXYZD50, c.map(decodeProPhoto)))
        case "xyz-d65": rgb = fromXYZD65(c)
        case "xyz-d50": rgb = fromXYZD50(c)
        case "lab": rgb = fromXYZD50(labToXYZD50(c))
        case "lch": rgb = fromXYZD50(labToXYZD50(polarToCartesian(c)))
        case "oklab": rgb = oklabToSRGB(c)
        case "oklch": rgb = oklabToSRGB(polarToCartesian(c))
        default: return nil
        }
        guard rgb.allSatisfy(\.isFinite) else { return nil }
        return RGBA(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
    }

    // MARK: Transfer functions

    static func encodeSRGB(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return copysign(encoded, linear)
    }

    static func decodeSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return copysign(linear, value)
    }

    private static func decodeRec2020(_ value: Double) -> Double {
        let alpha = 1.09929682680944
        let beta = 0.018053968510807
        let magnitude = abs(value)
        let linear = magnitude < beta * 4.5 ? magnitude / 4.5 : pow((magnitude + alpha - 1) / alpha, 1 / 0.45)
        return copysign(linear, value)
    }

    private static func decodeProPhoto(_ value: Double) -> Double {
        let magnitude = abs(value)
        return copysign(magnitude <= 16.0 / 512.0 ? magnitude / 16 : pow(magnitude, 1.8), value)
    }

    // MARK: Cylindrical spaces

    static func hslToSRGB(hue: Double, saturation: Double, lightness: Double) -> [Double] {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [channel(0), channel(8), channel(4)]
    }

    private static func hwbToSRGB(hue: Double, whiteness: Double, blackness: Double) -> [Double] {
        if whiteness + blackness >= 1 {
            let grey = whiteness / (whiteness + blackness)
            return [grey, grey, grey]
        }
        return hslToSRGB(hue: hue, saturation: 1, lightness: 0.5).map { $0 * (1 - whiteness - blackness) + whiteness }
    }

    private static func polarToCartesian(_ c: [Double]) -> [Double] {
        let radians = c[2] * .pi / 180
        return [c[0], c[1] * cos(radians), c[1] * sin(radians)]
    }

    // MARK: Lab and OKLab

    private static let d50White: [Double] = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]

    private static func labToXYZD50(_ lab: [Double]) -> [Double] {
        let kappa = 24389.0 / 27.0
        let epsilon = 216.0 / 24389.0
        let f1 = (lab[0] + 16) / 116
        let f0 = lab[1] / 500 + f1
        let f2 = f1 - lab[2] / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab[0] > kappa * epsilon ? pow(f1, 3) : lab[0] / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return [x * d50White[0], y * d50White[1], z * d50White[2]]
    }

    private static func oklabToSRGB(_ lab: [Double]) -> [Double] {
        let l = pow(lab[0] + 0.3963377774 * lab[1] + 0.2158037573 * lab[2], 3)
        let m = pow(lab[0] - 0.1055613458 * lab[1] - 0.0638541728 * lab[2], 3)
        let s = pow(lab[0] - 0.0894841775 * lab[1] - 1.2914855480 * lab[2], 3)
        let linear = [
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s,
        ]
        return linear.map(encodeSRGB)
    }

    // MARK: Matrices

    private static func fromXYZD65(_ xyz: [Double]) -> [Double] {
        multiply(xyzToLinearSRGB, xyz).map(encodeSRGB)
    }

    private static func fromXYZD50(_ xyz: [Double]) -> [Double] {
        fromXYZD65(multiply(bradfordD50ToD65, xyz))
    }

    private static func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
        matrix.map { row in row[0] * vector[0] + row[1] * vector[1] + row[2] * vector[2] }
    }

    private static let xyzToLinearSRGB: [[Double]] = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]
    private static let p3ToXYZ: [[Double]] = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0.0, 0.04511338185890264, 1.043944368900976],
    ]
    private static let a98ToXYZ: [[Double]] = [
        [0.5766690429101305, 0.1855582379065463, 0.1882286462349947],
        [0.29734497525053605, 0.6273635662554661, 0.07529145849399788],
        [0.02703136138641234, 0.07068885253582723, 0.9913375368376388],
    ]
    private static let rec2020ToXYZ: [[Double]] = [
        [0.6369580483012914, 0.14461690358620832, 0.1688809751641721],
        [0.2627002120112671, 0.6779980715188708, 0.05930171646986196],
        [0.0, 0.028072693049087428, 1.060985057710791],
    ]
    private static let prophotoToXYZD50: [[Double]] = [
        [0.7977604896723027, 0.13518583717574031, 0.0313493495815248],
        [0.2880711282292934, 0.7118432178101014, 0.00008565396060525902],
        [0.0, 0.0, 0.8251046025104601],
    ]
    private static let bradfordD50ToD65: [[Double]] = [
        [0.9554734527042182, -0.023098536874261423, 0.0632593086610217],
        [-0.028369706963208136, 1.0099954580058226, 0.021041398966943008],
        [0.012314001688319899, -0.020507696433477912, 1.3303659366080753],
    ]
}
