// The contract's SiteCustomizationSettings and the override body of
// overrideSiteSpaceCustomizationById (@gitbook/api 0.146.0: components.schemas, and the
// operation's inline request schema as SITE_SPACE_OVERRIDE_SCHEMA), with "$ref"s pointing at
// "definitions" and documentation-only "description" and "example" strings dropped.
// test/customization-schema.test.ts checks that it still matches the package.
export const CUSTOMIZATION_DEFINITIONS = {
  "SiteCustomizationSettings": {
    "type": "object",
    "properties": {
      "title": {
        "$ref": "#/definitions/SiteTitle"
      },
      "styling": {
        "type": "object",
        "properties": {
          "theme": {
            "$ref": "#/definitions/CustomizationTheme"
          },
          "primaryColor": {
            "$ref": "#/definitions/CustomizationThemedColor"
          },
          "tint": {
            "$ref": "#/definitions/CustomizationTint"
          },
          "infoColor": {
            "$ref": "#/definitions/CustomizationThemedColor"
          },
          "successColor": {
            "$ref": "#/definitions/CustomizationThemedColor"
          },
          "warningColor": {
            "$ref": "#/definitions/CustomizationThemedColor"
          },
          "dangerColor": {
            "$ref": "#/definitions/CustomizationThemedColor"
          },
          "corners": {
            "$ref": "#/definitions/CustomizationCorners"
          },
          "depth": {
            "$ref": "#/definitions/CustomizationDepth"
          },
          "links": {
            "$ref": "#/definitions/CustomizationLinksStyle"
          },
          "font": {
            "$ref": "#/definitions/CustomizationFont"
          },
          "monospaceFont": {
            "$ref": "#/definitions/CustomizationMonospaceFont"
          },
          "background": {
            "deprecated": true,
            "$ref": "#/definitions/CustomizationBackground"
          },
          "icons": {
            "$ref": "#/definitions/CustomizationIconsStyle"
          },
          "sidebar": {
            "type": "object",
            "properties": {
              "background": {
                "$ref": "#/definitions/CustomizationSidebarBackgroundStyle"
              },
              "list": {
                "$ref": "#/definitions/CustomizationSidebarListStyle"
              }
            },
            "required": [
              "background",
              "list"
            ]
          },
          "search": {
            "$ref": "#/definitions/CustomizationSearchStyle"
          }
        },
        "required": [
          "theme",
          "primaryColor",
          "infoColor",
          "successColor",
          "warningColor",
          "dangerColor",
          "corners",
          "depth",
          "links",
          "font",
          "monospaceFont",
          "background",
          "icons",
          "sidebar",
          "search"
        ]
      },
      "internationalization": {
        "type": "object",
        "deprecated": true,
        "properties": {
          "locale": {
            "$ref": "#/definitions/CustomizationLocale"
          }
        },
        "required": [
          "locale"
        ]
      },
      "favicon": {
        "$ref": "#/definitions/CustomizationFavicon"
      },
      "header": {
        "type": "object",
        "properties": {
          "preset": {
            "$ref": "#/definitions/CustomizationHeaderPreset"
          },
          "logo": {
            "$ref": "#/definitions/CustomizationThemedURL"
          },
          "backgroundColor": {
            "deprecated": true,
            "$ref": "#/definitions/CustomizationThemedColor"
          },
          "linkColor": {
            "deprecated": true,
            "$ref": "#/definitions/CustomizationThemedColor"
          },
          "links": {
            "type": "array",
            "items": {
              "$ref": "#/definitions/CustomizationHeaderItem"
            }
          }
        },
        "required": [
          "preset",
          "links"
        ]
      },
      "footer": {
        "type": "object",
        "properties": {
          "logo": {
            "$ref": "#/definitions/CustomizationThemedURL"
          },
          "groups": {
            "type": "array",
            "items": {
              "$ref": "#/definitions/CustomizationFooterGroup"
            }
          },
          "copyright": {
            "type": "string",
            "maxLength": 300
          }
        },
        "required": [
          "groups"
        ]
      },
      "announcement": {
        "$ref": "#/definitions/CustomizationAnnouncement"
      },
      "themes": {
        "type": "object",
        "properties": {
          "default": {
            "$ref": "#/definitions/CustomizationThemeMode"
          },
          "toggeable": {
            "type": "boolean"
          }
        },
        "required": [
          "default",
          "toggeable"
        ]
      },
      "pdf": {
        "type": "object",
        "properties": {
          "enabled": {
            "type": "boolean"
          }
        },
        "required": [
          "enabled"
        ]
      },
      "feedback": {
        "type": "object",
        "properties": {
          "enabled": {
            "type": "boolean"
          }
        },
        "required": [
          "enabled"
        ]
      },
      "ai": {
        "type": "object",
        "properties": {
          "mode": {
            "$ref": "#/definitions/CustomizationAIMode"
          }
        },
        "required": [
          "mode"
        ]
      },
      "advancedCustomization": {
        "type": "object",
        "properties": {
          "enabled": {
            "type": "boolean"
          }
        },
        "required": [
          "enabled"
        ]
      },
      "git": {
        "type": "object",
        "properties": {
          "showEditLink": {
            "type": "boolean"
          }
        },
        "required": [
          "showEditLink"
        ]
      },
      "pageActions": {
        "type": "object",
        "properties": {
          "externalAI": {
            "type": "boolean"
          },
          "markdown": {
            "type": "boolean"
          },
          "mcp": {
            "type": "boolean"
          }
        },
        "required": [
          "externalAI",
          "markdown",
          "mcp"
        ]
      },
      "externalLinks": {
        "type": "object",
        "properties": {
          "target": {
            "$ref": "#/definitions/SiteExternalLinksTarget"
          }
        },
        "required": [
          "target"
        ]
      },
      "pagination": {
        "type": "object",
        "properties": {
          "enabled": {
            "type": "boolean"
          }
        },
        "required": [
          "enabled"
        ]
      },
      "trademark": {
        "type": "object",
        "properties": {
          "enabled": {
            "type": "boolean"
          }
        },
        "required": [
          "enabled"
        ]
      },
      "privacyPolicy": {
        "type": "object",
        "properties": {
          "url": {
            "$ref": "#/definitions/URL"
          }
        }
      },
      "socialPreview": {
        "type": "object",
        "properties": {
          "url": {
            "$ref": "#/definitions/URL"
          }
        }
      },
      "insights": {
        "type": "object",
        "properties": {
          "trackingCookie": {
            "type": "boolean",
            "default": true
          }
        },
        "required": [
          "trackingCookie"
        ]
      }
    },
    "required": [
      "styling",
      "internationalization",
      "favicon",
      "header",
      "footer",
      "themes",
      "pdf",
      "feedback",
      "ai",
      "advancedCustomization",
      "trademark",
      "externalLinks",
      "pagination",
      "pageActions",
      "git",
      "privacyPolicy",
      "socialPreview",
      "insights"
    ]
  },
  "SiteTitle": {
    "type": "string",
    "minLength": 2,
    "maxLength": 128
  },
  "CustomizationTheme": {
    "type": "string",
    "enum": [
      "clean",
      "muted",
      "bold",
      "gradient"
    ]
  },
  "CustomizationThemedColor": {
    "type": "object",
    "properties": {
      "light": {
        "$ref": "#/definitions/Color"
      },
      "dark": {
        "$ref": "#/definitions/Color"
      }
    },
    "required": [
      "light",
      "dark"
    ]
  },
  "Color": {
    "type": "string",
    "pattern": "^#(?:[0-9a-fA-F]{3}){1,2}$"
  },
  "CustomizationTint": {
    "type": "object",
    "properties": {
      "color": {
        "$ref": "#/definitions/CustomizationThemedColor"
      }
    },
    "required": [
      "color"
    ]
  },
  "CustomizationCorners": {
    "type": "string",
    "enum": [
      "straight",
      "rounded",
      "circular"
    ]
  },
  "CustomizationDepth": {
    "type": "string",
    "enum": [
      "subtle",
      "flat"
    ]
  },
  "CustomizationLinksStyle": {
    "type": "string",
    "enum": [
      "default",
      "accent"
    ]
  },
  "CustomizationFont": {
    "oneOf": [
      {
        "$ref": "#/definitions/CustomizationDefaultFont"
      },
      {
        "$ref": "#/definitions/CustomizationFontDefinitionInput"
      }
    ]
  },
  "CustomizationDefaultFont": {
    "type": "string",
    "enum": [
      "ABCFavorit",
      "Inter",
      "Roboto",
      "RobotoSlab",
      "OpenSans",
      "SourceSansPro",
      "Lato",
      "Ubuntu",
      "Raleway",
      "Merriweather",
      "Overpass",
      "NotoSans",
      "IBMPlexSerif",
      "Poppins",
      "FiraSans"
    ]
  },
  "CustomizationFontDefinitionInput": {
    "type": "object",
    "properties": {
      "id": {
        "type": "string"
      },
      "custom": {
        "type": "boolean"
      },
      "fontFamily": {
        "$ref": "#/definitions/FontFamily"
      },
      "fontFaces": {
        "type": "array",
        "items": {
          "$ref": "#/definitions/FontFace"
        },
        "minItems": 1
      }
    },
    "required": [
      "id",
      "custom",
      "fontFamily",
      "fontFaces"
    ]
  },
  "FontFamily": {
    "type": "string",
    "minLength": 1,
    "maxLength": 50
  },
  "FontFace": {
    "type": "object",
    "properties": {
      "weight": {
        "$ref": "#/definitions/FontWeight"
      },
      "sources": {
        "type": "array",
        "items": {
          "$ref": "#/definitions/FontSource"
        },
        "minItems": 1
      }
    },
    "required": [
      "weight",
      "sources"
    ]
  },
  "FontWeight": {
    "type": "integer",
    "minimum": 1,
    "maximum": 1000
  },
  "FontSource": {
    "type": "object",
    "properties": {
      "url": {
        "$ref": "#/definitions/URL"
      },
      "format": {
        "type": "string",
        "enum": [
          "woff2",
          "woff"
        ]
      }
    },
    "required": [
      "url"
    ]
  },
  "URL": {
    "type": "string",
    "format": "uri",
    "maxLength": 2048
  },
  "CustomizationMonospaceFont": {
    "oneOf": [
      {
        "$ref": "#/definitions/CustomizationDefaultMonospaceFont"
      },
      {
        "$ref": "#/definitions/CustomizationFontDefinitionInput"
      }
    ]
  },
  "CustomizationDefaultMonospaceFont": {
    "type": "string",
    "enum": [
      "FiraCode",
      "IBMPlexMono",
      "JetBrainsMono",
      "SourceCodePro",
      "RobotoMono",
      "SpaceMono",
      "DMMono",
      "Inconsolata"
    ]
  },
  "CustomizationBackground": {
    "type": "string",
    "enum": [
      "plain",
      "match"
    ],
    "deprecated": true
  },
  "CustomizationIconsStyle": {
    "type": "string",
    "enum": [
      "regular",
      "solid",
      "duotone",
      "light",
      "thin"
    ]
  },
  "CustomizationSidebarBackgroundStyle": {
    "type": "string",
    "enum": [
      "default",
      "filled"
    ]
  },
  "CustomizationSidebarListStyle": {
    "type": "string",
    "enum": [
      "default",
      "pill",
      "line"
    ]
  },
  "CustomizationSearchStyle": {
    "type": "string",
    "enum": [
      "prominent",
      "subtle"
    ]
  },
  "CustomizationLocale": {
    "type": "string",
    "deprecated": true,
    "enum": [
      "en",
      "fr",
      "es",
      "zh",
      "ja",
      "de",
      "nl",
      "no",
      "pt-br",
      "ru"
    ]
  },
  "CustomizationFavicon": {
    "oneOf": [
      {
        "type": "object",
        "properties": {
          "icon": {
            "$ref": "#/definitions/CustomizationThemedURL"
          }
        },
        "required": [
          "icon"
        ]
      },
      {
        "type": "object",
        "properties": {
          "emoji": {
            "$ref": "#/definitions/Emoji"
          }
        },
        "required": [
          "emoji"
        ]
      },
      {
        "type": "object",
        "properties": {},
        "additionalProperties": false
      }
    ]
  },
  "CustomizationThemedURL": {
    "type": "object",
    "properties": {
      "light": {
        "$ref": "#/definitions/URL"
      },
      "dark": {
        "$ref": "#/definitions/URL"
      }
    },
    "required": [
      "light",
      "dark"
    ]
  },
  "Emoji": {
    "type": "string",
    "maxLength": 50,
    "format": "emoji"
  },
  "CustomizationHeaderPreset": {
    "type": "string",
    "deprecated": true,
    "enum": [
      "default",
      "bold",
      "contrast",
      "custom",
      "none"
    ]
  },
  "CustomizationHeaderItem": {
    "type": "object",
    "properties": {
      "title": {
        "type": "string"
      },
      "style": {
        "type": "string",
        "enum": [
          "link",
          "button-primary",
          "button-secondary"
        ]
      },
      "to": {
        "oneOf": [
          {
            "$ref": "#/definitions/ContentRef"
          },
          {
            "type": "string",
            "nullable": true,
            "enum": [
              null
            ]
          }
        ]
      },
      "links": {
        "type": "array",
        "items": {
          "$ref": "#/definitions/CustomizationContentLink"
        }
      },
      "condition": {
        "$ref": "#/definitions/Expression"
      }
    },
    "required": [
      "title",
      "links",
      "to"
    ]
  },
  "ContentRef": {
    "oneOf": [
      {
        "$ref": "#/definitions/ContentRefFile"
      },
      {
        "$ref": "#/definitions/ContentRefURL"
      },
      {
        "$ref": "#/definitions/ContentRefPage"
      },
      {
        "$ref": "#/definitions/ContentRefAnchor"
      },
      {
        "$ref": "#/definitions/ContentRefUser"
      },
      {
        "$ref": "#/definitions/ContentRefCollection"
      },
      {
        "$ref": "#/definitions/ContentRefSpace"
      },
      {
        "$ref": "#/definitions/ContentRefReusableContent"
      },
      {
        "$ref": "#/definitions/ContentRefOpenAPI"
      }
    ]
  },
  "ContentRefFile": {
    "type": "object",
    "properties": {
      "kind": {
        "type": "string",
        "enum": [
          "file"
        ]
      },
      "file": {
        "type": "string"
      }
    },
    "required": [
      "kind",
      "file"
    ]
  },
  "ContentRefURL": {
    "type": "object",
    "properties": {
      "kind": {
        "type": "string",
        "enum": [
          "url"
        ]
      },
      "url": {
        "type": "string"
      }
    },
    "required": [
      "kind",
      "url"
    ]
  },
  "ContentRefPage": {
    "type": "object",
    "properties": {
      "kind": {
        "type": "string",
        "enum": [
          "page"
        ]
      },
      "page": {
        "type": "string"
      },
      "space": {
        "type": "string"
      }
    },
    "required": [
      "kind",
      "page"
    ]
  },
  "ContentRefAnchor": {
    "type": "object",
    "properties": {
      "kind": {
        "type": "string",
        "enum": [
          "anchor"
        ]
      },
      "anchor": {
        "type": "string"
      },
      "space": {
        "type": "string"
      },
      "page": {
        "type": "string"
      }
    },
    "required": [
      "kind",
      "anchor"
    ]
  },
  "ContentRefUser": {
    "type": "object",
    "properties": {
      "kind": {
        "type": "string",
        "enum": [
          "user"
        ]
      },
      "user": {
        "type": "string"
      }
    },
    "required": [
      "kind",
      "user"
    ]
  },
  "ContentRefCollection": {
    "type": "object",
    "properties": {
      "kind": {
        "type": "string",
        "enum": [
          "collection"
        ]
      },
      "collection": {
        "type": "string"
      }
    },
    "required": [
      "kind",
      "collection"
    ]
  },
  "ContentRefSpace": {
    "type": "object",
    "properties": {
      "kind": {
        "type": "string",
        "enum": [
          "space"
        ]
      },
      "space": {
        "type": "string"
      }
    },
    "required": [
      "kind",
      "space"
    ]
  },
  "ContentRefReusableContent": {
    "type": "object",
    "properties": {
      "kind": {
        "type": "string",
        "enum": [
          "reusable-content"
        ]
      },
      "reusableContent": {
        "type": "string"
      },
      "space": {
        "type": "string"
      }
    },
    "required": [
      "kind",
      "reusableContent"
    ]
  },
  "ContentRefOpenAPI": {
    "type": "object",
    "properties": {
      "kind": {
        "type": "string",
        "enum": [
          "openapi"
        ]
      },
      "spec": {
        "type": "string"
      }
    },
    "required": [
      "kind",
      "spec"
    ]
  },
  "CustomizationContentLink": {
    "type": "object",
    "properties": {
      "title": {
        "$ref": "#/definitions/CustomizationContentLinkTitle"
      },
      "to": {
        "$ref": "#/definitions/ContentRef"
      }
    },
    "required": [
      "title",
      "to"
    ]
  },
  "CustomizationContentLinkTitle": {
    "type": "string",
    "maxLength": 64
  },
  "Expression": {
    "type": "string",
    "minLength": 0,
    "maxLength": 1024
  },
  "CustomizationFooterGroup": {
    "type": "object",
    "properties": {
      "title": {
        "type": "string"
      },
      "links": {
        "type": "array",
        "items": {
          "$ref": "#/definitions/CustomizationContentLink"
        }
      }
    },
    "required": [
      "title",
      "links"
    ]
  },
  "CustomizationAnnouncement": {
    "type": "object",
    "properties": {
      "enabled": {
        "type": "boolean"
      },
      "message": {
        "$ref": "#/definitions/CustomizationAnnouncementMessage"
      },
      "link": {
        "$ref": "#/definitions/CustomizationContentLink"
      },
      "style": {
        "type": "string",
        "enum": [
          "info",
          "warning",
          "danger",
          "success"
        ]
      }
    },
    "required": [
      "enabled",
      "message",
      "style"
    ]
  },
  "CustomizationAnnouncementMessage": {
    "type": "string",
    "minLength": 2,
    "maxLength": 128
  },
  "CustomizationThemeMode": {
    "type": "string",
    "enum": [
      "light",
      "dark"
    ]
  },
  "CustomizationAIMode": {
    "type": "string",
    "enum": [
      "none",
      "search",
      "assistant"
    ]
  },
  "SiteExternalLinksTarget": {
    "type": "string",
    "enum": [
      "self",
      "blank"
    ]
  }
} as const;

