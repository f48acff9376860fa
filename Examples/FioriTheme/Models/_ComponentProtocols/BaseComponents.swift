import SwiftUI

// Single-property components the profile header is composed of (current FioriSwiftUICore pattern).

// sourcery: BaseComponent
public protocol _AvatarComponent {
    // sourcery: @ViewBuilder
    var avatar: (any View)? { get }
}

// sourcery: BaseComponent
public protocol _HeadlineComponent {
    // sourcery: resultBuilder.backingComponent = Text
    var headline: AttributedString { get }
}
