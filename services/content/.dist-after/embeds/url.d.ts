/** The URL to embed (as given), or INVALID_ARGUMENT saying why not (parseEmbedUrl's rules). */
export declare function checkEmbedUrl(raw: string): string;
