import type { IncomingMessage } from 'node:http';
import { segmentsOf } from './server';
import { keepCookie, parseCookies, visitOf } from './visit';

const request = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as IncomingMessage;

describe('a visit\'s keys', () => {
  it('takes keys from the query first, else from the visit\'s cookies', () => {
    const fromQuery = visitOf(request('quire_share=old'), new URL('http://x/sites/o/s?share=new&jwt_token=t'));
    expect(fromQuery.keys).toEqual({ shareKey: 'new', visitorToken: 't', previewToken: undefined });
    expect(fromQuery.fromQuery).toEqual({ share: 'new', visitorToken: 't' });
    const fromCookies = visitOf(request('a=1; quire_share=k%3D; quire_visitor=jwt'), new URL('http://x/sites/o/s'));
    expect(fromCookies.keys).toEqual({ shareKey: 'k=', visitorToken: 'jwt', previewToken: undefined });
    expect(fromCookies.fromQuery).toEqual({});
  });

  it('ignores overlong keys and malformed cookies', () => {
    expect(visitOf(request(), new URL(`http://x/?share=${'k'.repeat(9000)}`)).keys.shareKey).toBeUndefined();
    expect(parseCookies('bad=%E0%A4%A; good=1').get('good')).toBe('1');
    expect(parseCookies('bad=%E0%A4%A').has('bad')).toBe(false);
  });

  it('keeps a key in an HttpOnly, SameSite=Lax cookie scoped to the site, Secure on https', () => {
    expect(keepCookie('quire_share', 'a b', { path: '/sites/o/s', secure: false })).toBe('quire_share=a%20b; Path=/sites/o/s; HttpOnly; SameSite=Lax');
    expect(keepCookie('quire_visitor', 't', { path: '/p', secure: true, expiresAt: new Date(0) })).toBe('quire_visitor=t; Path=/p; HttpOnly; SameSite=Lax; Secure; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });
});

describe('segmentsOf', () => {
  it('decodes segments and refuses NUL, control characters, dot segments, encoded slashes and broken escapes', () => {
    expect(segmentsOf('/o/s/caf%C3%A9//x/')).toEqual(['o', 's', 'café', 'x']);
    for (const bad of ['/a%00b', '/a%0Ab', '/%2e%2e/x', '/./x', '/a%2Fb', '/%E0%A4%A']) expect(segmentsOf(bad)).toBeUndefined();
  });
});
