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
}
