export { startContentService, type ContentServiceOptions, type RunningContentService } from './service';
export { purgeDeletedSpaces } from './commands/space-purger';
