/* Palette overrides for the light and dark backgrounds */
@tintColor: #0A6ED1;
@tintColor_darkBackground: 0x91C8F6;
@brandOverlay: #1EE68A00;

/* nuance-disable-next-line nss/unknown-class -- read by app code */
fdlFUIObjectView_headlineLabel {
    font-style: headline;
    font-color: @tintColor;
    background-color-selected: negative_darkBackground;
}

fdlFontStyle_subheadline,
fdlFUITimelineCell
{
	font-name: semiboldSystem;
	font-size: 15;
}
