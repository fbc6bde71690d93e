import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * Encryption at rest for what a service must keep but never show: AES-256-GCM from
 * node:crypto under the operator's key (QUIRE_SECRETS_KEY, docs/security.md). identity seals
 * integration secrets with it, content the Git repository URLs of Git sync (their credentials).
 *
 * A sealed value is `version (1) | key id (8) | IV (12) | tag (16) | ciphertext`:
 * - the key id (the first 8 bytes of the key's SHA-256) tells a value sealed under another key
 *   apart from a damaged one, so a wrong key is named as such;
 * - the IV is random per value (96 bits, GCM's size); one key seals far fewer than the 2^32
 *   values after which random IVs could repeat;
 * - the caller's `context` (e.g. the integration id) is authenticated as additional data, so
 *   a value copied into another row does not open there.
 */
const FORMAT_VERSION = 1;
const KEY_BYTES = 32;
const KEY_ID_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + KEY_ID_BYTES + IV_BYTES + TAG_BYTES;

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

export class SecretBox {
  private readonly key: Buffer;
  private readonly keyId: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new SecretBoxError(`the key must be ${KEY_BYTES} bytes, got ${key.length}`);
    this.key = Buffer.from(key);
    this.keyId = createHash('sha256').update(key).digest().subarray(0, KEY_ID_BYTES);
  }

  seal(plaintext: Buffer, context: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return Buffer.concat([Buffer.from([FORMAT_VERSION]), this.keyId, iv, cipher.getAuthTag(), ciphertext]);
  }

  /** The plaintext of `sealed`; throws SecretBoxError for another key, another context or damaged bytes. */
  open(sealed: Uint8Array, context: string): Buffer {
    const bytes = Buffer.from(sealed);
    if (bytes.length < HEADER_BYTES || bytes[0] !== FORMAT_VERSION) throw new SecretBoxError('not a sealed value');
    if (!bytes.subarray(1, 1 + KEY_ID_BYTES).equals(this.keyId)) {
      throw new SecretBoxError('sealed under another key (QUIRE_SECRETS_KEY changed)');
    }
    const ivStart = 1 + KEY_ID_BYTES;
    const tagStart = ivStart + IV_BYTES;
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(ivStart, tagStart), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(tagStart, HEADER_BYTES));
    try {
      return Buffer.concat([decipher.update(bytes.subarray(HEADER_BYTES)), decipher.final()]);
    } catch {
      throw new SecretBoxError('the sealed value is damaged or belongs to another record');
    }
  }
}

/**
 * QUIRE_SECRETS_KEY: 32 random bytes written as 64 hexadecimal characters or as base64 (44
 * characters with padding, 43 without; base64url accepted), e.g. `openssl rand -base64 32`.
 * The messages never repeat the value.
 */
export const ZSecretsKey = z.string().transform((text, context) => {
  const value = text.trim();
  let key: Buffer | undefined;
  if (/^[0-9a-fA-F]{64}$/.test(value)) key = Buffer.from(value, 'hex');
  else if (/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (!key || key.length !== KEY_BYTES) {
    context.addIssue({ code: 'custom', message: 'must be 32 bytes as 64 hex characters or base64 (e.g. `openssl rand -base64 32`)' });
    return z.NEVER;
  }
  return key;
});

/** A key from its configured text; throws (without the value) when it is not 32 bytes of hex or base64. */
export function parseSecretsKey(text: string): Buffer {
  const parsed = ZSecretsKey.safeParse(text);
  if (!parsed.success) throw new SecretBoxError(`QUIRE_SECRETS_KEY ${parsed.error.issues[0].message}`);
  return parsed.data;
}
