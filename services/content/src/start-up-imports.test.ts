// What content loads when it starts: the modules only some requests need are loaded on first
// use, so that an idle content process does not hold them (docs/performance.md "Idle memory").
// pdfkit (and its fonts) serves PDF exports only; ajv validates the few JSON documents a client
// sends (change request descriptions, imported documents).
const mockLoaded: string[] = [];
jest.mock('pdfkit', () => {
  mockLoaded.push('pdfkit');
  return jest.requireActual('pdfkit');
});
jest.mock('ajv', () => {
  mockLoaded.push('ajv');
  return jest.requireActual('ajv');
});

it('loading the service (everything main.ts starts) loads neither pdfkit nor ajv', async () => {
  const service = await import('./service');
  expect(typeof service.startContentService).toBe('function');
  expect(mockLoaded).toEqual([]);
});

it('a PDF export loads pdfkit, and a document validation ajv, when they run', async () => {
  const { validateDocument } = await import('@quire/documents');
  expect(validateDocument({ object: 'document', data: {}, nodes: [] }).ok).toBe(true);
  await import('./pdf/renderer');
  expect(mockLoaded.sort()).toEqual(['ajv', 'pdfkit']);
});
