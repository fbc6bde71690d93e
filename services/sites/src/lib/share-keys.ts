import { createHash, randomBytes } from 'node:crypto';

/**
 * A new secret key: 32 random bytes, base64url (43 characters). A site's own share key and
 * the key of each of its share links are made alike.
 */
export const newShareKey = (): string => randomBytes(32).toString('base64url');

/**
 * sha256 of a key: what the unique index of site_share_links holds, so that a visitor's key
 * finds its link in one indexed lookup. Digests are compared, never the keys themselves.
 */
export const shareKeyDigest = (key: string): Uint8Array<ArrayBuffer> => new Uint8Array(createHash('sha256').update(key, 'utf8').digest());
