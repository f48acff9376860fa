// sourcery: BaseComponent, virtualPropertyDecl = "var title: String"
protocol _CardComponent {
    // sourcery: @ViewBuilder
    var title: String { get }
    /// sourcery: defaultValue = "[1, 2]", key = value = other
    var items: [Int] { get }

    // sourcery: detached

    var detached: Bool { get }
}

/* sourcery: skipJSON, names = ["a", "b"], json: key = 'single, quoted' */
struct Model {
    // sourcery:begin: generated
    let x: Int
    // sourcery:end
    // sourcery:inline:Model.Generated
    // sourcery:end
}
