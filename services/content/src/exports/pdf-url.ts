import type { ContentContext } from '../context';
import { DOWNLOAD_TTL_SECONDS, expiresIn } from '../lib/signed-urls';

/** The signed URL of a revision's PDF (rendered when fetched), valid for an hour. */
export function pdfUrl(ctx: ContentContext, target: { spaceId: string; revisionId: string; pageId?: string }): string {
  const token = ctx.signer.sign({ kind: 'pdf', ...target, exp: expiresIn(DOWNLOAD_TTL_SECONDS) });
  return `${ctx.urls.publicUrl}/v1/downloads/${token}`;
}
