import SourceryModels
import Testing

/// The declared-type scan: names after declaration keywords, never inside comments or strings.
struct DeclaredTypeScannerTests {
    static let source = #"""
        import SwiftUI

        public struct StepsStack: View {}
        struct OptionalKPIItem<Data>: View { class Cache {} }
        protocol _ValueComponent {}
        public final class Store: ObservableObject {
            class func make() -> Store { Store() }
            class var shared: Store { Store() }
        }
        enum Mode { case on, off }
        actor Worker {}
        typealias Handler = () -> Void
        extension Outer.Inner: Equatable {}
        extension View { func card() -> some View { self } }
        indirect enum `Tree` {}
        // struct Commented {}
        /* class Blocked { /* nested */ struct AlsoBlocked {} } */
        let text = "struct InString {}"
        let raw = #"class InRaw "quoted" {}"#
        let multi = """
            protocol InMultiline {}
            """
        let kind = value.class
        protocol P: class {}
        """#

    @Test func namesAfterDeclarationKeywords() {
        let names = DeclaredTypeScanner.names(in: Array(DeclaredTypeScannerTests.source.utf8))
        #expect(
            names == [
                "StepsStack", "OptionalKPIItem", "Cache", "_ValueComponent", "Store", "Mode", "Worker", "Handler",
                "Outer.Inner", "Inner", "View", "Tree", "P",
            ])
    }

    @Test func unterminatedCommentsAndStringsEndTheScan() {
        #expect(DeclaredTypeScanner.names(in: Array("struct A {}\n/* struct B".utf8)) == ["A"])
        #expect(DeclaredTypeScanner.names(in: Array("struct A {}\nlet s = \"struct B\nstruct C {}".utf8)) == ["A", "C"])
        #expect(DeclaredTypeScanner.names(in: Array("struct".utf8)).isEmpty)
        #expect(DeclaredTypeScanner.names(in: []).isEmpty)
    }

    /// Any bytes: the scan ends, and every name it returns is written in the text.
    @Test func anyBytesAreScannedToTheEnd() {
        var generator = ScanSeededGenerator(state: 25)
        let alphabet = Array("struct class extension enum protocol typealias actor `A_b.9\"#/*\n {}:".utf8) + [0xC3, 0xA9, 0xFF]
        for _ in 0..<500 {
            let bytes = (0..<Int.random(in: 0..<300, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let text = String(decoding: bytes, as: UTF8.self)
            for name in DeclaredTypeScanner.names(in: bytes) {
                #expect(name.split(separator: ".").allSatisfy { text.contains($0) }, "\(name) in \(text)")
            }
        }
    }
}

/// A small seeded generator (this target does not link TestSupport).
private struct ScanSeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
