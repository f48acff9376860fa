// The built-in SAP Fiori for iOS palette v8 as a token file. `scripts/generate-fiori-palette` compiles
// it into `FioriPaletteV8Table.swift`, which `Palette.fioriV8` reads; `Palette.fioriV8FromTokenFile()`
// reads it through the token reader, which the table is checked against.

extension Palette {
    /// The text of `fiori-palette-v8.tokens.json`.
    static let fioriV8TokenFileText = ##"""
{
  "$description": "SAP Fiori for iOS colour palette v8 (FioriThemeManager ColorStyle + PaletteV8, Apache-2.0), as shipped with Nuance. $value is the colour used on a light background; $extensions.mode holds every background scheme by the .nss suffix that selects it. Two malformed published values are left out: map8 (#D0R774) and the contrastDarkBackground value of headerBlended (9 hex digits); the deprecated tintColorTapStateLight and tintColorTapStateDark, which the source lists as aliases of themselves, point at tintColorTapState.",
  "fiori": {
    "grey1": {
      "$type": "color",
      "$value": "#F5F6F7FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#F5F6F7FF",
          "darkBackground": "#12171CFF",
          "elevatedLightBackground": "#F5F6F7FF",
          "elevatedDarkBackground": "#12171CFF",
          "contrastLightBackground": "#EAECEEFF",
          "contrastDarkBackground": "#1C242BFF",
          "elevatedContrastLightBackground": "#EAECEEFF",
          "elevatedContrastDarkBackground": "#1C242BFF"
        }
      }
    },
    "grey2": {
      "$type": "color",
      "$value": "#EAECEEFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#EAECEEFF",
          "darkBackground": "#1A2733FF",
          "elevatedLightBackground": "#EAECEEFF",
          "elevatedDarkBackground": "#1A2733FF",
          "contrastLightBackground": "#D5DADDFF",
          "contrastDarkBackground": "#22313FFF",
          "elevatedContrastLightBackground": "#D5DADDFF",
          "elevatedContrastDarkBackground": "#22313FFF"
        }
      }
    },
    "grey3": {
      "$type": "color",
      "$value": "#D5DADDFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#D5DADDFF",
          "darkBackground": "#223548FF",
          "elevatedLightBackground": "#D5DADDFF",
          "elevatedDarkBackground": "#223548FF",
          "contrastLightBackground": "#A9B4BEFF",
          "contrastDarkBackground": "#2B3E4FFF",
          "elevatedContrastLightBackground": "#A9B4BEFF",
          "elevatedContrastDarkBackground": "#2B3E4FFF"
        }
      }
    },
    "grey4": {
      "$type": "color",
      "$value": "#A9B4BEFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#A9B4BEFF",
          "darkBackground": "#354A5FFF",
          "elevatedLightBackground": "#A9B4BEFF",
          "elevatedDarkBackground": "#354A5FFF",
          "contrastLightBackground": "#96A6B5FF",
          "contrastDarkBackground": "#364D63FF",
          "elevatedContrastLightBackground": "#96A6B5FF",
          "elevatedContrastDarkBackground": "#364D63FF"
        }
      }
    },
    "grey5": {
      "$type": "color",
      "$value": "#8396A8FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#8396A8FF",
          "darkBackground": "#475E75FF",
          "elevatedLightBackground": "#8396A8FF",
          "elevatedDarkBackground": "#475E75FF",
          "contrastLightBackground": "#8799ABFF",
          "contrastDarkBackground": "#3F5A73FF",
          "elevatedContrastLightBackground": "#8799ABFF",
          "elevatedContrastDarkBackground": "#3F5A73FF"
        }
      }
    },
    "grey6": {
      "$type": "color",
      "$value": "#5B738BFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#5B738BFF",
          "darkBackground": "#5B738BFF",
          "elevatedLightBackground": "#5B738BFF",
          "elevatedDarkBackground": "#5B738BFF",
          "contrastLightBackground": "#5B738BFF",
          "contrastDarkBackground": "#5B738BFF",
          "elevatedContrastLightBackground": "#5B738BFF",
          "elevatedContrastDarkBackground": "#5B738BFF"
        }
      }
    },
    "grey7": {
      "$type": "color",
      "$value": "#475E75FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#475E75FF",
          "darkBackground": "#8396A8FF",
          "elevatedLightBackground": "#475E75FF",
          "elevatedDarkBackground": "#8396A8FF",
          "contrastLightBackground": "#354A5FFF",
          "contrastDarkBackground": "#A5B0BBFF",
          "elevatedContrastLightBackground": "#354A5FFF",
          "elevatedContrastDarkBackground": "#A5B0BBFF"
        }
      }
    },
    "grey8": {
      "$type": "color",
      "$value": "#354A5FFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#354A5FFF",
          "darkBackground": "#A9B4BEFF",
          "elevatedLightBackground": "#354A5FFF",
          "elevatedDarkBackground": "#A9B4BEFF",
          "contrastLightBackground": "#223548FF",
          "contrastDarkBackground": "#C0C9CEFF",
          "elevatedContrastLightBackground": "#223548FF",
          "elevatedContrastDarkBackground": "#C0C9CEFF"
        }
      }
    },
    "grey9": {
      "$type": "color",
      "$value": "#223548FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#223548FF",
          "darkBackground": "#D5DADDFF",
          "elevatedLightBackground": "#223548FF",
          "elevatedDarkBackground": "#D5DADDFF",
          "contrastLightBackground": "#1A2733FF",
          "contrastDarkBackground": "#D7DBE0FF",
          "elevatedContrastLightBackground": "#1A2733FF",
          "elevatedContrastDarkBackground": "#D7DBE0FF"
        }
      }
    },
    "grey10": {
      "$type": "color",
      "$value": "#1A2733FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#1A2733FF",
          "darkBackground": "#EAECEEFF",
          "elevatedLightBackground": "#1A2733FF",
          "elevatedDarkBackground": "#EAECEEFF",
          "contrastLightBackground": "#12171CFF",
          "contrastDarkBackground": "#E8EBEDFF",
          "elevatedContrastLightBackground": "#12171CFF",
          "elevatedContrastDarkBackground": "#E8EBEDFF"
        }
      }
    },
    "grey11": {
      "$type": "color",
      "$value": "#12171CFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#12171CFF",
          "darkBackground": "#F5F6F7FF",
          "elevatedLightBackground": "#12171CFF",
          "elevatedDarkBackground": "#F5F6F7FF",
          "contrastLightBackground": "#000000FF",
          "contrastDarkBackground": "#FFFFFFFF",
          "elevatedContrastLightBackground": "#000000FF",
          "elevatedContrastDarkBackground": "#FFFFFFFF"
        }
      }
    },
    "blue1": {
      "$type": "color",
      "$value": "#EBF8FFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#EBF8FFFF",
          "darkBackground": "#00144AFF",
          "elevatedLightBackground": "#EBF8FFFF",
          "elevatedDarkBackground": "#00144AFF",
          "contrastLightBackground": "#D1EFFFFF",
          "contrastDarkBackground": "#001A61FF",
          "elevatedContrastLightBackground": "#D1EFFFFF",
          "elevatedContrastDarkBackground": "#001A61FF"
        }
      }
    },
    "blue2": {
      "$type": "color",
      "$value": "#D1EFFFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#D1EFFFFF",
          "darkBackground": "#002A86FF",
          "elevatedLightBackground": "#D1EFFFFF",
          "elevatedDarkBackground": "#002A86FF",
          "contrastLightBackground": "#A3DFFFFF",
          "contrastDarkBackground": "#002880FF",
          "elevatedContrastLightBackground": "#A3DFFFFF",
          "elevatedContrastDarkBackground": "#002880FF"
        }
      }
    },
    "blue3": {
      "$type": "color",
      "$value": "#A6E0FFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#A6E0FFFF",
          "darkBackground": "#0040B0FF",
          "elevatedLightBackground": "#A6E0FFFF",
          "elevatedDarkBackground": "#0040B0FF",
          "contrastLightBackground": "#7ACCFFFF",
          "contrastDarkBackground": "#003899FF",
          "elevatedContrastLightBackground": "#7ACCFFFF",
          "elevatedContrastDarkBackground": "#003899FF"
        }
      }
    },
    "blue4": {
      "$type": "color",
      "$value": "#89D1FFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#89D1FFFF",
          "darkBackground": "#0057D2FF",
          "elevatedLightBackground": "#89D1FFFF",
          "elevatedDarkBackground": "#0057D2FF",
          "contrastLightBackground": "#5CB6FFFF",
          "contrastDarkBackground": "#0046A8FF",
          "elevatedContrastLightBackground": "#5CB6FFFF",
          "elevatedContrastDarkBackground": "#0046A8FF"
        }
      }
    },
    "blue5": {
      "$type": "color",
      "$value": "#4DB1FFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#4DB1FFFF",
          "darkBackground": "#0070F2FF",
          "elevatedLightBackground": "#4DB1FFFF",
          "elevatedDarkBackground": "#0070F2FF",
          "contrastLightBackground": "#3399FFFF",
          "contrastDarkBackground": "#0051C2FF",
          "elevatedContrastLightBackground": "#3399FFFF",
          "elevatedContrastDarkBackground": "#0051C2FF"
        }
      }
    },
    "blue6": {
      "$type": "color",
      "$value": "#1B90FFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#1B90FFFF",
          "darkBackground": "#1B90FFFF",
          "elevatedLightBackground": "#1B90FFFF",
          "elevatedDarkBackground": "#1B90FFFF",
          "contrastLightBackground": "#0070F0FF",
          "contrastDarkBackground": "#0070F0FF",
          "elevatedContrastLightBackground": "#0070F0FF",
          "elevatedContrastDarkBackground": "#0070F0FF"
        }
      }
    },
    "blue7": {
      "$type": "color",
      "$value": "#0070F2FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#0070F2FF",
          "darkBackground": "#4DB1FFFF",
          "elevatedLightBackground": "#0070F2FF",
          "elevatedDarkBackground": "#4DB1FFFF",
          "contrastLightBackground": "#0046A8FF",
          "contrastDarkBackground": "#57B6FFFF",
          "elevatedContrastLightBackground": "#0046A8FF",
          "elevatedContrastDarkBackground": "#57B6FFFF"
        }
      }
    },
    "blue8": {
      "$type": "color",
      "$value": "#0057D2FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#0057D2FF",
          "darkBackground": "#89D1FFFF",
          "elevatedLightBackground": "#0057D2FF",
          "elevatedDarkBackground": "#89D1FFFF",
          "contrastLightBackground": "#002A85FF",
          "contrastDarkBackground": "#A3DFFFFF",
          "elevatedContrastLightBackground": "#002A85FF",
          "elevatedContrastDarkBackground": "#A3DFFFFF"
        }
      }
    },
    "blue9": {
      "$type": "color",
      "$value": "#0040B0FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#0040B0FF",
          "darkBackground": "#A6E0FFFF",
          "elevatedLightBackground": "#0040B0FF",
          "elevatedDarkBackground": "#A6E0FFFF",
          "contrastLightBackground": "#001E70FF",
          "contrastDarkBackground": "#CCEDFFFF",
          "elevatedContrastLightBackground": "#001E70FF",
          "elevatedContrastDarkBackground": "#CCEDFFFF"
        }
      }
    },
    "blue10": {
      "$type": "color",
      "$value": "#002A86FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#002A86FF",
          "darkBackground": "#D1EFFFFF",
          "elevatedLightBackground": "#002A86FF",
          "elevatedDarkBackground": "#D1EFFFFF",
          "contrastLightBackground": "#00144DFF",
          "contrastDarkBackground": "#EBF8FFFF",
          "elevatedContrastLightBackground": "#00144DFF",
          "elevatedContrastDarkBackground": "#EBF8FFFF"
        }
      }
    },
    "blue11": {
      "$type": "color",
      "$value": "#00144AFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#00144AFF",
          "darkBackground": "#EBF8FFFF",
          "elevatedLightBackground": "#00144AFF",
          "elevatedDarkBackground": "#EBF8FFFF",
          "contrastLightBackground": "#000000FF",
          "contrastDarkBackground": "#FFFFFFFF",
          "elevatedContrastLightBackground": "#000000FF",
          "elevatedContrastDarkBackground": "#FFFFFFFF"
        }
      }
    },
    "teal1": {
      "$type": "color",
      "$value": "#DAFDF5FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#DAFDF5FF",
          "darkBackground": "#012931FF",
          "elevatedLightBackground": "#DAFDF5FF",
          "elevatedDarkBackground": "#012931FF",
          "contrastLightBackground": "#C2FCEEFF",
          "contrastDarkBackground": "#01262DFF",
          "elevatedContrastLightBackground": "#C2FCEEFF",
          "elevatedContrastDarkBackground": "#01262DFF"
        }
      }
    },
    "teal2": {
      "$type": "color",
      "$value": "#C2FCEEFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#C2FCEEFF",
          "darkBackground": "#02414CFF",
          "elevatedLightBackground": "#C2FCEEFF",
          "elevatedDarkBackground": "#02414CFF",
          "contrastLightBackground": "#84F1DBFF",
          "contrastDarkBackground": "#023640FF",
          "elevatedContrastLightBackground": "#84F1DBFF",
          "elevatedContrastDarkBackground": "#023640FF"
        }
      }
    },
    "teal3": {
      "$type": "color",
      "$value": "#64EDD2FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#64EDD2FF",
          "darkBackground": "#035663FF",
          "elevatedLightBackground": "#64EDD2FF",
          "elevatedDarkBackground": "#035663FF",
          "contrastLightBackground": "#3BE2C4FF",
          "contrastDarkBackground": "#024550FF",
          "elevatedContrastLightBackground": "#3BE2C4FF",
          "elevatedContrastDarkBackground": "#024550FF"
        }
      }
    },
    "teal4": {
      "$type": "color",
      "$value": "#2CE0BFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#2CE0BFFF",
          "darkBackground": "#046C7AFF",
          "elevatedLightBackground": "#2CE0BFFF",
          "elevatedDarkBackground": "#046C7AFF",
          "contrastLightBackground": "#1ECDB2FF",
          "contrastDarkBackground": "#03535EFF",
          "elevatedContrastLightBackground": "#1ECDB2FF",
          "elevatedContrastDarkBackground": "#03535EFF"
        }
      }
    },
    "teal5": {
      "$type": "color",
      "$value": "#00CEACFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#00CEACFF",
          "darkBackground": "#07838FFF",
          "elevatedLightBackground": "#00CEACFF",
          "elevatedDarkBackground": "#07838FFF",
          "contrastLightBackground": "#00B295FF",
          "contrastDarkBackground": "#04606CFF",
          "elevatedContrastLightBackground": "#00B295FF",
          "elevatedContrastDarkBackground": "#04606CFF"
        }
      }
    },
    "teal6": {
      "$type": "color",
      "$value": "#049F9AFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#049F9AFF",
          "darkBackground": "#049F9AFF",
          "elevatedLightBackground": "#049F9AFF",
          "elevatedDarkBackground": "#049F9AFF",
          "contrastLightBackground": "#07828DFF",
          "contrastDarkBackground": "#07828DFF",
          "elevatedContrastLightBackground": "#07828DFF",
          "elevatedContrastDarkBackground": "#07828DFF"
        }
      }
    },
    "teal7": {
      "$type": "color",
      "$value": "#07838FFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#07838FFF",
          "darkBackground": "#00CEACFF",
          "elevatedLightBackground": "#07838FFF",
          "elevatedDarkBackground": "#00CEACFF",
          "contrastLightBackground": "#03535EFF",
          "contrastDarkBackground": "#00C7C0FF",
          "elevatedContrastLightBackground": "#03535EFF",
          "elevatedContrastDarkBackground": "#00C7C0FF"
        }
      }
    },
    "teal8": {
      "$type": "color",
      "$value": "#046C7AFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#046C7AFF",
          "darkBackground": "#2CE0BFFF",
          "elevatedLightBackground": "#046C7AFF",
          "elevatedDarkBackground": "#2CE0BFFF",
          "contrastLightBackground": "#02404BFF",
          "contrastDarkBackground": "#64EDD1FF",
          "elevatedContrastLightBackground": "#02404BFF",
          "elevatedContrastDarkBackground": "#64EDD1FF"
        }
      }
    },
    "teal9": {
      "$type": "color",
      "$value": "#035663FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#035663FF",
          "darkBackground": "#64EDD2FF",
          "elevatedLightBackground": "#035663FF",
          "elevatedDarkBackground": "#64EDD2FF",
          "contrastLightBackground": "#012A32FF",
          "contrastDarkBackground": "#A7FBE7FF",
          "elevatedContrastLightBackground": "#012A32FF",
          "elevatedContrastDarkBackground": "#A7FBE7FF"
        }
      }
    },
    "teal10": {
      "$type": "color",
      "$value": "#02414CFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#02414CFF",
          "darkBackground": "#C2FCEEFF",
          "elevatedLightBackground": "#02414CFF",
          "elevatedDarkBackground": "#C2FCEEFF",
          "contrastLightBackground": "#01191EFF",
          "contrastDarkBackground": "#D8FDF4FF",
          "elevatedContrastLightBackground": "#01191EFF",
          "elevatedContrastDarkBackground": "#D8FDF4FF"
        }
      }
    },
    "teal11": {
      "$type": "color",
      "$value": "#012931FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#012931FF",
          "darkBackground": "#DAFDF5FF",
          "elevatedLightBackground": "#012931FF",
          "elevatedDarkBackground": "#DAFDF5FF",
          "contrastLightBackground": "#000000FF",
          "contrastDarkBackground": "#FFFFFFFF",
          "elevatedContrastLightBackground": "#000000FF",
          "elevatedContrastDarkBackground": "#FFFFFFFF"
        }
      }
    },
    "green1": {
      "$type": "color",
      "$value": "#F5FAE5FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#F5FAE5FF",
          "darkBackground": "#0E2B16FF",
          "elevatedLightBackground": "#F5FAE5FF",
          "elevatedDarkBackground": "#0E2B16FF",
          "contrastLightBackground": "#EAF4C7FF",
          "contrastDarkBackground": "#0D2614FF",
          "elevatedContrastLightBackground": "#EAF4C7FF",
          "elevatedContrastDarkBackground": "#0D2614FF"
        }
      }
    },
    "green2": {
      "$type": "color",
      "$value": "#EBF5CBFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#EBF5CBFF",
          "darkBackground": "#164323FF",
          "elevatedLightBackground": "#EBF5CBFF",
          "elevatedDarkBackground": "#164323FF",
          "contrastLightBackground": "#B6E779FF",
          "contrastDarkBackground": "#12361CFF",
          "elevatedContrastLightBackground": "#B6E779FF",
          "elevatedContrastDarkBackground": "#12361CFF"
        }
      }
    },
    "green3": {
      "$type": "color",
      "$value": "#BDE986FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#BDE986FF",
          "darkBackground": "#1E592FFF",
          "elevatedLightBackground": "#BDE986FF",
          "elevatedDarkBackground": "#1E592FFF",
          "contrastLightBackground": "#93DC38FF",
          "contrastDarkBackground": "#184927FF",
          "elevatedContrastLightBackground": "#93DC38FF",
          "elevatedContrastDarkBackground": "#184927FF"
        }
      }
    },
    "green4": {
      "$type": "color",
      "$value": "#97DD40FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#97DD40FF",
          "darkBackground": "#256F3AFF",
          "elevatedLightBackground": "#97DD40FF",
          "elevatedDarkBackground": "#256F3AFF",
          "contrastLightBackground": "#62CC24FF",
          "contrastDarkBackground": "#1D5827FF",
          "elevatedContrastLightBackground": "#62CC24FF",
          "elevatedContrastDarkBackground": "#1D5827FF"
        }
      }
    },
    "green5": {
      "$type": "color",
      "$value": "#5DC122FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#5DC122FF",
          "darkBackground": "#188918FF",
          "elevatedLightBackground": "#5DC122FF",
          "elevatedDarkBackground": "#188918FF",
          "contrastLightBackground": "#56B21FFF",
          "contrastDarkBackground": "#216327FF",
          "elevatedContrastLightBackground": "#56B21FFF",
          "elevatedContrastDarkBackground": "#216327FF"
        }
      }
    },
    "green6": {
      "$type": "color",
      "$value": "#36A41DFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#36A41DFF",
          "darkBackground": "#36A41DFF",
          "elevatedLightBackground": "#36A41DFF",
          "elevatedDarkBackground": "#36A41DFF",
          "contrastLightBackground": "#188918FF",
          "contrastDarkBackground": "#188918FF",
          "elevatedContrastLightBackground": "#188918FF",
          "elevatedContrastDarkBackground": "#188918FF"
        }
      }
    },
    "green7": {
      "$type": "color",
      "$value": "#188918FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#188918FF",
          "darkBackground": "#5DC122FF",
          "elevatedLightBackground": "#188918FF",
          "elevatedDarkBackground": "#5DC122FF",
          "contrastLightBackground": "#1C542CFF",
          "contrastDarkBackground": "#5FC723FF",
          "elevatedContrastLightBackground": "#1C542CFF",
          "elevatedContrastDarkBackground": "#5FC723FF"
        }
      }
    },
    "green8": {
      "$type": "color",
      "$value": "#256F3AFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#256F3AFF",
          "darkBackground": "#97DD40FF",
          "elevatedLightBackground": "#256F3AFF",
          "elevatedDarkBackground": "#97DD40FF",
          "contrastLightBackground": "#164323FF",
          "contrastDarkBackground": "#BDE986FF",
          "elevatedContrastLightBackground": "#164323FF",
          "elevatedContrastDarkBackground": "#BDE986FF"
        }
      }
    },
    "green9": {
      "$type": "color",
      "$value": "#1E592FFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#1E592FFF",
          "darkBackground": "#BDE986FF",
          "elevatedLightBackground": "#1E592FFF",
          "elevatedDarkBackground": "#BDE986FF",
          "contrastLightBackground": "#0E2B16FF",
          "contrastDarkBackground": "#E0F0B2FF",
          "elevatedContrastLightBackground": "#0E2B16FF",
          "elevatedContrastDarkBackground": "#E0F0B2FF"
        }
      }
    },
    "green10": {
      "$type": "color",
      "$value": "#164323FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#164323FF",
          "darkBackground": "#EBF5CBFF",
          "elevatedLightBackground": "#164323FF",
          "elevatedDarkBackground": "#EBF5CBFF",
          "contrastLightBackground": "#091B0EFF",
          "contrastDarkBackground": "#F5FAE5FF",
          "elevatedContrastLightBackground": "#091B0EFF",
          "elevatedContrastDarkBackground": "#F5FAE5FF"
        }
      }
    },
    "green11": {
      "$type": "color",
      "$value": "#0E2B16FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#0E2B16FF",
          "darkBackground": "#F5FAE5FF",
          "elevatedLightBackground": "#0E2B16FF",
          "elevatedDarkBackground": "#F5FAE5FF",
          "contrastLightBackground": "#000000FF",
          "contrastDarkBackground": "#FFFFFFFF",
          "elevatedContrastLightBackground": "#000000FF",
          "elevatedContrastDarkBackground": "#FFFFFFFF"
        }
      }
    },
    "mango1": {
      "$type": "color",
      "$value": "#FFF8D6FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFF8D6FF",
          "darkBackground": "#450B00FF",
          "elevatedLightBackground": "#FFF8D6FF",
          "elevatedDarkBackground": "#450B00FF",
          "contrastLightBackground": "#FFF3B8FF",
          "contrastDarkBackground": "#470B00FF",
          "elevatedContrastLightBackground": "#FFF3B8FF",
          "elevatedContrastDarkBackground": "#470B00FF"
        }
      }
    },
    "mango2": {
      "$type": "color",
      "$value": "#FFF3B8FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFF3B8FF",
          "darkBackground": "#6D1900FF",
          "elevatedLightBackground": "#FFF3B8FF",
          "elevatedDarkBackground": "#6D1900FF",
          "contrastLightBackground": "#FFE17AFF",
          "contrastDarkBackground": "#611700FF",
          "elevatedContrastLightBackground": "#FFE17AFF",
          "elevatedContrastDarkBackground": "#611700FF"
        }
      }
    },
    "mango3": {
      "$type": "color",
      "$value": "#FFDF72FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFDF72FF",
          "darkBackground": "#8D2A00FF",
          "elevatedLightBackground": "#FFDF72FF",
          "elevatedDarkBackground": "#8D2A00FF",
          "contrastLightBackground": "#FFCB52FF",
          "contrastDarkBackground": "#7A2500FF",
          "elevatedContrastLightBackground": "#FFCB52FF",
          "elevatedContrastDarkBackground": "#7A2500FF"
        }
      }
    },
    "mango4": {
      "$type": "color",
      "$value": "#FFC933FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFC933FF",
          "darkBackground": "#A93E00FF",
          "elevatedLightBackground": "#FFC933FF",
          "elevatedDarkBackground": "#A93E00FF",
          "contrastLightBackground": "#FFAB24FF",
          "contrastDarkBackground": "#853100FF",
          "elevatedContrastLightBackground": "#FFAB24FF",
          "elevatedContrastDarkBackground": "#853100FF"
        }
      }
    },
    "mango5": {
      "$type": "color",
      "$value": "#FFB300FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFB300FF",
          "darkBackground": "#C35500FF",
          "elevatedLightBackground": "#FFB300FF",
          "elevatedDarkBackground": "#C35500FF",
          "contrastLightBackground": "#F58F00FF",
          "contrastDarkBackground": "#993800FF",
          "elevatedContrastLightBackground": "#F58F00FF",
          "elevatedContrastDarkBackground": "#993800FF"
        }
      }
    },
    "mango6": {
      "$type": "color",
      "$value": "#E76500FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#E76500FF",
          "darkBackground": "#E76500FF",
          "elevatedLightBackground": "#E76500FF",
          "elevatedDarkBackground": "#E76500FF",
          "contrastLightBackground": "#C35500FF",
          "contrastDarkBackground": "#C25400FF",
          "elevatedContrastLightBackground": "#C35500FF",
          "elevatedContrastDarkBackground": "#C25400FF"
        }
      }
    },
    "mango7": {
      "$type": "color",
      "$value": "#C35500FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#C35500FF",
          "darkBackground": "#FFB300FF",
          "elevatedLightBackground": "#C35500FF",
          "elevatedDarkBackground": "#FFB300FF",
          "contrastLightBackground": "#853100FF",
          "contrastDarkBackground": "#EBA400FF",
          "elevatedContrastLightBackground": "#853100FF",
          "elevatedContrastDarkBackground": "#EBA400FF"
        }
      }
    },
    "mango8": {
      "$type": "color",
      "$value": "#A93E00FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#A93E00FF",
          "darkBackground": "#FFC933FF",
          "elevatedLightBackground": "#A93E00FF",
          "elevatedDarkBackground": "#FFC933FF",
          "contrastLightBackground": "#702100FF",
          "contrastDarkBackground": "#FFD970FF",
          "elevatedContrastLightBackground": "#702100FF",
          "elevatedContrastDarkBackground": "#FFD970FF"
        }
      }
    },
    "mango9": {
      "$type": "color",
      "$value": "#8D2A00FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#8D2A00FF",
          "darkBackground": "#FFDF72FF",
          "elevatedLightBackground": "#8D2A00FF",
          "elevatedDarkBackground": "#FFDF72FF",
          "contrastLightBackground": "#450B00FF",
          "contrastDarkBackground": "#FFEDADFF",
          "elevatedContrastLightBackground": "#450B00FF",
          "elevatedContrastDarkBackground": "#FFEDADFF"
        }
      }
    },
    "mango10": {
      "$type": "color",
      "$value": "#6D1900FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#6D1900FF",
          "darkBackground": "#FFF3B8FF",
          "elevatedLightBackground": "#6D1900FF",
          "elevatedDarkBackground": "#FFF3B8FF",
          "contrastLightBackground": "#290700FF",
          "contrastDarkBackground": "#FFF8D6FF",
          "elevatedContrastLightBackground": "#290700FF",
          "elevatedContrastDarkBackground": "#FFF8D6FF"
        }
      }
    },
    "mango11": {
      "$type": "color",
      "$value": "#450B00FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#450B00FF",
          "darkBackground": "#FFF8D6FF",
          "elevatedLightBackground": "#450B00FF",
          "elevatedDarkBackground": "#FFF8D6FF",
          "contrastLightBackground": "#000000FF",
          "contrastDarkBackground": "#FFFFFFFF",
          "elevatedContrastLightBackground": "#000000FF",
          "elevatedContrastDarkBackground": "#FFFFFFFF"
        }
      }
    },
    "red1": {
      "$type": "color",
      "$value": "#FFEAF4FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFEAF4FF",
          "darkBackground": "#350000FF",
          "elevatedLightBackground": "#FFEAF4FF",
          "elevatedDarkBackground": "#350000FF",
          "contrastLightBackground": "#FFE0F0FF",
          "contrastDarkBackground": "#470000FF",
          "elevatedContrastLightBackground": "#FFE0F0FF",
          "elevatedContrastDarkBackground": "#470000FF"
        }
      }
    },
    "red2": {
      "$type": "color",
      "$value": "#FFD5EAFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFD5EAFF",
          "darkBackground": "#5A0404FF",
          "elevatedLightBackground": "#FFD5EAFF",
          "elevatedDarkBackground": "#5A0404FF",
          "contrastLightBackground": "#FFBDD8FF",
          "contrastDarkBackground": "#5D0404FF",
          "elevatedContrastLightBackground": "#FFBDD8FF",
          "elevatedContrastDarkBackground": "#5D0404FF"
        }
      }
    },
    "red3": {
      "$type": "color",
      "$value": "#FFB2D2FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFB2D2FF",
          "darkBackground": "#840606FF",
          "elevatedLightBackground": "#FFB2D2FF",
          "elevatedDarkBackground": "#840606FF",
          "contrastLightBackground": "#FF99BBFF",
          "contrastDarkBackground": "#790606FF",
          "elevatedContrastLightBackground": "#FF99BBFF",
          "elevatedContrastDarkBackground": "#790606FF"
        }
      }
    },
    "red4": {
      "$type": "color",
      "$value": "#FF8CB2FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FF8CB2FF",
          "darkBackground": "#AA0808FF",
          "elevatedLightBackground": "#FF8CB2FF",
          "elevatedDarkBackground": "#AA0808FF",
          "contrastLightBackground": "#FF7596FF",
          "contrastDarkBackground": "#970707FF",
          "elevatedContrastLightBackground": "#FF7596FF",
          "elevatedContrastDarkBackground": "#970707FF"
        }
      }
    },
    "red5": {
      "$type": "color",
      "$value": "#FF5C77FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FF5C77FF",
          "darkBackground": "#D20A0AFF",
          "elevatedLightBackground": "#FF5C77FF",
          "elevatedDarkBackground": "#D20A0AFF",
          "contrastLightBackground": "#FF5C77FF",
          "contrastDarkBackground": "#B40808FF",
          "elevatedContrastLightBackground": "#FF5C77FF",
          "elevatedContrastDarkBackground": "#B40808FF"
        }
      }
    },
    "red6": {
      "$type": "color",
      "$value": "#EE3939FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#EE3939FF",
          "darkBackground": "#EE3939FF",
          "elevatedLightBackground": "#EE3939FF",
          "elevatedDarkBackground": "#EE3939FF",
          "contrastLightBackground": "#D20A0AFF",
          "contrastDarkBackground": "#D20A0AFF",
          "elevatedContrastLightBackground": "#D20A0AFF",
          "elevatedContrastDarkBackground": "#D20A0AFF"
        }
      }
    },
    "red7": {
      "$type": "color",
      "$value": "#D20A0AFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#D20A0AFF",
          "darkBackground": "#FF5C77FF",
          "elevatedLightBackground": "#D20A0AFF",
          "elevatedDarkBackground": "#FF5C77FF",
          "contrastLightBackground": "#9C0707FF",
          "contrastDarkBackground": "#FF8AB9FF",
          "elevatedContrastLightBackground": "#9C0707FF",
          "elevatedContrastDarkBackground": "#FF8AB9FF"
        }
      }
    },
    "red8": {
      "$type": "color",
      "$value": "#AA0808FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#AA0808FF",
          "darkBackground": "#FF8CB2FF",
          "elevatedLightBackground": "#AA0808FF",
          "elevatedDarkBackground": "#FF8CB2FF",
          "contrastLightBackground": "#7F0505FF",
          "contrastDarkBackground": "#FFADD1FF",
          "elevatedContrastLightBackground": "#7F0505FF",
          "elevatedContrastDarkBackground": "#FFADD1FF"
        }
      }
    },
    "red9": {
      "$type": "color",
      "$value": "#840606FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#840606FF",
          "darkBackground": "#FFB2D2FF",
          "elevatedLightBackground": "#840606FF",
          "elevatedDarkBackground": "#FFB2D2FF",
          "contrastLightBackground": "#4E0303FF",
          "contrastDarkBackground": "#FFD6EBFF",
          "elevatedContrastLightBackground": "#4E0303FF",
          "elevatedContrastDarkBackground": "#FFD6EBFF"
        }
      }
    },
    "red10": {
      "$type": "color",
      "$value": "#5A0404FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#5A0404FF",
          "darkBackground": "#FFD5EAFF",
          "elevatedLightBackground": "#5A0404FF",
          "elevatedDarkBackground": "#FFD5EAFF",
          "contrastLightBackground": "#350000FF",
          "contrastDarkBackground": "#FFEAF4FF",
          "elevatedContrastLightBackground": "#350000FF",
          "elevatedContrastDarkBackground": "#FFEAF4FF"
        }
      }
    },
    "red11": {
      "$type": "color",
      "$value": "#350000FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#350000FF",
          "darkBackground": "#FFEAF4FF",
          "elevatedLightBackground": "#350000FF",
          "elevatedDarkBackground": "#FFEAF4FF",
          "contrastLightBackground": "#000000FF",
          "contrastDarkBackground": "#FFFFFFFF",
          "elevatedContrastLightBackground": "#000000FF",
          "elevatedContrastDarkBackground": "#FFFFFFFF"
        }
      }
    },
    "pink1": {
      "$type": "color",
      "$value": "#FFF0FAFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFF0FAFF",
          "darkBackground": "#28004AFF",
          "elevatedLightBackground": "#FFF0FAFF",
          "elevatedDarkBackground": "#28004AFF",
          "contrastLightBackground": "#FFE0F5FF",
          "contrastDarkBackground": "#340060FF",
          "elevatedContrastLightBackground": "#FFE0F5FF",
          "elevatedContrastDarkBackground": "#340060FF"
        }
      }
    },
    "pink2": {
      "$type": "color",
      "$value": "#FFDCF3FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFDCF3FF",
          "darkBackground": "#510080FF",
          "elevatedLightBackground": "#FFDCF3FF",
          "elevatedDarkBackground": "#510080FF",
          "contrastLightBackground": "#FFB8EEFF",
          "contrastDarkBackground": "#4D007AFF",
          "elevatedContrastLightBackground": "#FFB8EEFF",
          "elevatedContrastDarkBackground": "#4D007AFF"
        }
      }
    },
    "pink3": {
      "$type": "color",
      "$value": "#FFAFEDFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFAFEDFF",
          "darkBackground": "#7800A4FF",
          "elevatedLightBackground": "#FFAFEDFF",
          "elevatedDarkBackground": "#7800A4FF",
          "contrastLightBackground": "#FF99F1FF",
          "contrastDarkBackground": "#640089FF",
          "elevatedContrastLightBackground": "#FF99F1FF",
          "elevatedContrastDarkBackground": "#640089FF"
        }
      }
    },
    "pink4": {
      "$type": "color",
      "$value": "#FF8AF0FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FF8AF0FF",
          "darkBackground": "#A100C2FF",
          "elevatedLightBackground": "#FF8AF0FF",
          "elevatedDarkBackground": "#A100C2FF",
          "contrastLightBackground": "#F87CF6FF",
          "contrastDarkBackground": "#7F0099FF",
          "elevatedContrastLightBackground": "#F87CF6FF",
          "elevatedContrastDarkBackground": "#7F0099FF"
        }
      }
    },
    "pink5": {
      "$type": "color",
      "$value": "#F65AF2FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#F65AF2FF",
          "darkBackground": "#CC00DCFF",
          "elevatedLightBackground": "#F65AF2FF",
          "elevatedDarkBackground": "#CC00DCFF",
          "contrastLightBackground": "#F65AF1FF",
          "contrastDarkBackground": "#9400B2FF",
          "elevatedContrastLightBackground": "#F65AF1FF",
          "elevatedContrastDarkBackground": "#9400B2FF"
        }
      }
    },
    "pink6": {
      "$type": "color",
      "$value": "#F31DEDFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#F31DEDFF",
          "darkBackground": "#F31DEDFF",
          "elevatedLightBackground": "#F31DEDFF",
          "elevatedDarkBackground": "#F31DEDFF",
          "contrastLightBackground": "#CC00DBFF",
          "contrastDarkBackground": "#CC00DBFF",
          "elevatedContrastLightBackground": "#CC00DBFF",
          "elevatedContrastDarkBackground": "#CC00DBFF"
        }
      }
    },
    "pink7": {
      "$type": "color",
      "$value": "#CC00DCFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#CC00DCFF",
          "darkBackground": "#F65AF2FF",
          "elevatedLightBackground": "#CC00DCFF",
          "elevatedDarkBackground": "#F65AF2FF",
          "contrastLightBackground": "#7F0099FF",
          "contrastDarkBackground": "#F781F3FF",
          "elevatedContrastLightBackground": "#7F0099FF",
          "elevatedContrastDarkBackground": "#F781F3FF"
        }
      }
    },
    "pink8": {
      "$type": "color",
      "$value": "#A100C2FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#A100C2FF",
          "darkBackground": "#FF8AF0FF",
          "elevatedLightBackground": "#A100C2FF",
          "elevatedDarkBackground": "#FF8AF0FF",
          "contrastLightBackground": "#510080FF",
          "contrastDarkBackground": "#FFA3EEFF",
          "elevatedContrastLightBackground": "#510080FF",
          "elevatedContrastDarkBackground": "#FFA3EEFF"
        }
      }
    },
    "pink9": {
      "$type": "color",
      "$value": "#7800A4FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#7800A4FF",
          "darkBackground": "#FFAFEDFF",
          "elevatedLightBackground": "#7800A4FF",
          "elevatedDarkBackground": "#FFAFEDFF",
          "contrastLightBackground": "#400066FF",
          "contrastDarkBackground": "#FFD1EFFF",
          "elevatedContrastLightBackground": "#400066FF",
          "elevatedContrastDarkBackground": "#FFD1EFFF"
        }
      }
    },
    "pink10": {
      "$type": "color",
      "$value": "#510080FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#510080FF",
          "darkBackground": "#FFDCF3FF",
          "elevatedLightBackground": "#510080FF",
          "elevatedDarkBackground": "#FFDCF3FF",
          "contrastLightBackground": "#240042FF",
          "contrastDarkBackground": "#FFF0FAFF",
          "elevatedContrastLightBackground": "#240042FF",
          "elevatedContrastDarkBackground": "#FFF0FAFF"
        }
      }
    },
    "pink11": {
      "$type": "color",
      "$value": "#28004AFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#28004AFF",
          "darkBackground": "#FFF0FAFF",
          "elevatedLightBackground": "#28004AFF",
          "elevatedDarkBackground": "#FFF0FAFF",
          "contrastLightBackground": "#000000FF",
          "contrastDarkBackground": "#FFFFFFFF",
          "elevatedContrastLightBackground": "#000000FF",
          "elevatedContrastDarkBackground": "#FFFFFFFF"
        }
      }
    },
    "raspberry1": {
      "$type": "color",
      "$value": "#FFF0F5FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFF0F5FF",
          "darkBackground": "#510136FF",
          "elevatedLightBackground": "#FFF0F5FF",
          "elevatedDarkBackground": "#510136FF",
          "contrastLightBackground": "#FFE5EEFF",
          "contrastDarkBackground": "#41002BFF",
          "elevatedContrastLightBackground": "#FFE5EEFF",
          "elevatedContrastDarkBackground": "#41002BFF"
        }
      }
    },
    "raspberry2": {
      "$type": "color",
      "$value": "#FFDCE8FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFDCE8FF",
          "darkBackground": "#71014BFF",
          "elevatedLightBackground": "#FFDCE8FF",
          "elevatedDarkBackground": "#71014BFF",
          "contrastLightBackground": "#FFC1D6FF",
          "contrastDarkBackground": "#60003FFF",
          "elevatedContrastLightBackground": "#FFC1D6FF",
          "elevatedContrastDarkBackground": "#60003FFF"
        }
      }
    },
    "raspberry3": {
      "$type": "color",
      "$value": "#FECBDAFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FECBDAFF",
          "darkBackground": "#9B015DFF",
          "elevatedLightBackground": "#FECBDAFF",
          "elevatedDarkBackground": "#9B015DFF",
          "contrastLightBackground": "#FDA0BAFF",
          "contrastDarkBackground": "#7E004CFF",
          "elevatedContrastLightBackground": "#FDA0BAFF",
          "elevatedContrastDarkBackground": "#7E004CFF"
        }
      }
    },
    "raspberry4": {
      "$type": "color",
      "$value": "#FEADC8FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FEADC8FF",
          "darkBackground": "#BA066CFF",
          "elevatedLightBackground": "#FEADC8FF",
          "elevatedDarkBackground": "#BA066CFF",
          "contrastLightBackground": "#FD81ABFF",
          "contrastDarkBackground": "#940456FF",
          "elevatedContrastLightBackground": "#FD81ABFF",
          "elevatedContrastDarkBackground": "#940456FF"
        }
      }
    },
    "raspberry5": {
      "$type": "color",
      "$value": "#FE83AEFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FE83AEFF",
          "darkBackground": "#FE83AEFF",
          "elevatedLightBackground": "#FE83AEFF",
          "elevatedDarkBackground": "#FE83AEFF",
          "contrastLightBackground": "#FE6198FF",
          "contrastDarkBackground": "#AD0564FF",
          "elevatedContrastLightBackground": "#FE6198FF",
          "elevatedContrastDarkBackground": "#AD0564FF"
        }
      }
    },
    "raspberry6": {
      "$type": "color",
      "$value": "#FA4F96FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FA4F96FF",
          "darkBackground": "#FA4F96FF",
          "elevatedLightBackground": "#FA4F96FF",
          "elevatedDarkBackground": "#FA4F96FF",
          "contrastLightBackground": "#E2127AFF",
          "contrastDarkBackground": "#DD1177FF",
          "elevatedContrastLightBackground": "#E2127AFF",
          "elevatedContrastDarkBackground": "#DD1177FF"
        }
      }
    },
    "raspberry7": {
      "$type": "color",
      "$value": "#DF1278FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#DF1278FF",
          "darkBackground": "#FE83AEFF",
          "elevatedLightBackground": "#DF1278FF",
          "elevatedDarkBackground": "#FE83AEFF",
          "contrastLightBackground": "#8A0450FF",
          "contrastDarkBackground": "#FD8A8EFF",
          "elevatedContrastLightBackground": "#8A0450FF",
          "elevatedContrastDarkBackground": "#FD8A8EFF"
        }
      }
    },
    "raspberry8": {
      "$type": "color",
      "$value": "#BA066CFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#BA066CFF",
          "darkBackground": "#FEADC8FF",
          "elevatedLightBackground": "#BA066CFF",
          "elevatedDarkBackground": "#FEADC8FF",
          "contrastLightBackground": "#6F014AFF",
          "contrastDarkBackground": "#FDAAB1FF",
          "elevatedContrastLightBackground": "#6F014AFF",
          "elevatedContrastDarkBackground": "#FDAAB1FF"
        }
      }
    },
    "raspberry9": {
      "$type": "color",
      "$value": "#9B015DFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#9B015DFF",
          "darkBackground": "#FECBDAFF",
          "elevatedLightBackground": "#9B015DFF",
          "elevatedDarkBackground": "#FECBDAFF",
          "contrastLightBackground": "#510136FF",
          "contrastDarkBackground": "#FFDBE1FF",
          "elevatedContrastLightBackground": "#510136FF",
          "elevatedContrastDarkBackground": "#FFDBE1FF"
        }
      }
    },
    "raspberry10": {
      "$type": "color",
      "$value": "#71014BFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#71014BFF",
          "darkBackground": "#FFDCE8FF",
          "elevatedLightBackground": "#71014BFF",
          "elevatedDarkBackground": "#FFDCE8FF",
          "contrastLightBackground": "#320021FF",
          "contrastDarkBackground": "#FFF0F5FF",
          "elevatedContrastLightBackground": "#320021FF",
          "elevatedContrastDarkBackground": "#FFF0F5FF"
        }
      }
    },
    "raspberry11": {
      "$type": "color",
      "$value": "#510136FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#510136FF",
          "darkBackground": "#FFF0F5FF",
          "elevatedLightBackground": "#510136FF",
          "elevatedDarkBackground": "#FFF0F5FF",
          "contrastLightBackground": "#000000FF",
          "contrastDarkBackground": "#FFFFFFFF",
          "elevatedContrastLightBackground": "#000000FF",
          "elevatedContrastDarkBackground": "#FFFFFFFF"
        }
      }
    },
    "indigo1": {
      "$type": "color",
      "$value": "#F1ECFFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#F1ECFFFF",
          "darkBackground": "#0E0637FF",
          "elevatedLightBackground": "#F1ECFFFF",
          "elevatedDarkBackground": "#0E0637FF",
          "contrastLightBackground": "#ECE5FFFF",
          "contrastDarkBackground": "#1A0B65FF",
          "elevatedContrastLightBackground": "#ECE5FFFF",
          "elevatedContrastDarkBackground": "#1A0B65FF"
        }
      }
    },
    "indigo2": {
      "$type": "color",
      "$value": "#E2D8FFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#E2D8FFFF",
          "darkBackground": "#1C0C6EFF",
          "elevatedLightBackground": "#E2D8FFFF",
          "elevatedDarkBackground": "#1C0C6EFF",
          "contrastLightBackground": "#DDC7FFFF",
          "contrastDarkBackground": "#240F8AFF",
          "elevatedContrastLightBackground": "#DDC7FFFF",
          "elevatedContrastDarkBackground": "#240F8AFF"
        }
      }
    },
    "indigo3": {
      "$type": "color",
      "$value": "#D3B6FFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#D3B6FFFF",
          "darkBackground": "#2C13ADFF",
          "elevatedLightBackground": "#D3B6FFFF",
          "elevatedDarkBackground": "#2C13ADFF",
          "contrastLightBackground": "#C2A3FFFF",
          "contrastDarkBackground": "#2D13AEFF",
          "elevatedContrastLightBackground": "#C2A3FFFF",
          "elevatedContrastDarkBackground": "#2D13AEFF"
        }
      }
    },
    "indigo4": {
      "$type": "color",
      "$value": "#B894FFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#B894FFFF",
          "darkBackground": "#470CEDFF",
          "elevatedLightBackground": "#B894FFFF",
          "elevatedDarkBackground": "#470CEDFF",
          "contrastLightBackground": "#AD8FFFFF",
          "contrastDarkBackground": "#400BD0FF",
          "elevatedContrastLightBackground": "#AD8FFFFF",
          "elevatedContrastDarkBackground": "#400BD0FF"
        }
      }
    },
    "indigo5": {
      "$type": "color",
      "$value": "#9B76FFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#9B76FFFF",
          "darkBackground": "#5D36FFFF",
          "elevatedLightBackground": "#9B76FFFF",
          "elevatedDarkBackground": "#5D36FFFF",
          "contrastLightBackground": "#A180F9FF",
          "contrastDarkBackground": "#581FF4FF",
          "elevatedContrastLightBackground": "#A180F9FF",
          "elevatedContrastDarkBackground": "#581FF4FF"
        }
      }
    },
    "indigo6": {
      "$type": "color",
      "$value": "#7858FFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#7858FFFF",
          "darkBackground": "#7858FFFF",
          "elevatedLightBackground": "#7858FFFF",
          "elevatedDarkBackground": "#7858FFFF",
          "contrastLightBackground": "#8055F6FF",
          "contrastDarkBackground": "#8055F6FF",
          "elevatedContrastLightBackground": "#8055F6FF",
          "elevatedContrastDarkBackground": "#8055F6FF"
        }
      }
    },
    "indigo7": {
      "$type": "color",
      "$value": "#5D36FFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#5D36FFFF",
          "darkBackground": "#9B76FFFF",
          "elevatedLightBackground": "#5D36FFFF",
          "elevatedDarkBackground": "#9B76FFFF",
          "contrastLightBackground": "#460CE4FF",
          "contrastDarkBackground": "#B8A2FBFF",
          "elevatedContrastLightBackground": "#460CE4FF",
          "elevatedContrastDarkBackground": "#B8A2FBFF"
        }
      }
    },
    "indigo8": {
      "$type": "color",
      "$value": "#470CEDFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#470CEDFF",
          "darkBackground": "#B894FFFF",
          "elevatedLightBackground": "#470CEDFF",
          "elevatedDarkBackground": "#B894FFFF",
          "contrastLightBackground": "#28119CFF",
          "contrastDarkBackground": "#D4B8FFFF",
          "elevatedContrastLightBackground": "#28119CFF",
          "elevatedContrastDarkBackground": "#D4B8FFFF"
        }
      }
    },
    "indigo9": {
      "$type": "color",
      "$value": "#2C13ADFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#2C13ADFF",
          "darkBackground": "#D3B6FFFF",
          "elevatedLightBackground": "#2C13ADFF",
          "elevatedDarkBackground": "#D3B6FFFF",
          "contrastLightBackground": "#1A0B65FF",
          "contrastDarkBackground": "#DDD1FFFF",
          "elevatedContrastLightBackground": "#1A0B65FF",
          "elevatedContrastDarkBackground": "#DDD1FFFF"
        }
      }
    },
    "indigo10": {
      "$type": "color",
      "$value": "#1C0C6EFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#1C0C6EFF",
          "darkBackground": "#E2D8FFFF",
          "elevatedLightBackground": "#1C0C6EFF",
          "elevatedDarkBackground": "#E2D8FFFF",
          "contrastLightBackground": "#0E0637FF",
          "contrastDarkBackground": "#F0EBFFFF",
          "elevatedContrastLightBackground": "#0E0637FF",
          "elevatedContrastDarkBackground": "#F0EBFFFF"
        }
      }
    },
    "indigo11": {
      "$type": "color",
      "$value": "#0E0637FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#0E0637FF",
          "darkBackground": "#F1ECFFFF",
          "elevatedLightBackground": "#0E0637FF",
          "elevatedDarkBackground": "#F1ECFFFF",
          "contrastLightBackground": "#000000FF",
          "contrastDarkBackground": "#FFFFFFFF",
          "elevatedContrastLightBackground": "#000000FF",
          "elevatedContrastDarkBackground": "#FFFFFFFF"
        }
      }
    },
    "baseWhite": {
      "$type": "color",
      "$value": "#FFFFFFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFFFFFFF",
          "darkBackground": "#FFFFFFFF",
          "elevatedLightBackground": "#FFFFFFFF",
          "elevatedDarkBackground": "#FFFFFFFF",
          "contrastLightBackground": "#FFFFFFFF",
          "contrastDarkBackground": "#FFFFFFFF",
          "elevatedContrastLightBackground": "#FFFFFFFF",
          "elevatedContrastDarkBackground": "#FFFFFFFF"
        }
      }
    },
    "baseBlack": {
      "$type": "color",
      "$value": "#000000FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#000000FF",
          "darkBackground": "#000000FF",
          "elevatedLightBackground": "#000000FF",
          "elevatedDarkBackground": "#000000FF",
          "contrastLightBackground": "#000000FF",
          "contrastDarkBackground": "#000000FF",
          "elevatedContrastLightBackground": "#000000FF",
          "elevatedContrastDarkBackground": "#000000FF"
        }
      }
    },
    "base1": {
      "$type": "color",
      "$value": "#000000FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#000000FF",
          "darkBackground": "#FFFFFFFF",
          "elevatedLightBackground": "#000000FF",
          "elevatedDarkBackground": "#FFFFFFFF",
          "contrastLightBackground": "#000000FF",
          "contrastDarkBackground": "#FFFFFFFF",
          "elevatedContrastLightBackground": "#000000FF",
          "elevatedContrastDarkBackground": "#FFFFFFFF"
        }
      }
    },
    "base2": {
      "$type": "color",
      "$value": "#FFFFFFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFFFFFFF",
          "darkBackground": "#000000FF",
          "elevatedLightBackground": "#FFFFFFFF",
          "elevatedDarkBackground": "#000000FF",
          "contrastLightBackground": "#FFFFFFFF",
          "contrastDarkBackground": "#000000FF",
          "elevatedContrastLightBackground": "#FFFFFFFF",
          "elevatedContrastDarkBackground": "#000000FF"
        }
      }
    },
    "accentLabel1": {
      "$type": "color",
      "$value": "#A93E00FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#A93E00FF",
          "darkBackground": "#FFDF72FF",
          "elevatedLightBackground": "#A93E00FF",
          "elevatedDarkBackground": "#FFDF72FF",
          "contrastLightBackground": "#702100FF",
          "contrastDarkBackground": "#FFF3B8FF",
          "elevatedContrastLightBackground": "#702100FF",
          "elevatedContrastDarkBackground": "#FFF3B8FF"
        }
      }
    },
    "accentLabel2": {
      "$type": "color",
      "$value": "#AA0808FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#AA0808FF",
          "darkBackground": "#FFB2D2FF",
          "elevatedLightBackground": "#AA0808FF",
          "elevatedDarkBackground": "#FFB2D2FF",
          "contrastLightBackground": "#7F0505FF",
          "contrastDarkBackground": "#FFE0F0FF",
          "elevatedContrastLightBackground": "#7F0505FF",
          "elevatedContrastDarkBackground": "#FFE0F0FF"
        }
      }
    },
    "accentLabel3": {
      "$type": "color",
      "$value": "#BA066CFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#BA066CFF",
          "darkBackground": "#FECBDAFF",
          "elevatedLightBackground": "#BA066CFF",
          "elevatedDarkBackground": "#FECBDAFF",
          "contrastLightBackground": "#6F014AFF",
          "contrastDarkBackground": "#FFE5EEFF",
          "elevatedContrastLightBackground": "#6F014AFF",
          "elevatedContrastDarkBackground": "#FFE5EEFF"
        }
      }
    },
    "accentLabel4": {
      "$type": "color",
      "$value": "#A110C2FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#A110C2FF",
          "darkBackground": "#FFAFEDFF",
          "elevatedLightBackground": "#A110C2FF",
          "elevatedDarkBackground": "#FFAFEDFF",
          "contrastLightBackground": "#510080FF",
          "contrastDarkBackground": "#FFE0F5FF",
          "elevatedContrastLightBackground": "#510080FF",
          "elevatedContrastDarkBackground": "#FFE0F5FF"
        }
      }
    },
    "accentLabel5": {
      "$type": "color",
      "$value": "#470CEDFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#470CEDFF",
          "darkBackground": "#D3B6FFFF",
          "elevatedLightBackground": "#470CEDFF",
          "elevatedDarkBackground": "#D3B6FFFF",
          "contrastLightBackground": "#28119CFF",
          "contrastDarkBackground": "#ECE5FFFF",
          "elevatedContrastLightBackground": "#28119CFF",
          "elevatedContrastDarkBackground": "#ECE5FFFF"
        }
      }
    },
    "accentLabel6": {
      "$type": "color",
      "$value": "#0057D2FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#0057D2FF",
          "darkBackground": "#A6E0FFFF",
          "elevatedLightBackground": "#0057D2FF",
          "elevatedDarkBackground": "#A6E0FFFF",
          "contrastLightBackground": "#002A85FF",
          "contrastDarkBackground": "#D1EFFFFF",
          "elevatedContrastLightBackground": "#002A85FF",
          "elevatedContrastDarkBackground": "#D1EFFFFF"
        }
      }
    },
    "accentLabel7": {
      "$type": "color",
      "$value": "#046C7AFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#046C7AFF",
          "darkBackground": "#64EDD2FF",
          "elevatedLightBackground": "#046C7AFF",
          "elevatedDarkBackground": "#64EDD2FF",
          "contrastLightBackground": "#02404BFF",
          "contrastDarkBackground": "#C2FCEEFF",
          "elevatedContrastLightBackground": "#02404BFF",
          "elevatedContrastDarkBackground": "#C2FCEEFF"
        }
      }
    },
    "accentLabel8": {
      "$type": "color",
      "$value": "#256F3AFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#256F3AFF",
          "darkBackground": "#BDE986FF",
          "elevatedLightBackground": "#256F3AFF",
          "elevatedDarkBackground": "#BDE986FF",
          "contrastLightBackground": "#164323FF",
          "contrastDarkBackground": "#EAF4C7FF",
          "elevatedContrastLightBackground": "#164323FF",
          "elevatedContrastDarkBackground": "#EAF4C7FF"
        }
      }
    },
    "accentLabel9": {
      "$type": "color",
      "$value": "#6C32A9FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#6C32A9FF",
          "darkBackground": "#D0B8EAFF",
          "elevatedLightBackground": "#6C32A9FF",
          "elevatedDarkBackground": "#D0B8EAFF",
          "contrastLightBackground": "#56248FFF",
          "contrastDarkBackground": "#CDB4E9FF",
          "elevatedContrastLightBackground": "#56248FFF",
          "elevatedContrastDarkBackground": "#CDB4E9FF"
        }
      }
    },
    "accentLabel10": {
      "$type": "color",
      "$value": "#354A5FFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#354A5FFF",
          "darkBackground": "#D5DADDFF",
          "elevatedLightBackground": "#354A5FFF",
          "elevatedDarkBackground": "#D5DADDFF",
          "contrastLightBackground": "#223548FF",
          "contrastDarkBackground": "#EAECEEFF",
          "elevatedContrastLightBackground": "#223548FF",
          "elevatedContrastDarkBackground": "#EAECEEFF"
        }
      }
    },
    "accentBackground1": {
      "$type": "color",
      "$value": "#FFF3B8FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFF3B8FF",
          "darkBackground": "#8D2A00FF",
          "elevatedLightBackground": "#FFF3B8FF",
          "elevatedDarkBackground": "#8D2A00FF",
          "contrastLightBackground": "#FFE17AFF",
          "contrastDarkBackground": "#853100FF",
          "elevatedContrastLightBackground": "#FFE17AFF",
          "elevatedContrastDarkBackground": "#853100FF"
        }
      }
    },
    "accentBackground2": {
      "$type": "color",
      "$value": "#FFD5EAFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFD5EAFF",
          "darkBackground": "#840606FF",
          "elevatedLightBackground": "#FFD5EAFF",
          "elevatedDarkBackground": "#840606FF",
          "contrastLightBackground": "#FFBDD8FF",
          "contrastDarkBackground": "#9C0707FF",
          "elevatedContrastLightBackground": "#FFBDD8FF",
          "elevatedContrastDarkBackground": "#9C0707FF"
        }
      }
    },
    "accentBackground3": {
      "$type": "color",
      "$value": "#FFDCE8FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFDCE8FF",
          "darkBackground": "#9B015DFF",
          "elevatedLightBackground": "#FFDCE8FF",
          "elevatedDarkBackground": "#9B015DFF",
          "contrastLightBackground": "#FFC2D7FF",
          "contrastDarkBackground": "#8B0450FF",
          "elevatedContrastLightBackground": "#FFC2D7FF",
          "elevatedContrastDarkBackground": "#8B0450FF"
        }
      }
    },
    "accentBackground4": {
      "$type": "color",
      "$value": "#FFDCF3FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFDCF3FF",
          "darkBackground": "#7800A4FF",
          "elevatedLightBackground": "#FFDCF3FF",
          "elevatedDarkBackground": "#7800A4FF",
          "contrastLightBackground": "#FFB8EFFF",
          "contrastDarkBackground": "#800099FF",
          "elevatedContrastLightBackground": "#FFB8EFFF",
          "elevatedContrastDarkBackground": "#800099FF"
        }
      }
    },
    "accentBackground5": {
      "$type": "color",
      "$value": "#E2D8FFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#E2D8FFFF",
          "darkBackground": "#2C13ADFF",
          "elevatedLightBackground": "#E2D8FFFF",
          "elevatedDarkBackground": "#2C13ADFF",
          "contrastLightBackground": "#DDC7FFFF",
          "contrastDarkBackground": "#440CE4FF",
          "elevatedContrastLightBackground": "#DDC7FFFF",
          "elevatedContrastDarkBackground": "#440CE4FF"
        }
      }
    },
    "accentBackground6": {
      "$type": "color",
      "$value": "#D1EFFFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#D1EFFFFF",
          "darkBackground": "#0040B0FF",
          "elevatedLightBackground": "#D1EFFFFF",
          "elevatedDarkBackground": "#0040B0FF",
          "contrastLightBackground": "#A3DFFFFF",
          "contrastDarkBackground": "#0046A8FF",
          "elevatedContrastLightBackground": "#A3DFFFFF",
          "elevatedContrastDarkBackground": "#0046A8FF"
        }
      }
    },
    "accentBackground7": {
      "$type": "color",
      "$value": "#C2FCEEFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#C2FCEEFF",
          "darkBackground": "#035663FF",
          "elevatedLightBackground": "#C2FCEEFF",
          "elevatedDarkBackground": "#035663FF",
          "contrastLightBackground": "#83F1DBFF",
          "contrastDarkBackground": "#03535EFF",
          "elevatedContrastLightBackground": "#83F1DBFF",
          "elevatedContrastDarkBackground": "#03535EFF"
        }
      }
    },
    "accentBackground8": {
      "$type": "color",
      "$value": "#EBF5CBFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#EBF5CBFF",
          "darkBackground": "#1E592FFF",
          "elevatedLightBackground": "#EBF5CBFF",
          "elevatedDarkBackground": "#1E592FFF",
          "contrastLightBackground": "#B6E779FF",
          "contrastDarkBackground": "#1C542CFF",
          "elevatedContrastLightBackground": "#B6E779FF",
          "elevatedContrastDarkBackground": "#1C542CFF"
        }
      }
    },
    "accentBackground9": {
      "$type": "color",
      "$value": "#DDCCF0FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#DDCCF0FF",
          "darkBackground": "#511F89FF",
          "elevatedLightBackground": "#DDCCF0FF",
          "elevatedDarkBackground": "#511F89FF",
          "contrastLightBackground": "#D3BEFFFF",
          "contrastDarkBackground": "#401E67FF",
          "elevatedContrastLightBackground": "#D3BEFFFF",
          "elevatedContrastDarkBackground": "#401E67FF"
        }
      }
    },
    "accentBackground10": {
      "$type": "color",
      "$value": "#EAECEEFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#EAECEEFF",
          "darkBackground": "#223548FF",
          "elevatedLightBackground": "#EAECEEFF",
          "elevatedDarkBackground": "#223548FF",
          "contrastLightBackground": "#D5DADDFF",
          "contrastDarkBackground": "#354A5FFF",
          "elevatedContrastLightBackground": "#D5DADDFF",
          "elevatedContrastDarkBackground": "#354A5FFF"
        }
      }
    },
    "cardShadow": {
      "$type": "color",
      "$value": "#5B738B14",
      "$extensions": {
        "mode": {
          "lightBackground": "#5B738B14",
          "darkBackground": "#0000004D",
          "elevatedLightBackground": "#5B738B14",
          "elevatedDarkBackground": "#0000004D",
          "contrastLightBackground": "#00000014",
          "contrastDarkBackground": "#0000004D",
          "elevatedContrastLightBackground": "#00000014",
          "elevatedContrastDarkBackground": "#0000004D"
        }
      }
    },
    "sectionShadow": {
      "$type": "color",
      "$value": "#5B738B3D",
      "$extensions": {
        "mode": {
          "lightBackground": "#5B738B3D",
          "darkBackground": "#0000005E",
          "elevatedLightBackground": "#5B738B3D",
          "elevatedDarkBackground": "#0000005E",
          "contrastLightBackground": "#0000003D",
          "contrastDarkBackground": "#0000005E",
          "elevatedContrastLightBackground": "#0000003D",
          "elevatedContrastDarkBackground": "#0000005E"
        }
      }
    },
    "primaryGroupedBackground": {
      "$type": "color",
      "$value": "#F5F6F7FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#F5F6F7FF",
          "darkBackground": "#000000FF",
          "elevatedLightBackground": "#F5F6F7FF",
          "elevatedDarkBackground": "#171D23FF",
          "contrastLightBackground": "#E8EBEDFF",
          "contrastDarkBackground": "#000000FF",
          "elevatedContrastLightBackground": "#E8EBEDFF",
          "elevatedContrastDarkBackground": "#192024FF"
        }
      }
    },
    "secondaryGroupedBackground": {
      "$type": "color",
      "$value": "#FFFFFFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFFFFFFF",
          "darkBackground": "#161C21FF",
          "elevatedLightBackground": "#FFFFFFFF",
          "elevatedDarkBackground": "#242D37FF",
          "contrastLightBackground": "#FFFFFFFF",
          "contrastDarkBackground": "#1D252AFF",
          "elevatedContrastLightBackground": "#FFFFFFFF",
          "elevatedContrastDarkBackground": "#212B30FF"
        }
      }
    },
    "tertiaryGroupedBackground": {
      "$type": "color",
      "$value": "#F5F6F7FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#F5F6F7FF",
          "darkBackground": "#242E38FF",
          "elevatedLightBackground": "#F5F6F7FF",
          "elevatedDarkBackground": "#2F3C48FF",
          "contrastLightBackground": "#E8ECEEFF",
          "contrastDarkBackground": "#192024FF",
          "elevatedContrastLightBackground": "#E8ECEEFF",
          "elevatedContrastDarkBackground": "#253136FF"
        }
      }
    },
    "primaryBackground": {
      "$type": "color",
      "$value": "#FFFFFFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFFFFFFF",
          "darkBackground": "#000000FF",
          "elevatedLightBackground": "#FFFFFFFF",
          "elevatedDarkBackground": "#171D23FF",
          "contrastLightBackground": "#FFFFFFFF",
          "contrastDarkBackground": "#000000FF",
          "elevatedContrastLightBackground": "#FFFFFFFF",
          "elevatedContrastDarkBackground": "#192024FF"
        }
      }
    },
    "secondaryBackground": {
      "$type": "color",
      "$value": "#F5F6F7FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#F5F6F7FF",
          "darkBackground": "#161C21FF",
          "elevatedLightBackground": "#F5F6F7FF",
          "elevatedDarkBackground": "#242D37FF",
          "contrastLightBackground": "#EAECEEFF",
          "contrastDarkBackground": "#1D252AFF",
          "elevatedContrastLightBackground": "#EAECEEFF",
          "elevatedContrastDarkBackground": "#212B30FF"
        }
      }
    },
    "tertiaryBackground": {
      "$type": "color",
      "$value": "#FFFFFFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFFFFFFF",
          "darkBackground": "#242E38FF",
          "elevatedLightBackground": "#FFFFFFFF",
          "elevatedDarkBackground": "#2F3C48FF",
          "contrastLightBackground": "#FFFFFFFF",
          "contrastDarkBackground": "#192024FF",
          "elevatedContrastLightBackground": "#FFFFFFFF",
          "elevatedContrastDarkBackground": "#253136FF"
        }
      }
    },
    "navBarTitleLabel": {
      "$type": "color",
      "$value": "#223548FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#223548FF",
          "darkBackground": "#F5F6F7FF",
          "elevatedLightBackground": "#223548FF",
          "elevatedDarkBackground": "#F5F6F7FF",
          "contrastLightBackground": "#000000FF",
          "contrastDarkBackground": "#FFFFFFFF",
          "elevatedContrastLightBackground": "#000000FF",
          "elevatedContrastDarkBackground": "#FFFFFFFF"
        }
      }
    },
    "primaryLabel": {
      "$type": "color",
      "$value": "#223548FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#223548FF",
          "darkBackground": "#F5F6F7FF",
          "elevatedLightBackground": "#223548FF",
          "elevatedDarkBackground": "#F5F6F7FF",
          "contrastLightBackground": "#000000FF",
          "contrastDarkBackground": "#FFFFFFFF",
          "elevatedContrastLightBackground": "#000000FF",
          "elevatedContrastDarkBackground": "#FFFFFFFF"
        }
      }
    },
    "secondaryLabel": {
      "$type": "color",
      "$value": "#475E75FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#475E75FF",
          "darkBackground": "#D5DADDFF",
          "elevatedLightBackground": "#475E75FF",
          "elevatedDarkBackground": "#D5DADDFF",
          "contrastLightBackground": "#223548FF",
          "contrastDarkBackground": "#EAECEEFF",
          "elevatedContrastLightBackground": "#223548FF",
          "elevatedContrastDarkBackground": "#EAECEEFF"
        }
      }
    },
    "tertiaryLabel": {
      "$type": "color",
      "$value": "#5B738BFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#5B738BFF",
          "darkBackground": "#A9B4BEFF",
          "elevatedLightBackground": "#5B738BFF",
          "elevatedDarkBackground": "#A9B4BEFF",
          "contrastLightBackground": "#354A5FFF",
          "contrastDarkBackground": "#D5DADDFF",
          "elevatedContrastLightBackground": "#354A5FFF",
          "elevatedContrastDarkBackground": "#D5DADDFF"
        }
      }
    },
    "quaternaryLabel": {
      "$type": "color",
      "$value": "#8396A875",
      "$extensions": {
        "mode": {
          "lightBackground": "#8396A875",
          "darkBackground": "#A9B4BE4D",
          "elevatedLightBackground": "#8396A875",
          "elevatedDarkBackground": "#A9B4BE4D",
          "contrastLightBackground": "#354A5F57",
          "contrastDarkBackground": "#A9B4BE80",
          "elevatedContrastLightBackground": "#354A5F57",
          "elevatedContrastDarkBackground": "#A9B4BE80"
        }
      }
    },
    "quinaryLabel": {
      "$type": "color",
      "$value": "#FFFFFFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFFFFFFF",
          "darkBackground": "#000000FF",
          "elevatedLightBackground": "#FFFFFFFF",
          "elevatedDarkBackground": "#000000FF",
          "contrastLightBackground": "#FFFFFFFF",
          "contrastDarkBackground": "#000000FF",
          "elevatedContrastLightBackground": "#FFFFFFFF",
          "elevatedContrastDarkBackground": "#000000FF"
        }
      }
    },
    "neutralLabel": {
      "$type": "color",
      "$value": "#354A5FFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#354A5FFF",
          "darkBackground": "#8396A8FF",
          "elevatedLightBackground": "#354A5FFF",
          "elevatedDarkBackground": "#8396A8FF",
          "contrastLightBackground": "#223548FF",
          "contrastDarkBackground": "#A9B4BEFF",
          "elevatedContrastLightBackground": "#223548FF",
          "elevatedContrastDarkBackground": "#A9B4BEFF"
        }
      }
    },
    "primaryFill": {
      "$type": "color",
      "$value": "#8396A83D",
      "$extensions": {
        "mode": {
          "lightBackground": "#8396A83D",
          "darkBackground": "#8396A84D",
          "elevatedLightBackground": "#8396A83D",
          "elevatedDarkBackground": "#8396A84D",
          "contrastLightBackground": "#8799AB57",
          "contrastDarkBackground": "#8396A866",
          "elevatedContrastLightBackground": "#8799AB57",
          "elevatedContrastDarkBackground": "#8396A866"
        }
      }
    },
    "secondaryFill": {
      "$type": "color",
      "$value": "#8396A833",
      "$extensions": {
        "mode": {
          "lightBackground": "#8396A833",
          "darkBackground": "#8396A847",
          "elevatedLightBackground": "#8396A833",
          "elevatedDarkBackground": "#8396A847",
          "contrastLightBackground": "#8799AB4D",
          "contrastDarkBackground": "#8396A861",
          "elevatedContrastLightBackground": "#8799AB4D",
          "elevatedContrastDarkBackground": "#8396A861"
        }
      }
    },
    "tertiaryFill": {
      "$type": "color",
      "$value": "#8396A826",
      "$extensions": {
        "mode": {
          "lightBackground": "#8396A826",
          "darkBackground": "#8396A833",
          "elevatedLightBackground": "#8396A826",
          "elevatedDarkBackground": "#8396A833",
          "contrastLightBackground": "#8799AB40",
          "contrastDarkBackground": "#8396A84D",
          "elevatedContrastLightBackground": "#8799AB40",
          "elevatedContrastDarkBackground": "#8396A84D"
        }
      }
    },
    "quaternaryFill": {
      "$type": "color",
      "$value": "#8396A817",
      "$extensions": {
        "mode": {
          "lightBackground": "#8396A817",
          "darkBackground": "#8396A829",
          "elevatedLightBackground": "#8396A817",
          "elevatedDarkBackground": "#8396A829",
          "contrastLightBackground": "#8799AB1A",
          "contrastDarkBackground": "#8396A838",
          "elevatedContrastLightBackground": "#8799AB1A",
          "elevatedContrastDarkBackground": "#8396A838"
        }
      }
    },
    "tintColor": {
      "$type": "color",
      "$value": "#0070F2FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#0070F2FF",
          "darkBackground": "#4DB1FFFF",
          "elevatedLightBackground": "#0070F2FF",
          "elevatedDarkBackground": "#4DB1FFFF",
          "contrastLightBackground": "#0046A8FF",
          "contrastDarkBackground": "#5CB7FFFF",
          "elevatedContrastLightBackground": "#0046A8FF",
          "elevatedContrastDarkBackground": "#5CB7FFFF"
        }
      }
    },
    "tintColor2": {
      "$type": "color",
      "$value": "#0057D2FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#0057D2FF",
          "darkBackground": "#4DB1FFFF",
          "elevatedLightBackground": "#0057D2FF",
          "elevatedDarkBackground": "#4DB1FFFF",
          "contrastLightBackground": "#002A85FF",
          "contrastDarkBackground": "#5CB7FFFF",
          "elevatedContrastLightBackground": "#002A85FF",
          "elevatedContrastDarkBackground": "#5CB7FFFF"
        }
      }
    },
    "tintColor3": {
      "$type": "color",
      "$value": "#0070F214",
      "$extensions": {
        "mode": {
          "lightBackground": "#0070F214",
          "darkBackground": "#4DB1FF29",
          "elevatedLightBackground": "#0070F214",
          "elevatedDarkBackground": "#4DB1FF29",
          "contrastLightBackground": "#0070F014",
          "contrastDarkBackground": "#5CB7FF29",
          "elevatedContrastLightBackground": "#0070F014",
          "elevatedContrastDarkBackground": "#5CB7FF29"
        }
      }
    },
    "tintColorTapState": {
      "$type": "color",
      "$value": "#0040B0FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#0040B0FF",
          "darkBackground": "#1B90FFFF",
          "elevatedLightBackground": "#0040B0FF",
          "elevatedDarkBackground": "#1B90FFFF",
          "contrastLightBackground": "#001E70FF",
          "contrastDarkBackground": "#3399FFFF",
          "elevatedContrastLightBackground": "#001E70FF",
          "elevatedContrastDarkBackground": "#3399FFFF"
        }
      }
    },
    "negativeLabel": {
      "$type": "color",
      "$value": "#AA0808FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#AA0808FF",
          "darkBackground": "#FF5C77FF",
          "elevatedLightBackground": "#AA0808FF",
          "elevatedDarkBackground": "#FF5C77FF",
          "contrastLightBackground": "#7F0505FF",
          "contrastDarkBackground": "#FF8CB2FF",
          "elevatedContrastLightBackground": "#7F0505FF",
          "elevatedContrastDarkBackground": "#FF8CB2FF"
        }
      }
    },
    "positiveLabel": {
      "$type": "color",
      "$value": "#256F3AFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#256F3AFF",
          "darkBackground": "#5DC122FF",
          "elevatedLightBackground": "#256F3AFF",
          "elevatedDarkBackground": "#5DC122FF",
          "contrastLightBackground": "#164323FF",
          "contrastDarkBackground": "#97DD40FF",
          "elevatedContrastLightBackground": "#164323FF",
          "elevatedContrastDarkBackground": "#97DD40FF"
        }
      }
    },
    "criticalLabel": {
      "$type": "color",
      "$value": "#A93E00FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#A93E00FF",
          "darkBackground": "#FFB300FF",
          "elevatedLightBackground": "#A93E00FF",
          "elevatedDarkBackground": "#FFB300FF",
          "contrastLightBackground": "#702100FF",
          "contrastDarkBackground": "#FFC933FF",
          "elevatedContrastLightBackground": "#702100FF",
          "elevatedContrastDarkBackground": "#FFC933FF"
        }
      }
    },
    "informativeLabel": {
      "$type": "color",
      "$value": "#0057D2FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#0057D2FF",
          "darkBackground": "#4DB1FFFF",
          "elevatedLightBackground": "#0057D2FF",
          "elevatedDarkBackground": "#4DB1FFFF",
          "contrastLightBackground": "#002A85FF",
          "contrastDarkBackground": "#89D1FFFF",
          "elevatedContrastLightBackground": "#002A85FF",
          "elevatedContrastDarkBackground": "#89D1FFFF"
        }
      }
    },
    "negativeLabelTapState": {
      "$type": "color",
      "$value": "#840606FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#840606FF",
          "darkBackground": "#EE3939FF",
          "elevatedLightBackground": "#840606FF",
          "elevatedDarkBackground": "#EE3939FF",
          "contrastLightBackground": "#4E0303FF",
          "contrastDarkBackground": "#FF5C77FF",
          "elevatedContrastLightBackground": "#4E0303FF",
          "elevatedContrastDarkBackground": "#FF5C77FF"
        }
      }
    },
    "positiveLabelTapState": {
      "$type": "color",
      "$value": "#1E592FFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#1E592FFF",
          "darkBackground": "#36A41DFF",
          "elevatedLightBackground": "#1E592FFF",
          "elevatedDarkBackground": "#36A41DFF",
          "contrastLightBackground": "#0E2B16FF",
          "contrastDarkBackground": "#56B21FFF",
          "elevatedContrastLightBackground": "#0E2B16FF",
          "elevatedContrastDarkBackground": "#56B21FFF"
        }
      }
    },
    "criticalLabelTapState": {
      "$type": "color",
      "$value": "#8D2A00FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#8D2A00FF",
          "darkBackground": "#FFB300FF",
          "elevatedLightBackground": "#8D2A00FF",
          "elevatedDarkBackground": "#FFB300FF",
          "contrastLightBackground": "#450B00FF",
          "contrastDarkBackground": "#F58F00FF",
          "elevatedContrastLightBackground": "#450B00FF",
          "elevatedContrastDarkBackground": "#F58F00FF"
        }
      }
    },
    "informativeLabelTapState": {
      "$type": "color",
      "$value": "#0040B0FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#0040B0FF",
          "darkBackground": "#1B90FFFF",
          "elevatedLightBackground": "#0040B0FF",
          "elevatedDarkBackground": "#1B90FFFF",
          "contrastLightBackground": "#001E70FF",
          "contrastDarkBackground": "#3399FFFF",
          "elevatedContrastLightBackground": "#001E70FF",
          "elevatedContrastDarkBackground": "#3399FFFF"
        }
      }
    },
    "neutralLabelTapState": {
      "$type": "color",
      "$value": "#223548FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#223548FF",
          "darkBackground": "#8396A8FF",
          "elevatedLightBackground": "#223548FF",
          "elevatedDarkBackground": "#8396A8FF",
          "contrastLightBackground": "#1A2733FF",
          "contrastDarkBackground": "#8799ABFF",
          "elevatedContrastLightBackground": "#1A2733FF",
          "elevatedContrastDarkBackground": "#8799ABFF"
        }
      }
    },
    "negativeBackground": {
      "$type": "color",
      "$value": "#EE393914",
      "$extensions": {
        "mode": {
          "lightBackground": "#EE393914",
          "darkBackground": "#EE39391F",
          "elevatedLightBackground": "#EE393914",
          "elevatedDarkBackground": "#EE39391F",
          "contrastLightBackground": "#D20A0A14",
          "contrastDarkBackground": "#FF5C771F",
          "elevatedContrastLightBackground": "#D20A0A14",
          "elevatedContrastDarkBackground": "#FF5C771F"
        }
      }
    },
    "positiveBackground": {
      "$type": "color",
      "$value": "#36A41D14",
      "$extensions": {
        "mode": {
          "lightBackground": "#36A41D14",
          "darkBackground": "#36A41D1F",
          "elevatedLightBackground": "#36A41D14",
          "elevatedDarkBackground": "#36A41D1F",
          "contrastLightBackground": "#18891814",
          "contrastDarkBackground": "#56B21F1F",
          "elevatedContrastLightBackground": "#18891814",
          "elevatedContrastDarkBackground": "#56B21F1F"
        }
      }
    },
    "criticalBackground": {
      "$type": "color",
      "$value": "#E7650014",
      "$extensions": {
        "mode": {
          "lightBackground": "#E7650014",
          "darkBackground": "#E765001F",
          "elevatedLightBackground": "#E7650014",
          "elevatedDarkBackground": "#E765001F",
          "contrastLightBackground": "#C3550014",
          "contrastDarkBackground": "#F58F001F",
          "elevatedContrastLightBackground": "#C3550014",
          "elevatedContrastDarkBackground": "#F58F001F"
        }
      }
    },
    "informationBackground": {
      "$type": "color",
      "$value": "#1B90FF14",
      "$extensions": {
        "mode": {
          "lightBackground": "#1B90FF14",
          "darkBackground": "#1B90FF1F",
          "elevatedLightBackground": "#1B90FF14",
          "elevatedDarkBackground": "#1B90FF1F",
          "contrastLightBackground": "#0070F014",
          "contrastDarkBackground": "#3399FF1F",
          "elevatedContrastLightBackground": "#0070F014",
          "elevatedContrastDarkBackground": "#3399FF1F"
        }
      }
    },
    "neutralBackground": {
      "$type": "color",
      "$value": "#5B738B14",
      "$extensions": {
        "mode": {
          "lightBackground": "#5B738B14",
          "darkBackground": "#5B738B1F",
          "elevatedLightBackground": "#5B738B14",
          "elevatedDarkBackground": "#5B738B1F",
          "contrastLightBackground": "#5B738B14",
          "contrastDarkBackground": "#8799AB1F",
          "elevatedContrastLightBackground": "#5B738B14",
          "elevatedContrastDarkBackground": "#8799AB1F"
        }
      }
    },
    "negativeBackgroundTapState": {
      "$type": "color",
      "$value": "#EE393929",
      "$extensions": {
        "mode": {
          "lightBackground": "#EE393929",
          "darkBackground": "#EE393938",
          "elevatedLightBackground": "#EE393929",
          "elevatedDarkBackground": "#EE393938",
          "contrastLightBackground": "#D20A0A29",
          "contrastDarkBackground": "#FF5C7738",
          "elevatedContrastLightBackground": "#D20A0A29",
          "elevatedContrastDarkBackground": "#FF5C7738"
        }
      }
    },
    "positiveBackgroundTapState": {
      "$type": "color",
      "$value": "#36A41D29",
      "$extensions": {
        "mode": {
          "lightBackground": "#36A41D29",
          "darkBackground": "#36A41D38",
          "elevatedLightBackground": "#36A41D29",
          "elevatedDarkBackground": "#36A41D38",
          "contrastLightBackground": "#18891829",
          "contrastDarkBackground": "#56B21F38",
          "elevatedContrastLightBackground": "#18891829",
          "elevatedContrastDarkBackground": "#56B21F38"
        }
      }
    },
    "criticalBackgroundTapState": {
      "$type": "color",
      "$value": "#E7650029",
      "$extensions": {
        "mode": {
          "lightBackground": "#E7650029",
          "darkBackground": "#E7650038",
          "elevatedLightBackground": "#E7650029",
          "elevatedDarkBackground": "#E7650038",
          "contrastLightBackground": "#C3550029",
          "contrastDarkBackground": "#F58F0038",
          "elevatedContrastLightBackground": "#C3550029",
          "elevatedContrastDarkBackground": "#F58F0038"
        }
      }
    },
    "informationBackgroundTapState": {
      "$type": "color",
      "$value": "#1B90FF29",
      "$extensions": {
        "mode": {
          "lightBackground": "#1B90FF29",
          "darkBackground": "#1B90FF38",
          "elevatedLightBackground": "#1B90FF29",
          "elevatedDarkBackground": "#1B90FF38",
          "contrastLightBackground": "#0070F029",
          "contrastDarkBackground": "#3399FF38",
          "elevatedContrastLightBackground": "#0070F029",
          "elevatedContrastDarkBackground": "#3399FF38"
        }
      }
    },
    "neutralBackgroundTapState": {
      "$type": "color",
      "$value": "#5B738B29",
      "$extensions": {
        "mode": {
          "lightBackground": "#5B738B29",
          "darkBackground": "#5B738B38",
          "elevatedLightBackground": "#5B738B29",
          "elevatedDarkBackground": "#5B738B38",
          "contrastLightBackground": "#5B738B29",
          "contrastDarkBackground": "#8799AB38",
          "elevatedContrastLightBackground": "#5B738B29",
          "elevatedContrastDarkBackground": "#8799AB38"
        }
      }
    },
    "separator": {
      "$type": "color",
      "$value": "#5B738B5E",
      "$extensions": {
        "mode": {
          "lightBackground": "#5B738B5E",
          "darkBackground": "#8396A85E",
          "elevatedLightBackground": "#5B738B5E",
          "elevatedDarkBackground": "#8396A85E",
          "contrastLightBackground": "#354A5F5E",
          "contrastDarkBackground": "#A9B4BE5E",
          "elevatedContrastLightBackground": "#354A5F5E",
          "elevatedContrastDarkBackground": "#A9B4BE5E"
        }
      }
    },
    "separatorOpaque": {
      "$type": "color",
      "$value": "#5B738BD4",
      "$extensions": {
        "mode": {
          "lightBackground": "#5B738BD4",
          "darkBackground": "#8396A8D4",
          "elevatedLightBackground": "#5B738BD4",
          "elevatedDarkBackground": "#8396A8D4",
          "contrastLightBackground": "#354A5FD4",
          "contrastDarkBackground": "#A9B4BED4",
          "elevatedContrastLightBackground": "#354A5FD4",
          "elevatedContrastDarkBackground": "#A9B4BED4"
        }
      }
    },
    "header": {
      "$type": "color",
      "$value": "#FFFFFFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFFFFFFF",
          "darkBackground": "#161C21FF",
          "elevatedLightBackground": "#FFFFFFFF",
          "elevatedDarkBackground": "#242E38FF",
          "contrastLightBackground": "#FFFFFFFF",
          "contrastDarkBackground": "#1D252CFF",
          "elevatedContrastLightBackground": "#FFFFFFFF",
          "elevatedContrastDarkBackground": "#2A3540FF"
        }
      }
    },
    "headerBlended": {
      "$type": "color",
      "$value": "#FFFFFFD9",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFFFFFD9",
          "darkBackground": "#13181DE6",
          "elevatedLightBackground": "#FFFFFFD9",
          "elevatedDarkBackground": "#1F272FE6",
          "contrastLightBackground": "#FFFFFFD9",
          "elevatedContrastLightBackground": "#FFFFFFD9",
          "elevatedContrastDarkBackground": "#242E38E6"
        }
      }
    },
    "barTransparent": {
      "$type": "color",
      "$value": "#12171CD9",
      "$extensions": {
        "mode": {
          "lightBackground": "#12171CD9",
          "darkBackground": "#12171CD9",
          "elevatedLightBackground": "#12171CD9",
          "elevatedDarkBackground": "#12171CD9",
          "contrastLightBackground": "#000000D9",
          "contrastDarkBackground": "#000000D9",
          "elevatedContrastLightBackground": "#000000D9",
          "elevatedContrastDarkBackground": "#000000D9"
        }
      }
    },
    "contrastElement": {
      "$type": "color",
      "$value": "#5B738BFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#5B738BFF",
          "darkBackground": "#8396A8FF",
          "elevatedLightBackground": "#5B738BFF",
          "elevatedDarkBackground": "#8396A8FF",
          "contrastLightBackground": "#354A5FFF",
          "contrastDarkBackground": "#96A6B5FF",
          "elevatedContrastLightBackground": "#354A5FFF",
          "elevatedContrastDarkBackground": "#96A6B5FF"
        }
      }
    },
    "footer": {
      "$type": "color",
      "$value": "#FFFFFFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFFFFFFF",
          "darkBackground": "#192027FF",
          "elevatedLightBackground": "#FFFFFFFF",
          "elevatedDarkBackground": "#1F272FE6",
          "contrastLightBackground": "#FFFFFFFF",
          "contrastDarkBackground": "#1C242BFF",
          "elevatedContrastLightBackground": "#FFFFFFFF",
          "elevatedContrastDarkBackground": "#2B3641FF"
        }
      }
    },
    "cellBackground": {
      "$type": "color",
      "$value": "#FFFFFF00",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFFFFF00",
          "darkBackground": "#22354800",
          "elevatedLightBackground": "#FFFFFF00",
          "elevatedDarkBackground": "#22354800",
          "contrastLightBackground": "#FFFFFF00",
          "contrastDarkBackground": "#1A273300",
          "elevatedContrastLightBackground": "#FFFFFF00",
          "elevatedContrastDarkBackground": "#1A273300"
        }
      }
    },
    "chrome": {
      "$type": "color",
      "$value": "#FFFFFFD9",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFFFFFD9",
          "darkBackground": "#000000BF",
          "elevatedLightBackground": "#FFFFFFD9",
          "elevatedDarkBackground": "#171D23BF",
          "contrastLightBackground": "#FFFFFFE6",
          "contrastDarkBackground": "#000000E6",
          "elevatedContrastLightBackground": "#FFFFFFE6",
          "elevatedContrastDarkBackground": "#192024E6"
        }
      }
    },
    "chromeSecondary": {
      "$type": "color",
      "$value": "#FFFFFFD9",
      "$extensions": {
        "mode": {
          "lightBackground": "#FFFFFFD9",
          "darkBackground": "#161C21BF",
          "elevatedLightBackground": "#FFFFFFD9",
          "elevatedDarkBackground": "#242D37BF",
          "contrastLightBackground": "#FFFFFFE6",
          "contrastDarkBackground": "#1D252AE6",
          "elevatedContrastLightBackground": "#FFFFFFE6",
          "elevatedContrastDarkBackground": "#212B30E6"
        }
      }
    },
    "chart1": {
      "$type": "color",
      "$value": "#168EFFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#168EFFFF",
          "darkBackground": "#3278BEFF",
          "elevatedLightBackground": "#168EFFFF",
          "elevatedDarkBackground": "#3278BEFF",
          "contrastLightBackground": "#446E97FF",
          "contrastDarkBackground": "#8BABCBFF",
          "elevatedContrastLightBackground": "#446E97FF",
          "elevatedContrastDarkBackground": "#8BABCBFF"
        }
      }
    },
    "chart2": {
      "$type": "color",
      "$value": "#C87B00FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#C87B00FF",
          "darkBackground": "#F2A634FF",
          "elevatedLightBackground": "#C87B00FF",
          "elevatedDarkBackground": "#F2A634FF",
          "contrastLightBackground": "#D74114FF",
          "contrastDarkBackground": "#ED8859FF",
          "elevatedContrastLightBackground": "#D74114FF",
          "elevatedContrastDarkBackground": "#ED8859FF"
        }
      }
    },
    "chart3": {
      "$type": "color",
      "$value": "#75980BFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#75980BFF",
          "darkBackground": "#B4CE35FF",
          "elevatedLightBackground": "#75980BFF",
          "elevatedDarkBackground": "#B4CE35FF",
          "contrastLightBackground": "#2D6F51FF",
          "contrastDarkBackground": "#9FB822FF",
          "elevatedContrastLightBackground": "#2D6F51FF",
          "elevatedContrastDarkBackground": "#9FB822FF"
        }
      }
    },
    "chart4": {
      "$type": "color",
      "$value": "#DF1278FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#DF1278FF",
          "darkBackground": "#FA4F96FF",
          "elevatedLightBackground": "#DF1278FF",
          "elevatedDarkBackground": "#FA4F96FF",
          "contrastLightBackground": "#DF1278FF",
          "contrastDarkBackground": "#FE74AEFF",
          "elevatedContrastLightBackground": "#DF1278FF",
          "elevatedContrastDarkBackground": "#FE74AEFF"
        }
      }
    },
    "chart5": {
      "$type": "color",
      "$value": "#8B47D7FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#8B47D7FF",
          "darkBackground": "#8B47D7FF",
          "elevatedLightBackground": "#8B47D7FF",
          "elevatedDarkBackground": "#8B47D7FF",
          "contrastLightBackground": "#7D44CFFF",
          "contrastDarkBackground": "#C092F6FF",
          "elevatedContrastLightBackground": "#7D44CFFF",
          "elevatedContrastDarkBackground": "#C092F6FF"
        }
      }
    },
    "chart6": {
      "$type": "color",
      "$value": "#049F9AFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#049F9AFF",
          "darkBackground": "#049F9AFF",
          "elevatedLightBackground": "#049F9AFF",
          "elevatedDarkBackground": "#049F9AFF",
          "contrastLightBackground": "#03778CFF",
          "contrastDarkBackground": "#05C0BAFF",
          "elevatedContrastLightBackground": "#03778CFF",
          "elevatedContrastDarkBackground": "#05C0BAFF"
        }
      }
    },
    "chart7": {
      "$type": "color",
      "$value": "#0070F2FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#0070F2FF",
          "darkBackground": "#0070F2FF",
          "elevatedLightBackground": "#0070F2FF",
          "elevatedDarkBackground": "#0070F2FF",
          "contrastLightBackground": "#0070F2FF",
          "contrastDarkBackground": "#57A5FFFF",
          "elevatedContrastLightBackground": "#0070F2FF",
          "elevatedContrastDarkBackground": "#57A5FFFF"
        }
      }
    },
    "chart8": {
      "$type": "color",
      "$value": "#CC00DCFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#CC00DCFF",
          "darkBackground": "#F31DEDFF",
          "elevatedLightBackground": "#CC00DCFF",
          "elevatedDarkBackground": "#F31DEDFF",
          "contrastLightBackground": "#AE478DFF",
          "contrastDarkBackground": "#F473F0FF",
          "elevatedContrastLightBackground": "#AE478DFF",
          "elevatedContrastDarkBackground": "#F473F0FF"
        }
      }
    },
    "chart9": {
      "$type": "color",
      "$value": "#798C77FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#798C77FF",
          "darkBackground": "#8EA18CFF",
          "elevatedLightBackground": "#798C77FF",
          "elevatedDarkBackground": "#8EA18CFF",
          "contrastLightBackground": "#667664FF",
          "contrastDarkBackground": "#9DAD9BFF",
          "elevatedContrastLightBackground": "#667664FF",
          "elevatedContrastDarkBackground": "#9DAD9BFF"
        }
      }
    },
    "chart10": {
      "$type": "color",
      "$value": "#DA6C6CFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#DA6C6CFF",
          "darkBackground": "#F28585FF",
          "elevatedLightBackground": "#DA6C6CFF",
          "elevatedDarkBackground": "#F28585FF",
          "contrastLightBackground": "#B75757FF",
          "contrastDarkBackground": "#F28585FF",
          "elevatedContrastLightBackground": "#B75757FF",
          "elevatedContrastDarkBackground": "#F28585FF"
        }
      }
    },
    "chart11": {
      "$type": "color",
      "$value": "#5D36FFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#5D36FFFF",
          "darkBackground": "#7858FFFF",
          "elevatedLightBackground": "#5D36FFFF",
          "elevatedDarkBackground": "#7858FFFF",
          "contrastLightBackground": "#4B25E7FF",
          "contrastDarkBackground": "#9EA3F6FF",
          "elevatedContrastLightBackground": "#4B25E7FF",
          "elevatedContrastDarkBackground": "#9EA3F6FF"
        }
      }
    },
    "chart12": {
      "$type": "color",
      "$value": "#A68A5BFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#A68A5BFF",
          "darkBackground": "#A68A5BFF",
          "elevatedLightBackground": "#A68A5BFF",
          "elevatedDarkBackground": "#A68A5BFF",
          "contrastLightBackground": "#816246FF",
          "contrastDarkBackground": "#B49E78FF",
          "elevatedContrastLightBackground": "#816246FF",
          "elevatedContrastDarkBackground": "#B49E78FF"
        }
      }
    },
    "stockUpStroke": {
      "$type": "color",
      "$value": "#30914CFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#30914CFF",
          "darkBackground": "#30914CFF",
          "elevatedLightBackground": "#30914CFF",
          "elevatedDarkBackground": "#30914CFF",
          "contrastLightBackground": "#006362FF",
          "contrastDarkBackground": "#99CC99FF",
          "elevatedContrastLightBackground": "#006362FF",
          "elevatedContrastDarkBackground": "#99CC99FF"
        }
      }
    },
    "stockDownStroke": {
      "$type": "color",
      "$value": "#F53232FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#F53232FF",
          "darkBackground": "#F83030FF",
          "elevatedLightBackground": "#F53232FF",
          "elevatedDarkBackground": "#F83030FF",
          "contrastLightBackground": "#AB0000FF",
          "contrastDarkBackground": "#FF7878FF",
          "elevatedContrastLightBackground": "#AB0000FF",
          "elevatedContrastDarkBackground": "#FF7878FF"
        }
      }
    },
    "chartBad": {
      "$type": "color",
      "$value": "#F53232FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#F53232FF",
          "darkBackground": "#F83030FF",
          "elevatedLightBackground": "#F53232FF",
          "elevatedDarkBackground": "#F83030FF",
          "contrastLightBackground": "#AB0000FF",
          "contrastDarkBackground": "#FF7878FF",
          "elevatedContrastLightBackground": "#AB0000FF",
          "elevatedContrastDarkBackground": "#FF7878FF"
        }
      }
    },
    "chartCritical": {
      "$type": "color",
      "$value": "#E26300FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#E26300FF",
          "darkBackground": "#DD6100FF",
          "elevatedLightBackground": "#E26300FF",
          "elevatedDarkBackground": "#DD6100FF",
          "contrastLightBackground": "#5C5C00FF",
          "contrastDarkBackground": "#FFAB1DFF",
          "elevatedContrastLightBackground": "#5C5C00FF",
          "elevatedContrastDarkBackground": "#FFAB1DFF"
        }
      }
    },
    "chartGood": {
      "$type": "color",
      "$value": "#30914CFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#30914CFF",
          "darkBackground": "#30914CFF",
          "elevatedLightBackground": "#30914CFF",
          "elevatedDarkBackground": "#30914CFF",
          "contrastLightBackground": "#006362FF",
          "contrastDarkBackground": "#99CC99FF",
          "elevatedContrastLightBackground": "#006362FF",
          "elevatedContrastDarkBackground": "#99CC99FF"
        }
      }
    },
    "chartNeutral": {
      "$type": "color",
      "$value": "#758CA4FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#758CA4FF",
          "darkBackground": "#6F89A1FF",
          "elevatedLightBackground": "#758CA4FF",
          "elevatedDarkBackground": "#6F89A1FF",
          "contrastLightBackground": "#525252FF",
          "contrastDarkBackground": "#AFAFAFFF",
          "elevatedContrastLightBackground": "#525252FF",
          "elevatedContrastDarkBackground": "#AFAFAFFF"
        }
      }
    },
    "map1": {
      "$type": "color",
      "$value": "#2E4A62",
      "$extensions": {
        "mode": {
          "lightBackground": "#2E4A62",
          "darkBackground": "#2E4A62",
          "elevatedLightBackground": "#2E4A62",
          "elevatedDarkBackground": "#2E4A62",
          "contrastLightBackground": "#2E4A62",
          "contrastDarkBackground": "#2E4A62",
          "elevatedContrastLightBackground": "#2E4A62",
          "elevatedContrastDarkBackground": "#2E4A62"
        }
      }
    },
    "map2": {
      "$type": "color",
      "$value": "#56840E",
      "$extensions": {
        "mode": {
          "lightBackground": "#56840E",
          "darkBackground": "#56840E",
          "elevatedLightBackground": "#56840E",
          "elevatedDarkBackground": "#56840E",
          "contrastLightBackground": "#56840E",
          "contrastDarkBackground": "#56840E",
          "elevatedContrastLightBackground": "#56840E",
          "elevatedContrastDarkBackground": "#56840E"
        }
      }
    },
    "map3": {
      "$type": "color",
      "$value": "#A63788",
      "$extensions": {
        "mode": {
          "lightBackground": "#A63788",
          "darkBackground": "#A63788",
          "elevatedLightBackground": "#A63788",
          "elevatedDarkBackground": "#A63788",
          "contrastLightBackground": "#A63788",
          "contrastDarkBackground": "#A63788",
          "elevatedContrastLightBackground": "#A63788",
          "elevatedContrastDarkBackground": "#A63788"
        }
      }
    },
    "map4": {
      "$type": "color",
      "$value": "#0079C6",
      "$extensions": {
        "mode": {
          "lightBackground": "#0079C6",
          "darkBackground": "#0079C6",
          "elevatedLightBackground": "#0079C6",
          "elevatedDarkBackground": "#0079C6",
          "contrastLightBackground": "#0079C6",
          "contrastDarkBackground": "#0079C6",
          "elevatedContrastLightBackground": "#0079C6",
          "elevatedContrastDarkBackground": "#0079C6"
        }
      }
    },
    "map5": {
      "$type": "color",
      "$value": "#6B4EA0",
      "$extensions": {
        "mode": {
          "lightBackground": "#6B4EA0",
          "darkBackground": "#6B4EA0",
          "elevatedLightBackground": "#6B4EA0",
          "elevatedDarkBackground": "#6B4EA0",
          "contrastLightBackground": "#6B4EA0",
          "contrastDarkBackground": "#6B4EA0",
          "elevatedContrastLightBackground": "#6B4EA0",
          "elevatedContrastDarkBackground": "#6B4EA0"
        }
      }
    },
    "map6": {
      "$type": "color",
      "$value": "#A16B00",
      "$extensions": {
        "mode": {
          "lightBackground": "#A16B00",
          "darkBackground": "#A16B00",
          "elevatedLightBackground": "#A16B00",
          "elevatedDarkBackground": "#A16B00",
          "contrastLightBackground": "#A16B00",
          "contrastDarkBackground": "#A16B00",
          "elevatedContrastLightBackground": "#A16B00",
          "elevatedContrastDarkBackground": "#A16B00"
        }
      }
    },
    "map7": {
      "$type": "color",
      "$value": "#0B6295",
      "$extensions": {
        "mode": {
          "lightBackground": "#0B6295",
          "darkBackground": "#0B6295",
          "elevatedLightBackground": "#0B6295",
          "elevatedDarkBackground": "#0B6295",
          "contrastLightBackground": "#0B6295",
          "contrastDarkBackground": "#0B6295",
          "elevatedContrastLightBackground": "#0B6295",
          "elevatedContrastDarkBackground": "#0B6295"
        }
      }
    },
    "map9": {
      "$type": "color",
      "$value": "#1C857A",
      "$extensions": {
        "mode": {
          "lightBackground": "#1C857A",
          "darkBackground": "#1C857A",
          "elevatedLightBackground": "#1C857A",
          "elevatedDarkBackground": "#1C857A",
          "contrastLightBackground": "#1C857A",
          "contrastDarkBackground": "#1C857A",
          "elevatedContrastLightBackground": "#1C857A",
          "elevatedContrastDarkBackground": "#1C857A"
        }
      }
    },
    "map10": {
      "$type": "color",
      "$value": "#C45300",
      "$extensions": {
        "mode": {
          "lightBackground": "#C45300",
          "darkBackground": "#C45300",
          "elevatedLightBackground": "#C45300",
          "elevatedDarkBackground": "#C45300",
          "contrastLightBackground": "#C45300",
          "contrastDarkBackground": "#C45300",
          "elevatedContrastLightBackground": "#C45300",
          "elevatedContrastDarkBackground": "#C45300"
        }
      }
    },
    "customColor1": {
      "$type": "color",
      "$value": "#8396A8FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#8396A8FF",
          "darkBackground": "#475E75FF",
          "elevatedLightBackground": "#8396A8FF",
          "elevatedDarkBackground": "#475E75FF",
          "contrastLightBackground": "#8799ABFF",
          "contrastDarkBackground": "#344556FF",
          "elevatedContrastLightBackground": "#8799ABFF",
          "elevatedContrastDarkBackground": "#344556FF"
        }
      }
    },
    "customColor2": {
      "$type": "color",
      "$value": "#1B90FFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#1B90FFFF",
          "darkBackground": "#0057D2FF",
          "elevatedLightBackground": "#1B90FFFF",
          "elevatedDarkBackground": "#0057D2FF",
          "contrastLightBackground": "#2E99FFFF",
          "contrastDarkBackground": "#0046A8FF",
          "elevatedContrastLightBackground": "#2E99FFFF",
          "elevatedContrastDarkBackground": "#0046A8FF"
        }
      }
    },
    "customColor3": {
      "$type": "color",
      "$value": "#04ACA7FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#04ACA7FF",
          "darkBackground": "#046C7AFF",
          "elevatedLightBackground": "#04ACA7FF",
          "elevatedDarkBackground": "#046C7AFF",
          "contrastLightBackground": "#04ACA7FF",
          "contrastDarkBackground": "#03535EFF",
          "elevatedContrastLightBackground": "#04ACA7FF",
          "elevatedContrastDarkBackground": "#03535EFF"
        }
      }
    },
    "customColor4": {
      "$type": "color",
      "$value": "#36A41DFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#36A41DFF",
          "darkBackground": "#256F3AFF",
          "elevatedLightBackground": "#36A41DFF",
          "elevatedDarkBackground": "#256F3AFF",
          "contrastLightBackground": "#39AD1FFF",
          "contrastDarkBackground": "#1B502AFF",
          "elevatedContrastLightBackground": "#39AD1FFF",
          "elevatedContrastDarkBackground": "#1B502AFF"
        }
      }
    },
    "customColor5": {
      "$type": "color",
      "$value": "#F58B00FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#F58B00FF",
          "darkBackground": "#A93E00FF",
          "elevatedLightBackground": "#F58B00FF",
          "elevatedDarkBackground": "#A93E00FF",
          "contrastLightBackground": "#F58B00FF",
          "contrastDarkBackground": "#7A2D00FF",
          "elevatedContrastLightBackground": "#F58B00FF",
          "elevatedContrastDarkBackground": "#7A2D00FF"
        }
      }
    },
    "customColor6": {
      "$type": "color",
      "$value": "#D20A0AFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#D20A0AFF",
          "darkBackground": "#D20A0AFF",
          "elevatedLightBackground": "#D20A0AFF",
          "elevatedDarkBackground": "#D20A0AFF",
          "contrastLightBackground": "#B40909FF",
          "contrastDarkBackground": "#B40909FF",
          "elevatedContrastLightBackground": "#B40909FF",
          "elevatedContrastDarkBackground": "#B40909FF"
        }
      }
    },
    "esriEdit": {
      "$type": "color",
      "$value": "#1B6DD2",
      "$extensions": {
        "mode": {
          "lightBackground": "#1B6DD2",
          "darkBackground": "#FFF114",
          "elevatedLightBackground": "#1B6DD2",
          "elevatedDarkBackground": "#FFF114",
          "contrastLightBackground": "#1B6DD2",
          "contrastDarkBackground": "#FFF114",
          "elevatedContrastLightBackground": "#1B6DD2",
          "elevatedContrastDarkBackground": "#FFF114"
        }
      }
    },
    "jouleBrand": {
      "$type": "color",
      "$value": "#5D36FFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#5D36FFFF",
          "darkBackground": "#714FFFFF",
          "elevatedLightBackground": "#5D36FFFF",
          "elevatedDarkBackground": "#714FFFFF",
          "contrastLightBackground": "#5238D6FF",
          "contrastDarkBackground": "#5633E1FF",
          "elevatedContrastLightBackground": "#5238D6FF",
          "elevatedContrastDarkBackground": "#5633E1FF"
        }
      }
    },
    "jouleAccent1": {
      "$type": "color",
      "$value": "#A100C2FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#A100C2FF",
          "darkBackground": "#D522BFFF",
          "elevatedLightBackground": "#A100C2FF",
          "elevatedDarkBackground": "#D522BFFF",
          "contrastLightBackground": "#9505B3FF",
          "contrastDarkBackground": "#FF70EDFF",
          "elevatedContrastLightBackground": "#9505B3FF",
          "elevatedContrastDarkBackground": "#FF70EDFF"
        }
      }
    },
    "jouleAccent2": {
      "$type": "color",
      "$value": "#7458FFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#7458FFFF",
          "darkBackground": "#7458FFFF",
          "elevatedLightBackground": "#7458FFFF",
          "elevatedDarkBackground": "#7458FFFF",
          "contrastLightBackground": "#5133E6FF",
          "contrastDarkBackground": "#5133E6FF",
          "elevatedContrastLightBackground": "#5133E6FF",
          "elevatedContrastDarkBackground": "#5133E6FF"
        }
      }
    },
    "jouleAccent3": {
      "$type": "color",
      "$value": "#7458FFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#7458FFFF",
          "darkBackground": "#9D85FFFF",
          "elevatedLightBackground": "#7458FFFF",
          "elevatedDarkBackground": "#9D85FFFF",
          "contrastLightBackground": "#5633E1FF",
          "contrastDarkBackground": "#AD99FFFF",
          "elevatedContrastLightBackground": "#5633E1FF",
          "elevatedContrastDarkBackground": "#AD99FFFF"
        }
      }
    },
    "jouleGradient1": {
      "$type": "color",
      "$value": "#5D36FFFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#5D36FFFF",
          "darkBackground": "#714FFFFF",
          "elevatedLightBackground": "#5D36FFFF",
          "elevatedDarkBackground": "#714FFFFF",
          "contrastLightBackground": "#5633E1FF",
          "contrastDarkBackground": "#AD99FFFF",
          "elevatedContrastLightBackground": "#5633E1FF",
          "elevatedContrastDarkBackground": "#AD99FFFF"
        }
      }
    },
    "jouleGradient2": {
      "$type": "color",
      "$value": "#A100C2FF",
      "$extensions": {
        "mode": {
          "lightBackground": "#A100C2FF",
          "darkBackground": "#D522BFFF",
          "elevatedLightBackground": "#A100C2FF",
          "elevatedDarkBackground": "#D522BFFF",
          "contrastLightBackground": "#9505B3FF",
          "contrastDarkBackground": "#FF70EDFF",
          "elevatedContrastLightBackground": "#9505B3FF",
          "elevatedContrastDarkBackground": "#FF70EDFF"
        }
      }
    },
    "jouleSelectedFill": {
      "$type": "color",
      "$value": "#470CED14",
      "$extensions": {
        "mode": {
          "lightBackground": "#470CED14",
          "darkBackground": "#9B76FF33",
          "elevatedLightBackground": "#470CED14",
          "elevatedDarkBackground": "#9B76FF33",
          "contrastLightBackground": "#9505B3FF",
          "contrastDarkBackground": "#FF70EDFF",
          "elevatedContrastLightBackground": "#9505B3FF",
          "elevatedContrastDarkBackground": "#FF70EDFF"
        }
      }
    },
    "jouleSelectedLabel": {
      "$type": "color",
      "$value": "#470CEDFF",
      "$extensions": {
        "mode": {
          "lightBackground": "#470CEDFF",
          "darkBackground": "#E2D8FFFF",
          "elevatedLightBackground": "#470CEDFF",
          "elevatedDarkBackground": "#E2D8FFFF",
          "contrastLightBackground": "#9505B3FF",
          "contrastDarkBackground": "#FF70EDFF",
          "elevatedContrastLightBackground": "#9505B3FF",
          "elevatedContrastDarkBackground": "#FF70EDFF"
        }
      }
    },
    "quarternaryLabel": {
      "$type": "color",
      "$value": "{fiori.quaternaryLabel}",
      "$deprecated": "unavailable; renamed to quaternaryLabel"
    },
    "quarternaryFill": {
      "$type": "color",
      "$value": "{fiori.quaternaryFill}",
      "$deprecated": "unavailable; renamed to quaternaryFill"
    },
    "shell": {
      "$type": "color",
      "$value": "{fiori.header}",
      "$deprecated": "renamed to header"
    },
    "background1": {
      "$type": "color",
      "$value": "{fiori.primaryGroupedBackground}",
      "$deprecated": "renamed to primaryGroupedBackground"
    },
    "background2": {
      "$type": "color",
      "$value": "{fiori.tertiaryGroupedBackground}",
      "$deprecated": "renamed to tertiaryGroupedBackground"
    },
    "line": {
      "$type": "color",
      "$value": "{fiori.separatorOpaque}",
      "$deprecated": "renamed to separatorOpaque"
    },
    "primary1": {
      "$type": "color",
      "$value": "{fiori.primaryLabel}",
      "$deprecated": "renamed to primaryLabel"
    },
    "primary2": {
      "$type": "color",
      "$value": "{fiori.secondaryLabel}",
      "$deprecated": "renamed to secondaryLabel"
    },
    "primary3": {
      "$type": "color",
      "$value": "{fiori.tertiaryLabel}",
      "$deprecated": "renamed to tertiaryLabel"
    },
    "primary4": {
      "$type": "color",
      "$value": "{fiori.secondaryFill}",
      "$deprecated": "renamed to secondaryFill"
    },
    "primary5": {
      "$type": "color",
      "$value": "{fiori.footer}",
      "$deprecated": "renamed to footer"
    },
    "primary6": {
      "$type": "color",
      "$value": "{fiori.secondaryGroupedBackground}",
      "$deprecated": "renamed to secondaryGroupedBackground"
    },
    "primary7": {
      "$type": "color",
      "$value": "{fiori.quaternaryLabel}",
      "$deprecated": "renamed to quaternaryLabel"
    },
    "primary8": {
      "$type": "color",
      "$value": "{fiori.barTransparent}",
      "$deprecated": "renamed to barTransparent"
    },
    "primary9": {
      "$type": "color",
      "$value": "{fiori.separator}",
      "$deprecated": "renamed to separator"
    },
    "primary10": {
      "$type": "color",
      "$value": "{fiori.contrastElement}",
      "$deprecated": "renamed to contrastElement"
    },
    "tintColorLight": {
      "$type": "color",
      "$value": "{fiori.tintColor}",
      "$deprecated": "renamed to tintColor"
    },
    "tintColorDark": {
      "$type": "color",
      "$value": "{fiori.tintColor2}",
      "$deprecated": "renamed to tintColor2"
    },
    "tintColorTapStateLight": {
      "$type": "color",
      "$value": "{fiori.tintColorTapState}",
      "$deprecated": "use tintColorTapState"
    },
    "tintColorTapStateDark": {
      "$type": "color",
      "$value": "{fiori.tintColorTapState}",
      "$deprecated": "use tintColorTapState"
    },
    "cellBackgroundTapState": {
      "$type": "color",
      "$value": "{fiori.quaternaryFill}",
      "$deprecated": "renamed to quaternaryFill"
    },
    "shadow": {
      "$type": "color",
      "$value": "{fiori.cardShadow}",
      "$deprecated": "renamed to cardShadow"
    },
    "negative": {
      "$type": "color",
      "$value": "{fiori.negativeLabel}",
      "$deprecated": "renamed to negativeLabel"
    },
    "positive": {
      "$type": "color",
      "$value": "{fiori.positiveLabel}",
      "$deprecated": "renamed to positiveLabel"
    },
    "critical": {
      "$type": "color",
      "$value": "{fiori.criticalLabel}",
      "$deprecated": "renamed to criticalLabel"
    },
    "accent1": {
      "$type": "color",
      "$value": "{fiori.mango3}",
      "$deprecated": "renamed to mango3"
    },
    "accent1b": {
      "$type": "color",
      "$value": "{fiori.mango4}",
      "$deprecated": "renamed to mango4"
    },
    "accent2": {
      "$type": "color",
      "$value": "{fiori.red4}",
      "$deprecated": "renamed to red4"
    },
    "accent2b": {
      "$type": "color",
      "$value": "{fiori.red5}",
      "$deprecated": "renamed to red5"
    },
    "accent3": {
      "$type": "color",
      "$value": "{fiori.pink5}",
      "$deprecated": "renamed to pink5"
    },
    "accent4": {
      "$type": "color",
      "$value": "{fiori.pink6}",
      "$deprecated": "renamed to pink6"
    },
    "accent5": {
      "$type": "color",
      "$value": "{fiori.indigo6}",
      "$deprecated": "renamed to indigo6"
    },
    "accent6": {
      "$type": "color",
      "$value": "{fiori.blue6}",
      "$deprecated": "renamed to blue6"
    },
    "accent6b": {
      "$type": "color",
      "$value": "{fiori.blue7}",
      "$deprecated": "renamed to blue7"
    },
    "accent7": {
      "$type": "color",
      "$value": "{fiori.teal4}",
      "$deprecated": "renamed to teal4"
    },
    "accent7b": {
      "$type": "color",
      "$value": "{fiori.teal5}",
      "$deprecated": "renamed to teal5"
    },
    "accent8": {
      "$type": "color",
      "$value": "{fiori.green4}",
      "$deprecated": "renamed to green4"
    },
    "accent9": {
      "$type": "color",
      "$value": "{fiori.indigo5}",
      "$deprecated": "renamed to indigo5"
    },
    "accent10": {
      "$type": "color",
      "$value": "{fiori.grey5}",
      "$deprecated": "renamed to grey5"
    },
    "accent10b": {
      "$type": "color",
      "$value": "{fiori.grey4}",
      "$deprecated": "renamed to grey4"
    },
    "navigationBar": {
      "$type": "color",
      "$value": "{fiori.header}",
      "$deprecated": "renamed to header"
    },
    "backgroundGradientTop": {
      "$type": "color",
      "$value": "{fiori.header}",
      "$deprecated": "renamed to header"
    },
    "backgroundGradientBottom": {
      "$type": "color",
      "$value": "{fiori.header}",
      "$deprecated": "renamed to header"
    },
    "backgroundBase": {
      "$type": "color",
      "$value": "{fiori.primaryBackground}",
      "$deprecated": "renamed to primaryBackground"
    }
  }
}
"""##
}
