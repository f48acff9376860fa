@media (min-width: 320) and (orientation: portrait) {
  NavigationBar { bar-tint-color: rgba(0, 0, 0, 0.5) !important; }
}
Label{font-size:12}
