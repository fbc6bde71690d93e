import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { download } from './handlers/download';

/** DownloadService (proto/quire/content/v1/download.proto). */
export function downloadService(ctx: ContentContext): contentV1.DownloadServiceImplementation {
  return { download: (request, callContext) => download(ctx, request, callContext) };
}
