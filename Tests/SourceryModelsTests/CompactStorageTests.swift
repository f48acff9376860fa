import SourceText
import SourceryModels
import Testing

/// Index lists keep their first indices inline, and an annotation set may share one comment's
/// annotations: both must behave exactly like the plain arrays and merged entries they replace.
struct CompactStorageTests {
    @Test(arguments: 0...5)
    func indexListsActLikeArrays(_ count: Int) {
        var list = IndexList()
        for index in 0..<count { list.append(index * 7) }
        let array = (0..<count).map { $0 * 7 }
        #expect(Array(list) == array)
        #expect(list.count == count && list.isEmpty == array.isEmpty && list.first == array.first)
        var literal = IndexList()
        for element in array { literal.append(element) }
        #expect(list == literal && list.hashValue == literal.hashValue)
        if count > 0 {
            var other = list
            other.append(1)
            #expect(other != list)
        }
    }

    /// Each comment's text, read as the only comment of a declaration (a shared set when it can be)
    /// and as merged entries added one by one.
    @Test(arguments: [
        "a", "a, b = 1, c = \"x\"", "a = 1, a = 2", "a = 1, a = 1", "ns: a = 1, b", "k = [1, 2], l = {\"m\": true}",
        "x, y, z, w, v, u, t, s, r", "dup, dup", "@ViewBuilder, resultBuilder.name = @TagBuilder", "",
    ])
    func setsOfOneCommentMatchMergedEntries(_ annotationText: String) {
        let source = "// sourcery: \(annotationText)\nvar value: Int\n"
        let file = SourceryFile.read(SourceText(source))
        let annotations = file.comments.first?.annotations ?? []
        var merged = AnnotationSet()
        for annotation in annotations { merged.add(annotation) }
        let shared = AnnotationSet(annotations)
        #expect(shared == merged && shared.hashValue == merged.hashValue)
        #expect(shared.keys == merged.keys && shared.isEmpty == merged.isEmpty)
        for key in merged.keys { #expect(shared[key] == merged[key]) }
        if let declaration = file.declarations.first { #expect(declaration.annotations == merged) }

        var grownShared = shared
        var grownMerged = merged
        grownShared.add(key: "a", value: .string("more"))
        grownMerged.add(key: "a", value: .string("more"))
        #expect(grownShared == grownMerged && grownShared.keys == grownMerged.keys)
        #expect(grownShared["a"] == grownMerged["a"])
    }
}
