export { startSitesService, type SitesServiceOptions, type RunningSitesService } from './service';
