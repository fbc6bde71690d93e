import { weakEtag } from '../src/http/etag';

// express's own generator for its default `etag: 'weak'` setting.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { wetag } = require('express/lib/utils') as { wetag: (body: string | Buffer, encoding?: BufferEncoding) => string };

describe('weakEtag', () => {
  it.each([
    ['an empty body', Buffer.alloc(0)],
    ['an empty string', ''],
    ['a JSON buffer', Buffer.from(JSON.stringify({ object: 'space', id: 'abc', title: 'Été ☃' }))],
    ['a string with non-ASCII characters', '<p>Été ☃ 𝄞</p>'],
    ['a large buffer', Buffer.alloc(100_000, 7)],
  ])('matches express for %s', (_name, body) => {
    expect(weakEtag(body)).toBe(wetag(body));
  });

  it('matches express for a string in another encoding', () => {
    expect(weakEtag('68656c6c6f', 'hex')).toBe(wetag('68656c6c6f', 'hex'));
  });
});
