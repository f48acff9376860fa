import SourceText

/// Text with position markers `1️⃣`…`9️⃣`, removed before parsing; their byte offsets kept.
struct SyntaxMarkedText {
    var text: String
    var markers: [String: Int]

    init(_ source: String) {
        let names = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]
        var output = ""
        var markers: [String: Int] = [:]
        var rest = Substring(source)
        outer: while let first = rest.first {
            for name in names where rest.hasPrefix(name) {
                markers[name] = output.utf8.count
                rest = rest.dropFirst(name.count)
                continue outer
            }
            output.append(first)
            rest = rest.dropFirst()
        }
        text = output
        self.markers = markers
    }

    func range(_ from: String, _ to: String) -> TextRange {
        TextRange(start: markers[from]!, end: markers[to]!)
    }

    func offset(_ name: String) -> Int { markers[name]! }
}
