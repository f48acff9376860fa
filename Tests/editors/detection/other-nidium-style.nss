{
    "button": {
        "background": "#336699",
        "radius": 4
    }
}
