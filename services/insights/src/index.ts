export { startInsightsService, type InsightsServiceOptions, type RunningInsightsService } from './service';
export type { DocsPage, DocsPageLocator } from './docs-pages/locator';
