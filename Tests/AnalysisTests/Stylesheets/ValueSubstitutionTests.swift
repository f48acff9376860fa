import NSS
import SourceText
import Testing
import TestSupport

@testable import Analysis

struct ValueSubstitutionTests {
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
