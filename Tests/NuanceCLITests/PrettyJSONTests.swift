import Foundation
import Reporting
import Testing

/// The JSON report writer produces the bytes Foundation's `JSONEncoder` produces with the same options.
struct PrettyJSONTests {
    /// A value both writers can encode.
    indirect enum Sample: Encodable {
        case integer(Int)
        case string(String)
        case array([Sample])
        case object([String: Sample])

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .integer(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            case .array(let elements): try container.encode(elements)
            case .object(let members): try container.encode(members)
            }
        }

        var pretty: PrettyJSON {
            switch self {
            case .integer(let value): return .integer(value)
            case .string(let value): return .string(value)
            case .array(let elements): return .array(elements.map(\.pretty))
            case .object(let members): return .object(members.map { ($0.key, $0.value.pretty) })
            }
        }
    }

    static let strings = [
        "", "plain", "quote \" and backslash \\", "slash / stays", "line\nbreak\r\ttab", "\u{0}\u{1}\u{8}\u{C}\u{1F}\u{7F}",
        "émoji 😀 and 中文", "\u{2028}\u{2029}", "`code` — dash", "tab\tend",
    ]

    static func sample(_ seed: inout UInt64, depth: Int) -> Sample {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let choice = Int(seed >> 33)
        switch depth > 3 ? choice % 2 : choice % 4 {
        case 0: return .integer(choice % 2 == 0 ? choice % 1000 : -(choice % 77))
        case 1: return .string(strings[choice % strings.count])
        case 2: return .array((0..<(choice % 4)).map { _ in sample(&seed, depth: depth + 1) })
        default:
            var members: [String: Sample] = [:]
            let keys = ["range", "start", "end", "filesChecked", "errors", "a", "B", "message", "z1", "z10", "z2"]
            for index in 0..<(choice % 5) { members[keys[(choice + index * 7) % keys.count]] = sample(&seed, depth: depth + 1) }
            return .object(members)
        }
    }

    @Test func matchesFoundationsEncoderOnRandomValues() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var seed: UInt64 = 42
        for _ in 0..<500 {
            let value = Self.sample(&seed, depth: 0)
            let expected = String(decoding: try encoder.encode(value), as: UTF8.self)
            var bytes: [UInt8] = []
            value.pretty.write(to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == expected)
        }
    }
}
