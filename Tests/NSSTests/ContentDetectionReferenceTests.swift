import Foundation
import NSS
import TestSupport
import Testing

/// ``NSSContentDetection`` reads lines in one pass where it can; these tests hold it to what detection
/// answered before (a golden of every `.nss` file of `../shared`, recorded once from the line-by-line
/// code) and to that code itself (``ContentDetectionReference``) on random and mutated text.
struct ContentDetectionReferenceTests {
    @Test func everySharedNSSFileKeepsItsKind() throws {
        let shared = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")
        let folders = ["wild", "corpus"].map { shared.appendingPathComponent($0) }
        guard folders.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }) else {
            try Test.cancel("../shared/wild and ../shared/corpus are not present")
        }
        var paths: [String] = []
        for folder in folders {
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
            while let path = enumerator?.nextObject() as? String {
                if path.lowercased().hasSuffix(".nss") { paths.append(folder.lastPathComponent + "/" + path) }
            }
        }
        paths.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        #expect(paths.count >= 1561)
        var lines = ""
        for path in paths {
            let bytes = [UInt8](try Data(contentsOf: shared.appendingPathComponent(path)))
            lines += "\(NSSContentKind.detect(bytes).rawValue)\t\(path)\n"
        }
        let failure = GoldenFile.check(lines, against: GoldenFile.directory() + "/Golden/nss-content-kinds.txt")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func randomTextIsReadAsTheReferenceReadsIt() {
        var random = SeededGenerator(seed: 27)
        var nui = 0
        for _ in 0..<20_000 {
            let text = DetectionInputs.soup(&random)
            let fast = NSSContentDetection.isNUI(text)
            if fast { nui += 1 }
            #expect(fast == ContentDetectionReference.isNUI(text), "\(String(decoding: text, as: UTF8.self).debugDescription)")
        }
        // Both answers must be common for the comparison to mean something.
        #expect(nui > 1_000 && nui < 19_000, "\(nui) of 20,000 read as NUI")
    }

    @Test func mutatedCorpusFilesAreReadAsTheReferenceReadsThem() throws {
        let files = try corpusFiles("nss") + corpusFiles("nss-foreign")
        var random = SeededGenerator(seed: 28)
        var nui = 0
        for _ in 0..<5_000 {
            let text = DetectionInputs.mutation(of: files[Int(random.next() % UInt64(files.count))].bytes, &random)
            let fast = NSSContentDetection.isNUI(text)
            if fast { nui += 1 }
            #expect(fast == ContentDetectionReference.isNUI(text), "\(String(decoding: text, as: UTF8.self).debugDescription)")
        }
        #expect(nui > 250 && nui < 4_750, "\(nui) of 5,000 read as NUI")
    }
}

/// Random `.nss`-like text: pieces the rules look at in random order, and real text cut and edited.
enum DetectionInputs {
    static let pieces: [String] = [
        "Button", "font-color", "  font-color: red;\n", "color:red;", " : ", "\r\n", "}\n", "  ", "@x: 1;\n", "Label:Large", "_x",
        "9a", "-", ":", ";", ",", "{", "}", " ", "\t", "\r", "\u{0C}", "\n", "\n", "\n", "@media", "@brand", "@a.b\\c", "@", "/*",
        "*/", "//", "/", "*", "#include", "#if ", "#!", "void main", "int main", "menu(", "import '", "import \"", ".", "#", "red",
        "#0A6ED1", "=", "$", "[", "]", "<", "|", "`", "\"", "(", ")", "\u{FEFF}", "é", "😀",
    ]

    /// Whole NUI lines, so that many texts read as NUI.
    static let lines: [String] = [
        "Button {\n", "}\n", "  font-color: red;\n", "\tfont-size: 12\n", "@brand: #0A6ED1;\n", "Label,\n", "Label:Large\n{\n",
        "@media (device:ipad) {\n", "/* a comment */\n", "// a comment\n", "Button, Label { background-color: @brand; }\n",
        "  font-color: red; /* open\n", "done */ Button {\n", "@x: 1; /* y */\n", "a: b //* c */ ;\n", "Label ,\n", "Label:Large\n",
        "Button { /* x\n", "border-width:1;\n", "a:b:c\n", "image-name: x.png;\n", "Button\n",
        "{\n",
    ]

    /// Pieces and lines in random order, some texts mostly lines and others mostly pieces.
    static func soup(_ random: inout some RandomNumberGenerator) -> [UInt8] {
        var text: [UInt8] = random.next() % 8 == 0 ? [0xEF, 0xBB, 0xBF] : []
        let lineShare = random.next() % 11
        for _ in 0..<Int(random.next() % 120) {
            let choices = random.next() % 10 < lineShare ? lines : pieces
            text += Array(choices[Int(random.next() % UInt64(choices.count))].utf8)
        }
        return text
    }

    /// `text` cut at a random point, then a few edits: a piece or a random byte inserted, a byte removed
    /// or replaced, a line repeated.
    static func mutation(of text: [UInt8], _ random: inout some RandomNumberGenerator) -> [UInt8] {
        var bytes = Array(text.prefix(Int(random.next() % UInt64(text.count + 1))))
        for _ in 0..<Int(random.next() % 6) {
            let at = Int(random.next() % UInt64(bytes.count + 1))
            switch random.next() % 5 {
            case 0: bytes.insert(contentsOf: Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8), at: at)
            case 1: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: at)
            case 2: if at < bytes.count { bytes.remove(at: at) }
            case 3: if at < bytes.count { bytes[at] = UInt8(truncatingIfNeeded: random.next()) }
            default:
                let start = bytes[..<at].lastIndex(of: 10).map { $0 + 1 } ?? 0
                let end = bytes[at...].firstIndex(of: 10) ?? bytes.count
                bytes.insert(contentsOf: Array(bytes[start..<end]) + [10], at: start)
            }
        }
        return bytes
    }
}
