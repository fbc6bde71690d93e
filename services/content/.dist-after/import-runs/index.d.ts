import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/** ImportRunService (proto/quire/content/v1/import_run.proto). */
export declare function importRunService(ctx: ContentContext): contentV1.ImportRunServiceImplementation;
/** ImportRunInternalService, for the git-worker. */
export declare function importRunInternalService(ctx: ContentContext): contentV1.ImportRunInternalServiceImplementation;
