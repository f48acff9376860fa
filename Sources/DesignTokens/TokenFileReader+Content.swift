import JSON
import SourceText

extension TokenFileReader {
    /// True when a plain `.json` file is a token file by its content: it defines tokens (DTCG
    /// `$value`, Style Dictionary or Tokens Studio `value`, Spectrum `sets`), or it says which token
    /// files form a set (a DTCG resolver, Tokens Studio `$themes.json` or `$metadata.json`, a Style
    /// Dictionary `config.json`).
    package static func isTokenContent(_ text: SourceText) -> Bool {
        let file = read(text)
        guard file.document.root != nil else { return false }
        return file.format.declaresSet || !file.tokens.isEmpty
    }
}
