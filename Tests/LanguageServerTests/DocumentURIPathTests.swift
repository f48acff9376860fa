import TestSupport
import Testing

@testable import LanguageServer

/// The byte-level reading of plain `file:///` URIs gives what the general reading gives.
@Suite struct DocumentURIPathTests {
    @Test(arguments: [
        ("file:///w/Theme.nss", "/w/Theme.nss"), ("FILE:///w/a b.nss", "/w/a b.nss"), ("file:///", "/"),
        ("file:///w/%20x.nss", "/w/ x.nss"), ("file://localhost/w/x.nss", "/w/x.nss"), ("file:///w/x.nss?q#f", "/w/x.nss"),
    ])
    func knownURIs(_ uri: String, _ path: String) {
        #expect(DocumentURI(uri).filePath == path)
    }

    @Test(arguments: ["untitled:Untitled-1", "file:", "file://", "http:///w/x.nss", "file:///w/%zz", "file:\u{0F}//w"])
    func notFilePaths(_ uri: String) {
        #expect(DocumentURI(uri).plainFilePath == nil)
        #expect(DocumentURI(uri).filePath == DocumentURI(uri).decodedFilePath)
    }

    @Test func randomURIsReadAsTheGeneralReadingReadsThem() {
        let pieces = ["file:", "FiLe:", "//", "/", "localhost", "w", "Theme.nss", " ", "%2F", "%", "?", "#", "é", "😀", ":", "\u{0F}", "A"]
        var generator = SeededGenerator(seed: 0x0_0121)
        var plain = 0
        for _ in 0..<5000 {
            let start = ["file:///", "FILE:///", "file://", "file:", "untitled:", ""].randomElement(using: &generator)!
            let uri = DocumentURI(start + (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
            if let fast = uri.plainFilePath {
                plain += 1
                #expect(fast == uri.decodedFilePath, "\(uri)")
            }
            #expect(uri.filePath == uri.decodedFilePath, "\(uri)")
        }
        #expect(plain > 100, "the random URIs must exercise the byte-level reading")
    }
}
