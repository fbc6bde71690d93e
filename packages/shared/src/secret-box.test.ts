import { randomBytes } from 'node:crypto';
import { parseSecretsKey, SecretBox, SecretBoxError } from './secret-box';

// AES-256-GCM sealing of what services keep but never show (integration secrets, Git URLs).

const key = randomBytes(32);

describe('SecretBox', () => {
  test('opens what it sealed, for the same context only', () => {
    const box = new SecretBox(key);
    const sealed = box.seal(Buffer.from('{"apiKey":"s3cr3t"}'), 'integration-secrets:a');
    expect(sealed.includes(Buffer.from('s3cr3t'))).toBe(false);
    expect(box.open(sealed, 'integration-secrets:a').toString()).toBe('{"apiKey":"s3cr3t"}');
    expect(() => box.open(sealed, 'integration-secrets:b')).toThrow(SecretBoxError);
  });

  test('uses a new IV for every value', () => {
    const box = new SecretBox(key);
    const one = box.seal(Buffer.from('same'), 'c');
    const two = box.seal(Buffer.from('same'), 'c');
    expect(one.equals(two)).toBe(false);
  });

  test('refuses a value sealed under another key, or damaged, naming why', () => {
    const sealed = new SecretBox(key).seal(Buffer.from('value'), 'c');
    expect(() => new SecretBox(randomBytes(32)).open(sealed, 'c')).toThrow(/another key/);
    const damaged = Buffer.from(sealed);
    damaged[damaged.length - 1] ^= 1;
    expect(() => new SecretBox(key).open(damaged, 'c')).toThrow(/damaged/);
    expect(() => new SecretBox(key).open(Buffer.from([1, 2, 3]), 'c')).toThrow(/not a sealed value/);
  });

  test('takes only 32-byte keys', () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('parseSecretsKey (QUIRE_SECRETS_KEY)', () => {
  test('reads 64 hex characters and base64 with or without padding, base64url too', () => {
    expect(parseSecretsKey(key.toString('hex')).equals(key)).toBe(true);
    expect(parseSecretsKey(key.toString('base64')).equals(key)).toBe(true);
    expect(parseSecretsKey(key.toString('base64url')).equals(key)).toBe(true);
    expect(parseSecretsKey(` ${key.toString('base64')}\n`).equals(key)).toBe(true);
  });

  test('refuses anything else without repeating the value', () => {
    for (const text of ['', 'short', randomBytes(16).toString('hex'), randomBytes(31).toString('base64'), `${'g'.repeat(64)}`]) {
      let message = '';
      try {
        parseSecretsKey(text);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^QUIRE_SECRETS_KEY must be 32 bytes/);
      if (text) expect(message).not.toContain(text);
    }
  });
});
