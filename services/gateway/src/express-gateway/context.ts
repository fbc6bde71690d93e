import { randomUUID } from 'node:crypto';
import path from 'node:path';

/** What express-gateway's uuid62 exposes: its base-62 codec (base-x) and the generator it calls. */
type Uuid62 = { base: { encode(bytes: Buffer): string }; v4(): string };

/** express-gateway's request context constructor (lib/gateway/context.js). */
type EgContextConstructor = { new (): object; prototype: object };

/** uuid62's id length: a 128-bit UUID in base 62, left-padded with '0'. */
const ID_LENGTH = 22;

let installed = false;

/**
 * Makes the context express-gateway builds for every request cheaper to create.
 *
 * Each request gets `egContext.requestID = uuid62.v4()`, express-gateway's own id (Quire's
 * request id is X-Request-Id). uuid62 draws it from `uuid@3`, which asks the CSPRNG for 16
 * fresh bytes on every call, and goes through the deprecated `Buffer()` constructor twice.
 * Until Node has printed that deprecation once, each `Buffer()` call captures up to 100 stack
 * frames to decide whether it comes from node_modules (for its first 10 000 calls). Profiles
 * of `npm run bench` put the two at about a tenth of the gateway's CPU per request.
 *
 * The replacement makes the same kind of id: a random v4 UUID from the CSPRNG, here
 * `crypto.randomUUID()` (served from a pre-filled buffer), encoded with uuid62's own base-62
 * alphabet and padding, so ids look exactly as before. Process-wide and idempotent, like
 * express-gateway's own module state.
 *
 * Second, the context's prototype: express-gateway makes each request's context with
 * `Object.create(new EgContextBase())`, a fresh prototype object per request. V8 then sets
 * that object up as a prototype and gives every context its own hidden class, which costs
 * several microseconds per request and leaves every later property access on it
 * megamorphic. See `shareContextBase`.
 */
export function speedUpExpressGatewayContext(): void {
  if (installed) return;
  installed = true;
  // The uuid62 instance express-gateway itself loads.
  const expressGatewayDir = path.dirname(require.resolve('express-gateway/package.json'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const uuid62 = require(require.resolve('uuid62', { paths: [expressGatewayDir] })) as Uuid62;
  uuid62.v4 = () => uuid62.base.encode(Buffer.from(randomUUID().replace(/-/g, ''), 'hex')).padStart(ID_LENGTH, '0');
  shareContextBase(expressGatewayDir, uuid62);
}

/**
 * Points express-gateway's `require('./context')` at a constructor that returns one shared
 * base for every request. Each context is still `Object.create(base)` with its own `req`,
 * `res` and `apiEndpoint`, and keeps express-gateway's getters and methods (the shared base
 * inherits from `EgContextBase.prototype`). Its `requestID` is still its own uuid62 id, made
 * when first read (only express-gateway's proxy policy reads it; Quire does not use that
 * policy) and assignable as before. Done only if express-gateway's pipelines module has not
 * been loaded yet: it keeps the constructor it required.
 */
function shareContextBase(expressGatewayDir: string, uuid62: Uuid62): void {
  const contextPath = require.resolve('./lib/gateway/context', { paths: [expressGatewayDir] });
  const pipelinesPath = require.resolve('./lib/gateway/pipelines', { paths: [expressGatewayDir] });
  if (require.cache[pipelinesPath]) return;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const EgContextBase = require(contextPath) as EgContextConstructor;
  const contextModule = require.cache[contextPath];
  if (!contextModule) return;

  const ownRequestId = (context: object, value: unknown) =>
    Object.defineProperty(context, 'requestID', { value, writable: true, enumerable: true, configurable: true });
  const sharedBase: object = Object.create(EgContextBase.prototype, {
    requestID: {
      enumerable: true,
      configurable: true,
      get(this: object) {
        const id = uuid62.v4();
        // Read on the base itself (not through a request's context), it must not become shared.
        if (this !== sharedBase) ownRequestId(this, id);
        return id;
      },
      set(this: object, value: unknown) {
        if (this !== sharedBase) ownRequestId(this, value);
      },
    },
  });
  function SharedEgContextBase(): object {
    return sharedBase;
  }
  SharedEgContextBase.prototype = EgContextBase.prototype;
  contextModule.exports = SharedEgContextBase;
}
