import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/** DownloadService (proto/quire/content/v1/download.proto). */
export declare function downloadService(ctx: ContentContext): contentV1.DownloadServiceImplementation;
