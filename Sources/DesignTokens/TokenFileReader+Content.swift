import JSON
import SourceText

extension TokenFileReader {
    /// The largest plain `.json` file read to learn whether it holds tokens (8 MiB).
    package static let maximumSniffedSize = 8 << 20

    /// True when a plain `.json` file is a token file by its content: it defines tokens (DTCG
    /// `$value`, Style Dictionary or Tokens Studio `value`, Spectrum `sets`), or it says which token
    /// files form a set (a DTCG resolver, Tokens Studio `$themes.json` or `$metadata.json`, a Style
    /// Dictionary `config.json`). Plain values without any token object (Style Dictionary's
    /// `globals.json`) count only inside a token set folder (`inSetFolder`): elsewhere such a file
    /// is more likely translations or settings.
    package static func isTokenContent(_ text: SourceText, inSetFolder: Bool, json5: Bool = false) -> Bool {
        // Larger `.json` files are data, not tokens someone edits; they are not parsed to find out.
        guard text.bytes.count <= maximumSniffedSize else { return false }
        let file = read(JSONSyntax.parse(text, json5: json5))
        guard file.document.root != nil else { return false }
        if file.format.declaresSet { return true }
        guard !file.tokens.isEmpty else { return false }
        // A token read from a plain value ends where its value ends; a token object ends after it.
        return inSetFolder || file.tokens.contains { token in token.value.map { $0.node.range.end < token.range.end } ?? true }
    }
}
