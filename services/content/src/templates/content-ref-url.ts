import { z } from 'zod';
import type { PublicUrls } from '../lib/urls';

/** GitBook "ContentRef" (the kinds a template placeholder can point at). */
export const ZContentRef = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('url'), url: z.string().url().max(2048) }),
  z.object({ kind: z.literal('page'), page: z.string().min(1).max(64), space: z.string().min(1).max(64).optional() }),
  z.object({ kind: z.literal('anchor'), anchor: z.string().min(1).max(256), page: z.string().min(1).max(64).optional(), space: z.string().min(1).max(64).optional() }),
  z.object({ kind: z.literal('file'), file: z.string().min(1).max(64) }),
  z.object({ kind: z.literal('space'), space: z.string().min(1).max(64) }),
  z.object({ kind: z.literal('collection'), collection: z.string().min(1).max(64) }),
  z.object({ kind: z.literal('user'), user: z.string().min(1).max(64) }),
  z.object({ kind: z.literal('reusable-content'), reusableContent: z.string().min(1).max(64), space: z.string().min(1).max(64).optional() }),
  z.object({ kind: z.literal('openapi'), spec: z.string().min(1).max(256) }),
]);
export type ContentRef = z.infer<typeof ZContentRef>;

const segment = encodeURIComponent;

/** Where a content reference leads in the application (a URL ref leads to itself). */
export function contentRefUrl(ref: ContentRef, spaceId: string, urls: PublicUrls): string {
  switch (ref.kind) {
    case 'url':
      return ref.url;
    case 'page':
      return `${urls.appUrl}/s/${segment(ref.space ?? spaceId)}/~/page/${segment(ref.page)}`;
    case 'anchor':
      return `${urls.appUrl}/s/${segment(ref.space ?? spaceId)}${ref.page ? `/~/page/${segment(ref.page)}` : ''}#${segment(ref.anchor)}`;
    case 'file':
      return `${urls.appUrl}/s/${segment(spaceId)}/~/files/${segment(ref.file)}`;
    case 'space':
      return `${urls.appUrl}/s/${segment(ref.space)}`;
    case 'collection':
      return `${urls.appUrl}/c/${segment(ref.collection)}`;
    case 'user':
      return `${urls.publicUrl}/v1/users/${segment(ref.user)}`;
    case 'reusable-content':
      return `${urls.appUrl}/s/${segment(ref.space ?? spaceId)}/~/reusable/${segment(ref.reusableContent)}`;
    case 'openapi':
      return `${urls.appUrl}/openapi/${segment(ref.spec)}`;
  }
}
