// sourcery: BaseComponent
protocol _CardComponent {
    // sourcery: @ViewBuilder
    var title: String { get }
}
