/* A stylesheet NUI 0.5 accepts */
@accent: #0A6ED1;

Button {
    background-color: @accent;
    font-color: white;
    corner-radius: 4;
}
