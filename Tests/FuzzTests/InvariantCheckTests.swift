import FuzzInvariants
import Testing

import LanguageServer
import SourceText

/// Hand-checked cases for the checks and for the reference model the document store is compared with.
@Suite struct InvariantCheckTests {
    @Test func clientModelMovesAPositionInsideASurrogatePairToItsStart() {
        var model = ClientTextModel(text: "a😀b", encoding: .utf16)
        model.replace(from: Position(line: 0, character: 2), to: Position(line: 0, character: 3), with: "x")
        #expect(model.utf8 == Array("axb".utf8))
    }

    @Test func clientModelClampsPastTheLineEndBeforeCRLF() {
        var model = ClientTextModel(text: "a\r\nb\rc", encoding: .utf8)
        #expect(model.lineCount == 3)
        model.replace(from: Position(line: 0, character: 5), to: Position(line: 1, character: 0), with: "")
        #expect(model.utf8 == Array("ab\rc".utf8))
    }

    @Test func documentStoreModelsSurrogatePairsAndCRLF() {
        // utf16, one-piece text "😀", then an edit from (0,1) — inside the pair — to (0,2).
        let session: [UInt8] = [0, 1, 4, 0, 0, 1, 0, 2, 1, 6]
        #expect(FuzzTarget.documentStore.violations(session).isEmpty)
    }

    @Test func framingRoundTripsABody() {
        #expect(FuzzTarget.framing.violations(Array(#"{"jsonrpc":"2.0","method":"x"}"#.utf8)).isEmpty)
    }

    @Test func everyTargetAcceptsTheEmptyInput() {
        for target in FuzzTarget.allCases {
            #expect(target.violations([]).isEmpty, "\(target.rawValue)")
        }
    }

    @Test func regressionFoldersExistForEveryTarget() {
        for target in FuzzTarget.allCases {
            #expect(!FuzzSeeds.kept(target).isEmpty, "no seeds kept for \(target.rawValue)")
        }
    }
}
