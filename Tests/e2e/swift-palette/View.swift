import SwiftUI

struct BadgeView: View {
    var isOn: Bool

    var body: some View {
        Text("New")
            .font(.fiori(forTextStyle: .headline))
            .foregroundColor(Color.preferredColor(.tintColor))
            .background(Color.preferredColor(isOn ? .primaryLabel : .primaryLable))
    }
}
