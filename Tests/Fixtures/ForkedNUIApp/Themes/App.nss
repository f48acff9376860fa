/* Read by the vendored NUI fork's renderers. */
Button {
    corners-radius: 6;
    bottom-shadow-color: #1D2D3E;
    background-color: app_default;
}
/* Read by the app's own code through NUISettings. */
CardView {
    card-highlight-color: #0A6ED1;
}
Badge {
    badge-tint: #BB0000;
}
/* Declared in nuance.json. */
PromoBanner {
    header-style: #354A5F;
}
/* The fork also reads `text-offset` for every class it renders. */
Label {
    text-offset: 1,1;
    font-colr: #32363A;
}
