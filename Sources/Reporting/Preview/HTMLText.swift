/// Text and attribute values made safe for HTML: everything the page shows from the workspace's
/// files goes through here.
package enum HTMLText {
    package static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// A fragment identifier made of letters, digits, `-`, `_` and `.` only.
    package static func anchor(_ prefix: String, _ name: String) -> String {
        prefix + "-"
            + String(
                name.unicodeScalars.map { scalar in
                    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
                        ? Character(scalar) : "_"
                })
    }
}
