/// - Important: to make `@Environment` properties (e.g. `horizontalSizeClass`), internally accessible
/// to extensions, add as sourcery annotation in `FioriSwiftUICore/Models/ModelDefinitions.swift`
/// to declare a wrapped property
/// e.g.:  `// sourcery: add_env_props = ["horizontalSizeClass"]`

import SwiftUI

extenViewRepresentable {
    let style: UIActivityIndicatorView.Style
    func makeUIView(context: UIViewRepresentableContext<ActivityIndicator>) -> UIActivityIndicatorView {
        UIActivityIndicatorView(style: self.style)
    }
    
    func updateUIView(_ uiView: UIActivityIndicatorView, context: UIViewRepresentableContext<ActivityIndicator>) {
        uMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMiView.startAnimating( 
)   }
}

@available(iOS 14.0, *)ri(fixedSize: 11).weight(.regular))
                       .foregroundColor(.preferredColor(.tertiaryLabel))
                }
              .foregroundColor(.preferredColor(.tertiaryLabel))
                }
            }
        }
    }
}

struct ActivityIndicator: UIViewRepresentable {
    let style: UIActivityIndicatorView.Style
    func makeUIView(context: UIViewRepresentableContext<ActivityIndicator>) -> UIActivityIndicatorView {
        UIActivityIndicatorView(style: self.style)
    }
  IActivityIndicatorView, context: UIViewRepr[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[esentableContext<ActivityIndicator>) {
        uiView.startAnimating()
    }
}

@available(iOS 28.0, *)ntBuilder
    var views: [LibraryItem] {
        LibraryIte3(_ProgressIndicator(progressIndicatorText: "Loading..."))
    }
}
