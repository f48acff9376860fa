/// Per variable name, the positions (in path order) of the first two stylesheets that define it.
struct VariableDefiners: Sendable {
    private var definers: [String: (first: Int32, second: Int32)] = [:]

    /// `files` in path order.
    init(files: [StylesheetFile]) {
        definers.reserveCapacity(files.reduce(0) { $0 + $1.definedNameIDs.count })
        for (position, file) in files.enumerated() {
            for name in file.definedNames {
                // One look-up per name: the slot is changed in place.
                VariableDefiners.record(Int32(position), in: &definers[name, default: (first: -1, second: -1)])
            }
        }
    }

    private static func record(_ position: Int32, in definers: inout (first: Int32, second: Int32)) {
        if definers.first < 0 {
            definers.first = position
        } else if definers.second < 0 {
            definers.second = position
        }
    }

    /// The positions of the first two files that define `name`, the second -1 when only one does.
    func definers(of name: String) -> (first: Int32, second: Int32)? { definers[name] }
}
