/** Base URLs the presenters build `urls` from (QUIRE_PUBLIC_URL and QUIRE_APP_URL, no trailing slash). */
export type PublicUrls = {
    publicUrl: string;
    appUrl: string;
};
