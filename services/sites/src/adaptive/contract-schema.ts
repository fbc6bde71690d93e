// The contract's SiteAdaptiveJSONSchema (@gitbook/api 0.146.0, components.schemas), with
// "$ref"s pointing at "definitions" and documentation-only "description" strings dropped.
// adaptive-schema.test.ts checks that it still matches the package.
export const ADAPTIVE_SCHEMA_DEFINITIONS = {
  "SiteAdaptiveJSONSchema": {
    "type": "object",
    "properties": {
      "$schema": {
        "type": "string",
        "enum": [
          "http://json-schema.org/draft-07/schema#"
        ]
      },
      "type": {
        "type": "string",
        "enum": [
          "object"
        ]
      },
      "properties": {
        "type": "object",
        "properties": {
          "unsigned": {
            "type": "object",
            "properties": {
              "type": {
                "type": "string",
                "enum": [
                  "object"
                ]
              },
              "description": {
                "type": "string",
                "enum": [
                  "Unsigned claims of the site visitor."
                ]
              },
              "properties": {
                "type": "object",
                "additionalProperties": {
                  "$ref": "#/definitions/SiteAdaptiveJSONSchemaClaimsProperties"
                }
              },
              "additionalProperties": {
                "type": "boolean",
                "enum": [
                  false
                ]
              }
            },
            "required": [
              "type",
              "description",
              "properties",
              "additionalProperties"
            ]
          }
        },
        "additionalProperties": {
          "$ref": "#/definitions/SiteAdaptiveJSONSchemaClaimsProperties"
        }
      },
      "additionalProperties": {
        "type": "boolean",
        "enum": [
          false
        ]
      }
    },
    "required": [
      "type",
      "properties",
      "additionalProperties"
    ],
    "additionalProperties": false
  },
  "SiteAdaptiveJSONSchemaClaimsProperties": {
    "oneOf": [
      {
        "$ref": "#/definitions/SiteAdaptiveJSONSchemaPrimitives"
      },
      {
        "type": "object",
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "array"
            ]
          },
          "description": {
            "type": "string"
          },
          "items": {
            "$ref": "#/definitions/SiteAdaptiveJSONSchemaPrimitives"
          }
        },
        "required": [
          "type",
          "description",
          "items"
        ],
        "additionalProperties": false
      },
      {
        "type": "object",
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "object"
            ]
          },
          "description": {
            "type": "string"
          },
          "properties": {
            "type": "object",
            "additionalProperties": {
              "$ref": "#/definitions/SiteAdaptiveJSONSchemaClaimsProperties"
            }
          },
          "additionalProperties": {
            "type": "boolean",
            "enum": [
              false
            ]
          }
        },
        "required": [
          "type",
          "description",
          "properties",
          "additionalProperties"
        ],
        "additionalProperties": false
      }
    ]
  },
  "SiteAdaptiveJSONSchemaPrimitives": {
    "oneOf": [
      {
        "$ref": "#/definitions/SiteAdaptiveDeterministicJSONSchemaPrimitives"
      },
      {
        "type": "object",
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "string"
            ]
          },
          "description": {
            "type": "string"
          }
        },
        "required": [
          "type",
          "description"
        ],
        "additionalProperties": false
      },
      {
        "type": "object",
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "number"
            ]
          },
          "description": {
            "type": "string"
          }
        },
        "required": [
          "type",
          "description"
        ],
        "additionalProperties": false
      }
    ]
  },
  "SiteAdaptiveDeterministicJSONSchemaPrimitives": {
    "oneOf": [
      {
        "type": "object",
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "boolean"
            ]
          },
          "description": {
            "type": "string"
          }
        },
        "required": [
          "type",
          "description"
        ],
        "additionalProperties": false
      },
      {
        "type": "object",
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "string"
            ]
          },
          "enum": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "description": {
            "type": "string"
          }
        },
        "required": [
          "type",
          "enum",
          "description"
        ],
        "additionalProperties": false
      }
    ]
  }
} as const;
