import type { ContentRef } from '../lib/content-refs';
import type { PublicUrls } from '../lib/urls';
/** Where a content reference leads in the application (a URL ref leads to itself). */
export declare function contentRefUrl(ref: ContentRef, spaceId: string, urls: PublicUrls): string;
