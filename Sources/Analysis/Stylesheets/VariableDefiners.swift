/// Per variable name, the positions (in path order) of the first two stylesheets that define it.
struct VariableDefiners: Sendable {
    private var definers: [String: (first: Int32, second: Int32)] = [:]

    /// `files` in path order.
    init(files: [StylesheetFile]) {
        for (position, file) in files.enumerated() {
            for name in file.definedNames {
                if let known = definers[name] {
                    if known.second < 0 { definers[name] = (known.first, Int32(position)) }
                } else {
                    definers[name] = (Int32(position), -1)
                }
            }
        }
    }

    /// The positions of the first two files that define `name`, the second -1 when only one does.
    func definers(of name: String) -> (first: Int32, second: Int32)? { definers[name] }
}
