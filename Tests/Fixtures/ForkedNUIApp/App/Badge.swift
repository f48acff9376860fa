// App code written for Nuance's tests: reads its own key with NUISettings from Swift.
import NUI
import UIKit

final class Badge: UIView {
    func applyTint() {
        let title = "badge"
        backgroundColor = NUISettings.getColor("badge-tint", withClass: "Badge")
        accessibilityLabel = title
    }
}
