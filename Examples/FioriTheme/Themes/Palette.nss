/*
 * Field Service — brand palette.
 * Loaded by SAPFiori with NUISettings.initWithStylesheet(name: "Palette")
 * and by FioriThemeManager for the SwiftUI screens.
 */

/* Tint: brand blue on every background the app uses. */
@tintColor_lightBackground: #0A6ED1;
@tintColor_darkBackground: #4DB1FF;
@tintColor: #0854A0;

@tintColorTapState: #0854A0;
@tintColorTapState_darkBackground: #89D1FF;

/* Labels. */
@primaryLabel: #1D2D3E;

@secondaryLabel: #475E75;
@secondaryLabel_darkBackground: #D5DADD;

/* Backgrounds. */
@primaryBackground: #FFFFFF;
@primaryBackground_darkBackground: #12171C;
