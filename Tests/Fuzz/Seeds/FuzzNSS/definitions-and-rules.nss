@primary: #0A6ED1;
@radius: 4;
/* a block comment */
Button, Label:highlighted {
    background-color: @primary;
    corner-radius: @radius; // trailing comment
    font-name: "HelveticaNeue-Bold";
    shadow-offset: 0,1;
}
