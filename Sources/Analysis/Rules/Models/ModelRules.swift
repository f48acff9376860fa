/// The models rules, in documentation order.
package enum ModelRules {
    package static let all: [any Rule] = []
}