export const SITE_SPACE_OVERRIDE_SCHEMA = {
  "type": "object",
  "properties": {
    "title": {
      "oneOf": [
        {
          "$ref": "#/definitions/SiteTitle"
        },
        {
          "type": "string",
          "nullable": true,
          "enum": [
            null
          ]
        }
      ]
    },
    "styling": {
      "type": "object",
      "properties": {
        "theme": {
          "oneOf": [
            {
              "$ref": "#/definitions/CustomizationTheme"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        },
        "primaryColor": {
          "oneOf": [
            {
              "$ref": "#/definitions/CustomizationThemedColor"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        },
        "infoColor": {
          "oneOf": [
            {
              "$ref": "#/definitions/CustomizationThemedColor"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        },
        "successColor": {
          "oneOf": [
            {
              "$ref": "#/definitions/CustomizationThemedColor"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        },
        "warningColor": {
          "oneOf": [
            {
              "$ref": "#/definitions/CustomizationThemedColor"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        },
        "dangerColor": {
          "oneOf": [
            {
              "$ref": "#/definitions/CustomizationThemedColor"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        },
        "tint": {
          "oneOf": [
            {
              "$ref": "#/definitions/CustomizationTint"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        },
        "corners": {
          "oneOf": [
            {
              "$ref": "#/definitions/CustomizationCorners"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        },
        "depth": {
          "oneOf": [
            {
              "$ref": "#/definitions/CustomizationDepth"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        },
        "links": {
          "oneOf": [
            {
              "$ref": "#/definitions/CustomizationLinksStyle"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        },
        "icons": {
          "oneOf": [
            {
              "$ref": "#/definitions/CustomizationIconsStyle"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        },
        "sidebar": {
          "type": "object",
          "properties": {
            "background": {
              "oneOf": [
                {
                  "$ref": "#/definitions/CustomizationSidebarBackgroundStyle"
                },
                {
                  "type": "string",
                  "nullable": true,
                  "enum": [
                    null
                  ]
                }
              ]
            },
            "list": {
              "oneOf": [
                {
                  "$ref": "#/definitions/CustomizationSidebarListStyle"
                },
                {
                  "type": "string",
                  "nullable": true,
                  "enum": [
                    null
                  ]
                }
              ]
            }
          }
        },
        "search": {
          "oneOf": [
            {
              "$ref": "#/definitions/CustomizationSearchStyle"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        },
        "background": {
          "oneOf": [
            {
              "$ref": "#/definitions/CustomizationBackground"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        }
      }
    },
    "internationalization": {
      "type": "object",
      "deprecated": true,
      "properties": {
        "locale": {
          "oneOf": [
            {
              "$ref": "#/definitions/CustomizationLocale"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        }
      },
      "required": [
        "locale"
      ]
    },
    "favicon": {
      "oneOf": [
        {
          "$ref": "#/definitions/CustomizationFavicon"
        },
        {
          "type": "string",
          "nullable": true,
          "enum": [
            null
          ]
        }
      ]
    },
    "announcement": {
      "$ref": "#/definitions/CustomizationAnnouncement"
    },
    "header": {
      "type": "object",
      "properties": {
        "preset": {
          "oneOf": [
            {
              "$ref": "#/definitions/CustomizationHeaderPreset"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        },
        "logo": {
          "oneOf": [
            {
              "$ref": "#/definitions/CustomizationThemedURL"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        },
        "backgroundColor": {
          "oneOf": [
            {
              "$ref": "#/definitions/CustomizationThemedColor"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        },
        "linkColor": {
          "oneOf": [
            {
              "$ref": "#/definitions/CustomizationThemedColor"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        },
        "links": {
          "type": "array",
          "nullable": true,
          "items": {
            "$ref": "#/definitions/CustomizationHeaderItem"
          }
        }
      }
    },
    "footer": {
      "type": "object",
      "properties": {
        "logo": {
          "oneOf": [
            {
              "$ref": "#/definitions/CustomizationThemedURL"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        },
        "groups": {
          "type": "array",
          "nullable": true,
          "items": {
            "$ref": "#/definitions/CustomizationFooterGroup"
          }
        },
        "copyright": {
          "type": "string",
          "nullable": true,
          "maxLength": 300
        }
      }
    },
    "themes": {
      "type": "object",
      "properties": {
        "default": {
          "oneOf": [
            {
              "$ref": "#/definitions/CustomizationThemeMode"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        },
        "toggeable": {
          "type": "boolean",
          "nullable": true
        }
      }
    },
    "pdf": {
      "type": "object",
      "properties": {
        "enabled": {
          "type": "boolean",
          "nullable": true
        }
      },
      "required": [
        "enabled"
      ]
    },
    "feedback": {
      "type": "object",
      "properties": {
        "enabled": {
          "type": "boolean",
          "nullable": true
        }
      },
      "required": [
        "enabled"
      ]
    },
    "git": {
      "type": "object",
      "properties": {
        "showEditLink": {
          "type": "boolean",
          "nullable": true
        }
      },
      "required": [
        "showEditLink"
      ]
    },
    "externalLinks": {
      "type": "object",
      "properties": {
        "target": {
          "oneOf": [
            {
              "$ref": "#/definitions/SiteExternalLinksTarget"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        }
      },
      "required": [
        "target"
      ]
    },
    "pagination": {
      "type": "object",
      "properties": {
        "enabled": {
          "type": "boolean",
          "nullable": true
        }
      },
      "required": [
        "enabled"
      ]
    },
    "trademark": {
      "type": "object",
      "properties": {
        "enabled": {
          "type": "boolean",
          "nullable": true
        }
      },
      "required": [
        "enabled"
      ]
    },
    "privacyPolicy": {
      "type": "object",
      "properties": {
        "url": {
          "oneOf": [
            {
              "$ref": "#/definitions/URL"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        }
      }
    },
    "socialPreview": {
      "type": "object",
      "properties": {
        "url": {
          "oneOf": [
            {
              "$ref": "#/definitions/URL"
            },
            {
              "type": "string",
              "nullable": true,
              "enum": [
                null
              ]
            }
          ]
        }
      }
    }
  }
} as const;
