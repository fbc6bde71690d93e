export { createWebsiteImportHandler, importIdempotencyKey } from './handler';
export { websiteImportSettingsFrom, DEFAULT_WEBSITE_IMPORT_SETTINGS, type WebsiteImportSettings } from './settings';
