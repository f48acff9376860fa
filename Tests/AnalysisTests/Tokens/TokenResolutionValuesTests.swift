import Analysis
import DesignTokens
import SourceText
import Testing

/// What a resolution reports in each mode: the value (a colour's in hex, made from the colour), the
/// colour, the canonical type and why a name does not resolve, for names resolved in the first mode
/// and copied to the others as well as names resolved per mode.
struct TokenResolutionValuesTests {
    static let base = ##"""
        {
          "lower": { "$type": "color", "$value": "#0a6ed1" },
          "upper": { "$type": "color", "$value": "#0A6ED1" },
          "translucent": { "$type": "color", "$value": "#0A6ED180" },
          "rgb": { "$value": "rgb(10, 20, 30)" },
          "object": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.1, 0.2, 0.3], "alpha": 0.5 } },
          "notColour": { "$type": "color", "$value": "teal-ish" },
          "aliasAsDimension": { "$type": "dimension", "$value": "{lower}" },
          "size": { "$type": "sizing", "$value": { "value": 4, "unit": "px" } },
          "double": { "$type": "dimension", "$value": "{size} * 2" },
          "sum": { "$type": "dimension", "$value": "{double} + {size}" },
          "missing": { "$value": "{nowhere}" },
          "mixed": { "$type": "color", "$value": "{lower}", "$extensions": { "mode": { "light": "#FFFFFF", "dark": "{upper}" } } },
          "t0": { "$type": "t0", "$value": "x" }, "t1": { "$type": "t1", "$value": "x" }, "t2": { "$type": "t2", "$value": "x" },
          "t3": { "$type": "t3", "$value": "x" }, "t4": { "$type": "t4", "$value": "x" }, "t5": { "$type": "t5", "$value": "x" },
          "t6": { "$type": "t6", "$value": "x" }, "t7": { "$type": "t7", "$value": "x" }, "t8": { "$type": "t8", "$value": "x" },
          "t9": { "$type": "t9", "$value": "x" }, "t10": { "$type": "t10", "$value": "x" }, "t11": { "$type": "t11", "$value": "x" },
          "t12": { "$type": "t12", "$value": "x" }, "t13": { "$type": "t13", "$value": "x" }, "t14": { "$type": "t14", "$value": "x" },
          "t15": { "$type": "t15", "$value": "x" }, "t16": { "$type": "t16", "$value": "x" }, "t17": { "$type": "t17", "$value": "x" },
          "t18": { "$type": "t18", "$value": "x" }, "t19": { "$type": "fontWeights", "$value": "{t18}" }
        }
        """##

    static let graph = TokenGraph(sources: [
        TokenSource(path: "tokens/base.tokens.json", file: TokenFileReader.read(SourceText(base))),
        TokenSource(
            path: "tokens/light.tokens.json", file: TokenFileReader.read(SourceText(#"{ "surface": { "$type": "color", "$value": "{upper}" } }"#)),
            mode: "light"),
        TokenSource(
            path: "tokens/dark.tokens.json", file: TokenFileReader.read(SourceText(#"{ "surface": { "$type": "color", "$value": "{translucent}" } }"#)),
            mode: "dark"),
    ])

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var mode: String
        var type: String?
        /// The value, or the failure when `resolves` is false.
        var value: String
        var resolves = true
        var isColour = false

        var testDescription: String { "\(name) in \(mode)" }
    }

    static let cases: [Case] = {
        var cases: [Case] = []
        for mode in ["light", "dark"] {
            cases += [
                Case(name: "lower", mode: mode, type: "color", value: "#0A6ED1", isColour: true),
                Case(name: "upper", mode: mode, type: "color", value: "#0A6ED1", isColour: true),
                Case(name: "translucent", mode: mode, type: "color", value: "#0A6ED180", isColour: true),
                Case(name: "rgb", mode: mode, type: nil, value: "#0A141E", isColour: true),
                Case(name: "object", mode: mode, type: "color", value: "#1A334D80", isColour: true),
                Case(name: "notColour", mode: mode, type: "color", value: "teal-ish"),
                Case(name: "aliasAsDimension", mode: mode, type: "dimension", value: "#0a6ed1"),
                Case(name: "size", mode: mode, type: "dimension", value: "4px"),
                Case(name: "double", mode: mode, type: "dimension", value: "8px"),
                Case(name: "sum", mode: mode, type: "dimension", value: "12px"),
                Case(name: "missing", mode: mode, type: nil, value: "`nowhere` is not defined", resolves: false),
                Case(name: "t0", mode: mode, type: "t0", value: "x"),
                Case(name: "t17", mode: mode, type: "t17", value: "x"),
                Case(name: "t18", mode: mode, type: "t18", value: "x"),
                Case(name: "t19", mode: mode, type: "fontWeight", value: "x"),
            ]
        }
        cases += [
            Case(name: "mixed", mode: "light", type: "color", value: "#FFFFFF", isColour: true),
            Case(name: "mixed", mode: "dark", type: "color", value: "#0A6ED1", isColour: true),
            Case(name: "surface", mode: "light", type: "color", value: "#0A6ED1", isColour: true),
            Case(name: "surface", mode: "dark", type: "color", value: "#0A6ED180", isColour: true),
        ]
        return cases
    }()

    @Test(arguments: cases)
    func resolvesAsBefore(_ expected: Case) throws {
        let resolution = try #require(Self.graph.resolution(expected.name, mode: expected.mode))
        #expect(resolution.type == expected.type)
        #expect(resolution.isResolved == expected.resolves)
        if expected.resolves {
            #expect(resolution.value == expected.value)
            #expect(resolution.failure == nil)
        } else {
            #expect(resolution.failure?.message == expected.value)
        }
        #expect((resolution.color != nil) == expected.isColour)
        if let color = resolution.color { #expect(color.hexString == expected.value) }
    }
}
