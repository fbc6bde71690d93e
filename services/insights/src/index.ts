export { startInsightsService, type InsightsServiceOptions, type RunningInsightsService } from './service';
