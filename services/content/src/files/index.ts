import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { deleteFile } from './handlers/delete-file';
import { getFile } from './handlers/get-file';
import { listFiles } from './handlers/list-files';
import { uploadFile } from './handlers/upload-file';

/** FileService (proto/quire/content/v1/file.proto). */
export function fileService(ctx: ContentContext): contentV1.FileServiceImplementation {
  return {
    listFiles: (request, callContext) => listFiles(ctx, request, callContext),
    getFile: (request, callContext) => getFile(ctx, request, callContext),
    uploadFile: (request, callContext) => uploadFile(ctx, request, callContext),
    deleteFile: (request, callContext) => deleteFile(ctx, request, callContext),
  };
}
