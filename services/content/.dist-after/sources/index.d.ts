import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/**
 * SourceInternalService (proto/quire/content/v1/source_internal.proto): how the git-worker
 * writes content from outside into a space and reads a space whole for an export. No
 * principal: the worker acts for the user its job names (docs/outside-sources.md).
 */
export declare function sourceInternalService(ctx: ContentContext): contentV1.SourceInternalServiceImplementation;
