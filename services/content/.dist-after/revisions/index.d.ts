import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/** RevisionService (proto/quire/content/v1/revision.proto). */
export declare function revisionService(ctx: ContentContext): contentV1.RevisionServiceImplementation;
