#define primary = #336699;
#define radius = 4px;
$primary
