// NUI 0.5 rejects everything in this file
Label:Heading {
    font-color: "red";
    font-size: 14 !important;
    background-color: android_green;
    @local: blue;
    text-align: cénter;
}
@mediaColor: red;
@media (device:iphone) {
    @media (orientation:portrait) { }
}
} [x] > y
