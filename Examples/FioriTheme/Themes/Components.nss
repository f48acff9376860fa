/*
 * Field Service — component styles (UIKit screens).
 */

@brandFont: 72-Regular;
@brandFontBold: 72-Bold;
@cardRadius: 8;
@accentOrange: #E9730C;
@warningColor: @accentOrange;

NavigationBar {
    bar-tint-color: tintColor;
    font-color: primaryLabel;
    font-name: @brandFontBold;
}

Button {
    font-name: @brandFontBold;
    font-color: #FFFFFF;
    background-color: #0A6ED1;
    corner-radius: @cardRadius;
}

Label {
    font-name: @brandFont;
    font-colour: secondaryLabel;
    tint-color: tintColor;
}

TableCellDetail {
    font-name: @brandFont;
    font-color: primary2;
}

TabelCell {
    background-color-selected: #EBF5FE;
}

TextField {
    font-name: @brandFont;
    border-style: roundedRect;
    corner-radius: @cardRadius;
}

SearchBar {
    background-color: #F5F6F7 !important;
}

fdlFUIObjectTableViewCell_footnoteLabel {
    font-style: footnote;
    font-color: #A9B4BE;
    background-color: #FFFFFF;
}

fdlFUIObjectTableViewCell_statusLabel {
    font-name: @brandFontMedium;
    font-color: @warningColor;
}

/* The ProfileHeader component of Models/_ComponentProtocols/ProfileHeader.swift. */
fdlProfileHeader_headline {
    font-style: headline;
    font-color: primaryLabel;
}

fdlProfileHeader_subheadline {
    font-style: subheadline;
    font-color: secondaryLabel;
}
