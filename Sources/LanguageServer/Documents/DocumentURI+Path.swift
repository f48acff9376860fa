extension DocumentURI {
    /// The file URI of an absolute path, percent-encoding every byte outside the unreserved set and `/`.
    package init(filePath path: String) {
        var encoded = "file://"
        for byte in path.utf8 {
            if DocumentURI.isKeptVerbatim(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        self.init(encoded)
    }

    /// The path of a `file:` URI, percent-decoded; `nil` for other schemes or malformed escapes.
    package var filePath: String? {
        plainFilePath ?? decodedFilePath
    }

    /// ``filePath`` read in general: any case of the scheme, an authority, escapes.
    var decodedFilePath: String? {
        let scheme = stringValue.utf8.prefix(7).lazy.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
        guard scheme.elementsEqual("file://".utf8) else { return nil }
        var rest = stringValue.utf8.dropFirst(7)
        // An authority (`file://localhost/…`) ends at the first slash.
        if let slash = rest.firstIndex(of: UInt8(ascii: "/")) {
            rest = rest[slash...]
        } else {
            return nil
        }
        if !rest.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) {
            return String(Substring(rest))
        }
        var bytes: [UInt8] = []
        var iterator = rest.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(DocumentURI.hexValue), let low = iterator.next().flatMap(DocumentURI.hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The path of a `file:///…` URI without escapes, queries or fragments (what editors send for
    /// most files), read on the URI's bytes; nil for anything else.
    var plainFilePath: String? {
        stringValue.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            let prefix = "file:///".utf8
            func lower(_ byte: UInt8) -> UInt8 { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte }
            guard bytes.count >= prefix.count, zip(bytes, prefix).allSatisfy({ lower($0) == $1 }) else { return nil }
            let path = UnsafeBufferPointer(rebasing: bytes[(prefix.count - 1)...])
            guard !path.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) else {
                return nil
            }
            return String(decoding: path, as: UTF8.self)
        } ?? nil
    }

    /// The path the analysis knows the document by: its file path, or the URI itself for documents
    /// that are not files (`untitled:`).
    package var analysisPath: String { filePath ?? stringValue }

    /// The URI for a path the analysis reported (the inverse of ``analysisPath``).
    package init(analysisPath path: String) {
        self = path.hasPrefix("/") ? DocumentURI(filePath: path) : DocumentURI(path)
    }

    private static func isKeptVerbatim(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
