import { CUSTOMIZATION_DEFINITIONS, SITE_SPACE_OVERRIDE_SCHEMA } from './contract-schema';
import type { JsonObject } from './schema';

export type { JsonObject };

/**
 * How settings combine. A site's settings are DEFAULT_CUSTOMIZATION (with the site's title)
 * and the site's stored settings merged over it; a site space's are the site's with the site
 * space's stored overrides merged over them (presenter.ts). The published view and the
 * customization routes use these functions and nothing else.
 *
 * Only the groups of the tree merge key by key: the objects the contract writes inline
 * (`styling`, `styling.sidebar`, `header`, `pdf`...). Everything else is one value that
 * replaces: a themed color, a favicon (`{icon}` or `{emoji}`, never both), an announcement,
 * a font, an array of links.
 */

type Groups = ReadonlyMap<string, Groups>;
type Schema = { readonly [key: string]: unknown };

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

function groupsOf(schema: Schema): Groups {
  const groups = new Map<string, Groups>();
  for (const [key, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    if (property.type === 'object' && isObject(property.properties) && property.$ref === undefined && property.oneOf === undefined) {
      groups.set(key, groupsOf(property));
    }
  }
  return groups;
}

const SETTINGS_GROUPS = groupsOf(CUSTOMIZATION_DEFINITIONS.SiteCustomizationSettings);
const OVERRIDE_GROUPS = groupsOf(SITE_SPACE_OVERRIDE_SCHEMA);

/** `overrides` merged over `base` (neither is changed). Stored trees hold no null; one would be skipped. */
export function mergeSettings(base: JsonObject, overrides: unknown, groups: Groups = SETTINGS_GROUPS): JsonObject {
  const merged = structuredClone(base);
  if (!isObject(overrides)) return merged;
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined || value === null) continue;
    const group = groups.get(key);
    const current = merged[key];
    merged[key] = group && isObject(value) && isObject(current) ? mergeSettings(current, value, group) : structuredClone(value);
  }
  return merged;
}

export const hasOverrides = (overrides: unknown): boolean => isObject(overrides) && Object.keys(overrides).length > 0;

/**
 * A site space's stored overrides after overrideSiteSpaceCustomizationById's `patch`: a value
 * replaces the override, null removes it (the site's setting shows through again), a group
 * merges key by key, and a group left empty goes away.
 */
export function applyOverrides(stored: unknown, patch: JsonObject, groups: Groups = OVERRIDE_GROUPS): JsonObject {
  const result: JsonObject = isObject(stored) ? structuredClone(stored) : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const group = groups.get(key);
    if (value === null) {
      delete result[key];
    } else if (group && isObject(value)) {
      const nested = applyOverrides(result[key], value, group);
      if (Object.keys(nested).length > 0) result[key] = nested;
      else delete result[key];
    } else {
      result[key] = structuredClone(value);
    }
  }
  return result;
}
