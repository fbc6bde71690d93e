import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import type { DownloadPayload } from '../lib/signed-urls';
type PdfPayload = Extract<DownloadPayload, {
    kind: 'pdf';
}>;
/**
 * The PDF behind a signed export URL: the pages of the revision the URL was issued for (or the
 * one page it names), in table-of-contents order, rendered when the URL is fetched. Images come
 * from the revision's own files; URL images are not fetched (outbound requests go through the
 * git-worker only) and print as their caption.
 */
export declare function renderPdfDownload(ctx: ContentContext, payload: PdfPayload): Promise<contentV1.DownloadResponse>;
export {};
