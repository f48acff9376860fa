import Diagnostics

/// A `.nss` style class that an annotated Swift model yields (`fdlObjectItem`, `fdlObjectItem_title`).
package struct DerivedStyleClass: Sendable, Hashable {
    package var name: String
    /// The component (`ObjectItem`).
    package var component: String
    /// The component's property for a sub-view class (`title`), nil for the component's own class.
    package var property: String?
    /// The declaration the class comes from (the protocol, or the property).
    package var declaration: Location

    package init(name: String, component: String, property: String?, declaration: Location) {
        self.name = name
        self.component = component
        self.property = property
        self.declaration = declaration
    }
}
