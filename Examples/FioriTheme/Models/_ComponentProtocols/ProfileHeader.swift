import SwiftUI

// The profile header of the example app. Two annotations below are wrong on purpose, so that
// `nuance check` has something to say about this folder: a misspelled `@Binding` and an annotation
// separated from its property by a blank line.

/// The header of a profile screen: avatar, headline, subheadline and a follow toggle.
// sourcery: CompositeComponent
// sourcery: importFrameworks = ["Combine"]
public protocol _ProfileHeaderComponent: _AvatarComponent, _HeadlineComponent {
    var subheadline: AttributedString? { get }

    // sourcery: @binding
    var isFollowing: Bool { get }

    // sourcery: @ViewBuilder

    var badge: (any View)? { get }
}
