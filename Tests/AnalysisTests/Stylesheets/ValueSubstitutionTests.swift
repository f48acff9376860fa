import NSS
import SourceText
import Testing
import TestSupport

@testable import Analysis

struct ValueSubstitutionTests {
    /// The word-at-a-time look for `@` finds one whenever the range holds one, and none when neither the
    /// range nor the bytes next to it do, in buffers of every length up to a few words.
    @Test func lookForAtSignAgreesWithContains() {
        var random = SeededGenerator(seed: 3)
        for length in 0..<40 {
            for _ in 0..<6 {
                let bytes = (0..<length).map { _ in random.next() % 6 == 0 ? UInt8(ascii: "@") : UInt8(ascii: "a") + UInt8(random.next() % 3) }
                bytes.withUnsafeBufferPointer { buffer in
                    for start in 0...length {
                        for end in start...length {
                            let found = ValueSubstitution.mayHoldAt(buffer, start, end)
                            if bytes[start..<end].contains(UInt8(ascii: "@")) {
                                #expect(found, "\(bytes) \(start)..<\(end)")
                            } else if !bytes[max(0, start - 7)..<min(length, end + 7)].contains(UInt8(ascii: "@")) {
                                // Only the seven bytes on either side are read besides the range.
                                #expect(!found, "\(bytes) \(start)..<\(end)")
                            }
                        }
                    }
                }
            }
        }
    }

    /// Substitutions of values with and without variables, comments between tokens included.
    @Test func substitutionsOfMixedValues() {
        let text = """
            @color: #fff;
            @alias: @color;
            Button {
                font-color: @color;
                background-color: @alias;
                border-color: @missing;
                shadow-color: rgba(0, 0, 0, 0.5) /* @color */;
                text-shadow-color: @color @color;
                tint-color: /* a */ @color;
                font-name: Helvetica Neue;
            }
            """
        let file = StylesheetFile(path: "a.nss", text: SourceText(text), dialect: .nui, palette: .empty)
        #expect(file.declarationSubstitutions == [.definition(0), .unresolvable, .undefined, .literal, .unresolvable, .definition(0), .literal])
    }
}
