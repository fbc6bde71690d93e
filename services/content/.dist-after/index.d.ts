export { startContentService, type ContentServiceOptions, type RunningContentService } from './service';
export { purgeDeletedSpaces } from './jobs/space-purger';
