/** Where a published URL points: the space a site publishes there and the page path after it. */
export type PublishedLocation = {
    organizationId: string;
    siteId: string;
    spaceId: string;
    pagePath: string;
};
/** Published URLs as sites resolves them (getContentByUrl). */
export type PublishedUrlLocator = {
    /** Undefined when the URL shows nothing published. Throws when sites cannot answer. */
    locate(url: string): Promise<PublishedLocation | undefined>;
};
/** PublishedUrlLocator over sites' `PublishedUrlInternalService.LocatePublishedUrl` (no principal: content decides access). */
export declare function sitesPublishedUrlLocator(sitesGrpcUrl: string, { deadlineMs }?: {
    deadlineMs?: number;
}): PublishedUrlLocator;
