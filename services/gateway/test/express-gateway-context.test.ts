import path from 'node:path';
import { speedUpExpressGatewayContext } from '../src/express-gateway/context';

type EgContext = { requestID: string };
type Uuid62 = { encode(uuid: string): string; decode(id: string): string };

// eslint-disable-next-line @typescript-eslint/no-require-imports
const EgContextBase = require('express-gateway/lib/gateway/context') as new () => EgContext;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const uuid62 = require(require.resolve('uuid62', { paths: [path.dirname(require.resolve('express-gateway/package.json'))] })) as Uuid62;

describe('speedUpExpressGatewayContext', () => {
  it('keeps express-gateway context ids random v4 UUIDs in 22 base-62 characters, without uuid62.encode (deprecated Buffer())', () => {
    speedUpExpressGatewayContext();
    speedUpExpressGatewayContext();
    const encode = jest.spyOn(uuid62, 'encode');
    try {
      const ids = Array.from({ length: 1000 }, () => new EgContextBase().requestID);
      expect(encode).not.toHaveBeenCalled();
      for (const id of ids) {
        expect(id).toMatch(/^[0-9a-zA-Z]{22}$/);
        // uuid62 decodes them back to v4 UUIDs (version nibble 4, variant 10xx).
        expect(uuid62.decode(id)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      }
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      encode.mockRestore();
    }
  });

  it('gives every request context one shared prototype with express-gateway\'s getters and its own lazily made, assignable requestID', () => {
    speedUpExpressGatewayContext();
    // What express-gateway's pipelines module now gets from require('./context').
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const SharedBase = require('express-gateway/lib/gateway/context') as new () => EgContext;
    // As express-gateway's pipeline handler makes a request's context.
    const contextOf = (user: unknown) => {
      const context = Object.create(new SharedBase()) as EgContext & { req: { user: unknown }; egContext: unknown; consumer: unknown };
      context.req = { user };
      return context;
    };
    const first = contextOf('first user');
    const second = contextOf('second user');

    expect(Object.getPrototypeOf(first)).toBe(Object.getPrototypeOf(second));
    expect(first).toBeInstanceOf(EgContextBase);
    expect(first.egContext).toBe(first);
    expect(first.consumer).toBe('first user');
    expect(second.consumer).toBe('second user');

    const firstId = first.requestID;
    expect(firstId).toMatch(/^[0-9a-zA-Z]{22}$/);
    expect(uuid62.decode(firstId)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first.requestID).toBe(firstId);
    expect(second.requestID).not.toBe(firstId);
    // Reading it on the shared base itself must not make one id for everyone.
    expect(new SharedBase().requestID).not.toBe(new SharedBase().requestID);
    expect(contextOf(undefined).requestID).not.toBe(contextOf(undefined).requestID);

    second.requestID = 'assigned';
    expect(second.requestID).toBe('assigned');
    expect(first.requestID).toBe(firstId);
  });
});
