//=============================================================================
// Kiosk theme of the Niagara station the app's technicians connect to.
// Not a NUI stylesheet: Niagara style sheets share the .nss extension.
//=============================================================================

#define brand = #0a6ed1;
#define panel = lineargradient(stop(0%, #f5f6f7) stop(100%, #ffffff) angle(90));

general-background: $panel;
text-color: $brand;
selection-background: $brand;
