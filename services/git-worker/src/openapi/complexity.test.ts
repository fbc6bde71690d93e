import { expandedSize, MAX_EXPANDED_NODES } from './complexity';
import { parseOpenAPISource } from './parse';

// Issue 19: a 4 KB OpenAPI document whose schemas each refer to the previous one twice expands
// to 2^20 nodes: validating it took 25 s of the worker's event loop (83 s with an error to report).

function doubling(levels: number, extra: Record<string, unknown> = {}): string {
  const schemas: Record<string, unknown> = { s0: { type: 'string' }, ...extra };
  for (let level = 1; level <= levels; level += 1) {
    schemas[`s${level}`] = { type: 'object', properties: { a: { $ref: `#/components/schemas/s${level - 1}` }, b: { $ref: `#/components/schemas/s${level - 1}` } } };
  }
  const schema = { $ref: `#/components/schemas/s${levels}` };
  return JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Doubling', version: '1' },
    paths: { '/x': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } } } },
    components: { schemas },
  });
}

describe('expandedSize', () => {
  it('counts references as their targets, each target once, cycles once', () => {
    const shared = { type: 'string' };
    expect(expandedSize({ a: shared, b: shared })).toBe(5);
    expect(expandedSize(JSON.parse(doubling(3)))).toBeGreaterThan(2 ** 3);
    const cyclic = { components: { schemas: { node: { properties: { next: { $ref: '#/components/schemas/node' } } } } } };
    expect(expandedSize(cyclic)).toBeLessThan(20);
    expect(expandedSize(JSON.parse(doubling(40)))).toBeUndefined();
  });

  it('is iterative: a document nested 100,000 deep does not overflow the stack', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(expandedSize(deep, 10_000_000)).toBe(100_001);
  });
});

describe('parseOpenAPISource: documents too complex to validate', () => {
  it('refuses references that expand past MAX_EXPANDED_NODES, in milliseconds, with or without errors', async () => {
    for (const source of [doubling(20), doubling(30, { broken: { type: 12 } })]) {
      const started = performance.now();
      const outcome = await parseOpenAPISource(source);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(outcome).toEqual({ ok: false, problems: [expect.objectContaining({ code: 'too-complex', message: expect.stringContaining(`more than ${MAX_EXPANDED_NODES} nodes`) })] });
    }
  });

  it('still validates a document that shares schemas within the limit', async () => {
    await expect(parseOpenAPISource(doubling(8))).resolves.toMatchObject({ ok: true, openapiVersion: '3.0.3' });
  });

  it('refuses YAML with flow collections nested past the limit before parsing it', async () => {
    const started = performance.now();
    const outcome = await parseOpenAPISource(`openapi: 3.0.3\ninfo: ${'['.repeat(50_000)}\n`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(outcome).toEqual({ ok: false, problems: [expect.objectContaining({ code: 'too-complex', message: expect.stringContaining('nested 50000 deep') })] });
  });
});
