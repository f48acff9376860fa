extension StylesheetFile {
    /// False when the did-you-mean over this file's defined names (``NameSuggestion/closest(to:in:limit:)``
    /// without a limit) surely has no answer for `name`: no other defined name starts with it, equals it
    /// but for case, or is within the search's edit limit of it. Decided on the names' bytes (variable
    /// names are the lexer's ASCII name bytes), without the search's candidate list.
    func mayHaveVariableSuggestion(for name: String) -> Bool {
        let target = Array(name.utf8)
        guard let shape = NameShape(utf8: target) else { return true }
        let limit = max(1, min(3, target.count / 3))
        let allowsCompletion = target.count >= 3
        for id in definedNameIDs {
            let mayAnswer = names.withBytes(of: Int(id)) { candidate -> Bool in
                if allowsCompletion, candidate.count > target.count, candidate.starts(with: target) { return true }
                guard abs(candidate.count - target.count) <= limit, !candidate.elementsEqual(target) else { return false }
                guard let candidateShape = NameShape(utf8: candidate) else { return true }
                if candidate.count == target.count, zip(candidate, target).allSatisfy({ asciiLowercase($0) == asciiLowercase($1) }) { return true }
                return shape.mayBeWithin(limit, of: candidateShape) && NameSuggestion.editDistance(target, Array(candidate), limit: limit) <= limit
            }
            if mayAnswer { return true }
        }
        return false
    }

    private func asciiLowercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
