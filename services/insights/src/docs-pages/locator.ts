/** Where a conversation's `metadata.url` is in the organization's published docs. */
export type DocsPage = {
  url: string;
  siteId: string;
  siteSectionId?: string;
  siteSpaceId: string;
  spaceId: string;
  /** The page path in the space ("" for the site space's own URL). */
  path: string;
  /** The page at that path in the space's current revision, when content has one. */
  pageId?: string;
};

/**
 * Resolves URLs to published docs pages of one organization, for one analysis batch at a
 * time (one call for all its URLs, never one per conversation). URLs that point nowhere in
 * the organization's published sites are absent from the map. Throws when the services it
 * asks cannot answer (the analysis then retries).
 */
export type DocsPageLocator = {
  locate(organizationId: string, urls: string[]): Promise<Map<string, DocsPage>>;
};

/** A locator that links nothing (a deployment without sites, and tests that do not need one). */
export const noDocsPages: DocsPageLocator = { locate: async () => new Map() };
