@cornerRadius: 4;
@shadow: rgba(0, 0, 0, 0.25);

Button, BarButton {
    background-color: hsl(0.6, 0.5, 0.9);
    background-image: Assets/button-bg.png;
    background-image-insets: 4 8 4 8;
    corner-radius: @cornerRadius;
    shadow-offset: 0,2;
    text-transform: uppercase;
    text-auto-fit: false;
    padding: 2px;
}

Table { separator-style: single-line; row-height: 44 }

@media (device:ipad) and (orientation:landscape) {
    @cornerRadius: 8;
    Label {
        font-color: darkGray;
        font-name: HelveticaNeue-Bold;
    }
}
