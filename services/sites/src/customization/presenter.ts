import { DEFAULT_CUSTOMIZATION } from './defaults';
import { mergeSettings, type JsonObject } from './settings';

export type { JsonObject };

/**
 * GitBook "SiteCustomizationSettings" of a site: DEFAULT_CUSTOMIZATION with the site's title,
 * its stored settings merged over them (a stored `title` wins). What getSiteCustomizationById
 * and the published view answer.
 */
export const presentSiteCustomization = (site: { title: string; customization: unknown }): JsonObject =>
  mergeSettings({ ...structuredClone(DEFAULT_CUSTOMIZATION), title: site.title }, site.customization);

/** A site space's full settings: the site's (as presentSiteCustomization answers them) with the site space's overrides. */
export const presentSiteSpaceCustomization = (siteCustomization: JsonObject, overrides: unknown): JsonObject => mergeSettings(siteCustomization, overrides);
