import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { getFileBlob } from './handlers/get-file-blob';
import { putFileBlob } from './handlers/put-file-blob';
import { readRevision } from './handlers/read-revision';
import { writeRevision } from './handlers/write-revision';

/**
 * SourceInternalService (proto/quire/content/v1/source_internal.proto): how the git-worker
 * writes content from outside into a space and reads a space whole for an export. No
 * principal: the worker acts for the user its job names (docs/outside-sources.md).
 */
export function sourceInternalService(ctx: ContentContext): contentV1.SourceInternalServiceImplementation {
  return {
    putFileBlob: (request) => putFileBlob(ctx, request),
    getFileBlob: (request) => getFileBlob(ctx, request),
    writeRevision: (request) => writeRevision(ctx, request),
    readRevision: (request) => readRevision(ctx, request),
  };
}
