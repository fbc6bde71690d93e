// A real OpenID provider for tests/e2e/oidc.test.ts: `oidc-provider` (the certified Node
// implementation), in its own process because it is an ES module with top-level code that
// Jest's CommonJS loader cannot run. It listens on 127.0.0.1 (a free port) and prints
// `{"issuer": "..."}` on its first stdout line.
//
// - Clients register themselves (dynamic client registration, POST /reg), so that each test
//   registers Quire's redirect URI of the provider it created.
// - No login page: the interaction signs in the account named by the authorization request's
//   `login_hint` (an email; it is the subject too) and grants the scopes asked for. A
//   `login_hint` starting with `unverified-` has `email_verified: false`.
// - POST /__control {"tamper": "wrong-audience" | "bad-signature" | "expired"} makes the next
//   token response carry an ID token re-signed with that defect (a provider gone wrong, or an
//   attacker in its place), so that the relying party's checks can be seen refusing it.
import http from 'node:http';
import Provider from 'oidc-provider';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';

const KID = 'e2e-signing-key';
const { privateKey } = await generateKeyPair('RS256', { extractable: true });
const signingJwk = { ...(await exportJWK(privateKey)), kid: KID, alg: 'RS256', use: 'sig' };
// Another key under the same kid: a signature the published JWKS does not verify.
const { privateKey: foreignKey } = await generateKeyPair('RS256');

let handler = (_req, res) => {
  res.statusCode = 503;
  res.end();
};
const server = http.createServer((req, res) => handler(req, res));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  jwks: { keys: [signingJwk] },
  cookies: { keys: ['e2e-cookie-key-0123456789abcdef'] },
  features: {
    devInteractions: { enabled: false },
    registration: { enabled: true },
  },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  // The email claims in the ID token itself (what most providers do with the email scope).
  conformIdTokenClaims: false,
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  findAccount: (_ctx, sub) => ({
    accountId: sub,
    claims: () => ({
      sub,
      email: sub,
      email_verified: !sub.startsWith('unverified-'),
      name: sub.slice(0, sub.indexOf('@')),
    }),
  }),
  ttl: { AuthorizationCode: 60, IdToken: 3600, AccessToken: 3600, Interaction: 600, Session: 600, Grant: 600 },
});

let tamper;

provider.use(async (ctx, next) => {
  await next();
  if (ctx.path !== '/token' || ctx.status !== 200 || !tamper || !ctx.body?.id_token) return;
  const mode = tamper;
  tamper = undefined;
  const claims = decodeJwt(ctx.body.id_token);
  const now = Math.floor(Date.now() / 1000);
  if (mode === 'wrong-audience') claims.aud = 'another-client';
  if (mode === 'expired') Object.assign(claims, { iat: now - 7200, exp: now - 3600 });
  const key = mode === 'bad-signature' ? foreignKey : privateKey;
  ctx.body = { ...ctx.body, id_token: await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' }).sign(key) };
});

const callback = provider.callback();

async function interaction(req, res) {
  const details = await provider.interactionDetails(req, res);
  const accountId = details.params.login_hint;
  if (typeof accountId !== 'string' || !accountId.includes('@')) {
    res.statusCode = 400;
    res.end('login_hint (an email) is required by this test provider');
    return;
  }
  const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
  grant.addOIDCScope(details.params.scope);
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
}

handler = (req, res) => {
  const url = new URL(req.url, issuer);
  if (url.pathname.startsWith('/interaction/')) {
    interaction(req, res).catch((error) => {
      res.statusCode = 500;
      res.end(String(error?.message ?? error));
    });
    return;
  }
  if (url.pathname === '/__control' && req.method === 'POST') {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      tamper = JSON.parse(body).tamper;
      res.statusCode = 204;
      res.end();
    });
    return;
  }
  callback(req, res);
};

process.stdout.write(`${JSON.stringify({ issuer })}\n`);
// Ends with the test that started it.
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
