import SwiftUI

// sourcery: BaseComponent
// sourcery: importFrameworks = ["Combine"], availableAttributeContent = "iOS 14, *"
protocol _TitleComponent {
    /// sourcery: @ViewBuilder
    var title: AttributedString { get }
    // sourcery: defaultValue = .constant(""), bindingPropertyOptional = nil
    var text: String? { get } // sourcery: thirdProperty = -3
    // sourcery: decoding: smth: key='a', x = 0
    let flags: [String: Int] /* sourcery: options = {"a": 1, "b": [true, null]} */
}

// sourcery:begin: skipEquality, mock
struct Box {
    /*
     * sourcery: placeholder = "geo:37.33,-122.03?q=1 Infinite Loop"
     */
    var p1: Int
}
// sourcery:end

// sourcery:inline:Box.AutoInit
// sourcery:end
// sourcery:file: skipHashing
// TODO sourcery: not an annotation
// Sourcery: not an annotation either
let s = "// sourcery: inside a string"
// sourcery: unbalanced = "swallows, the rest
