/** Base URLs that resources' `urls` are built from (no trailing slash). */
export type PublicUrls = {
  /** The gateway's public URL; API locations are `${publicUrl}/v1/...`. */
  publicUrl: string;
  /** The application's URL; app links are `${appUrl}/o/...`. */
  appUrl: string;
};
