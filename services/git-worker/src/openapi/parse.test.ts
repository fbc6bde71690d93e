import { jsonErrorOffset, pointerAtOffset, resolveLoosePath } from './locations';
import { parseOpenAPISource, type SpecProblem } from './parse';

// Parsing and validation of OpenAPI sources: what is valid, and every problem with its place
// in the text the user wrote.

async function problemsOf(source: string): Promise<SpecProblem[]> {
  const outcome = await parseOpenAPISource(source);
  if (outcome.ok) throw new Error('expected the source to be refused');
  return outcome.problems;
}

const PETS_30_YAML = `openapi: 3.0.3
info:
  title: Pets
  version: "1.0"
paths:
  /pets/{petId}:
    get:
      operationId: getPet
      parameters:
        - name: petId
          in: path
          required: true
          schema:
            type: string
      responses:
        "200":
          description: A pet
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Pet"
components:
  schemas:
    Pet:
      type: object
      properties:
        name:
          type: string
        friend:
          $ref: "#/components/schemas/Pet"
`;

describe('parseOpenAPISource', () => {
  it('accepts an OpenAPI 3.0 YAML document (circular references included) and gives it as JSON with its references kept', async () => {
    const outcome = await parseOpenAPISource(PETS_30_YAML);
    expect(outcome).toMatchObject({ ok: true, openapiVersion: '3.0.3' });
    const document = JSON.parse((outcome as { document: string }).document);
    expect(Object.keys(document)).toEqual(['openapi', 'info', 'paths', 'components']);
    expect(document.paths['/pets/{petId}'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Pet' });
  });

  it('accepts an OpenAPI 3.1 JSON document and keeps its text as written', async () => {
    const json = '{\n  "openapi": "3.1.0",\n  "info": { "title": "Pets", "version": "1" },\n  "webhooks": {},\n  "paths": { "/pets": { "get": { "responses": { "204": { "description": "none" } } } } }\n}\n';
    expect(await parseOpenAPISource(`\uFEFF${json}`)).toEqual({ ok: true, document: json, openapiVersion: '3.1.0' });
  });

  it('locates a schema error found through a $ref at the referenced schema, once', async () => {
    const source = PETS_30_YAML.replace('        name:\n          type: string', '        name:\n          type: string\n          nullable: perhaps');
    const problems = await problemsOf(source);
    expect(problems).toEqual([{ message: 'must be boolean', code: 'schema', pointer: '/components/schemas/Pet/properties/name/nullable', line: 29, column: 11 }]);
  });

  it('locates a missing required property at its object and an unknown one at its key', async () => {
    expect(await problemsOf('openapi: 3.0.3\ninfo:\n  title: Pets\npaths: {}\n')).toEqual([
      { code: 'schema', message: "must have required property 'version'", pointer: '/info', line: 2, column: 1 },
    ]);
    expect(await problemsOf('openapi: 3.0.3\ninfo:\n  title: Pets\n  version: "1"\n  colour: blue\npaths: {}\n')).toEqual([
      { code: 'schema', message: 'must NOT have additional properties', pointer: '/info/colour', line: 5, column: 3 },
    ]);
  });

  it('locates the validator rules by the path they name', async () => {
    const source = PETS_30_YAML.replace('        - name: petId\n          in: path\n          required: true\n          schema:\n            type: string\n', '        - name: other\n          in: query\n          schema:\n            type: string\n');
    const problems = await problemsOf(source);
    expect(problems).toEqual([
      { message: '`/paths/pets/{petId}/get` is missing path parameter(s) for `{petId}`.', code: 'rule', pointer: '/paths/~1pets~1{petId}/get', line: 7, column: 5 },
    ]);
  });

  it('reports a $ref to nothing where it is written', async () => {
    const problems = await problemsOf(PETS_30_YAML.replace('friend:\n          $ref: "#/components/schemas/Pet"', 'friend:\n          $ref: "#/components/schemas/Dog"'));
    expect(problems).toEqual([
      { message: '$ref "#/components/schemas/Dog" points at nothing in the document', code: 'reference', pointer: '/components/schemas/Pet/properties/friend/$ref', line: 30, column: 11 },
    ]);
  });

  it('never follows an external $ref: it is a problem where it is written', async () => {
    const source = PETS_30_YAML.replace('friend:\n          $ref: "#/components/schemas/Pet"', 'friend:\n          $ref: "https://schemas.example.com/pet.json?access_token=s3cret"');
    const problems = await problemsOf(source);
    expect(problems[0]).toEqual({
      message: 'external $ref "https://schemas.example.com/pet.json?access_token=REDACTED" is not followed: the document must be self-contained (only "#/..." references)',
      code: 'external-reference',
      pointer: '/components/schemas/Pet/properties/friend/$ref',
      line: 30,
      column: 11,
    });
    expect(JSON.stringify(problems)).not.toContain('s3cret');
  });

  it('reports YAML syntax errors with their line', async () => {
    expect(await problemsOf('openapi: 3.1.0\ninfo:\n  title: [Pets\npaths: {}\n')).toEqual([
      expect.objectContaining({ code: 'syntax', message: expect.stringMatching(/^invalid YAML: /), line: 4 }),
    ]);
    expect(await problemsOf('openapi: 3.1.0\nopenapi: 3.0.0\n')).toEqual([expect.objectContaining({ code: 'syntax', message: 'invalid YAML: Map keys must be unique', line: 2, column: 1 })]);
  });

  it('reports JSON syntax errors with their line and column', async () => {
    expect(await problemsOf('{\n  "openapi": "3.1.0",\n  "info": }\n')).toEqual([{ message: 'invalid JSON: unexpected "}"', code: 'syntax', pointer: '', line: 3, column: 11 }]);
    expect(await problemsOf('{"openapi": "3.1.0"')).toEqual([expect.objectContaining({ message: 'invalid JSON: the document ends too early', line: 1, column: 20 })]);
  });

  it('refuses what is not OpenAPI 3.0 or 3.1', async () => {
    expect(await problemsOf('swagger: "2.0"\ninfo: {title: x, version: "1"}\npaths: {}\n')).toEqual([
      expect.objectContaining({ code: 'unsupported-version', pointer: '/swagger', line: 1, column: 1 }),
    ]);
    expect(await problemsOf('openapi: 3.2.0\ninfo: {title: x, version: "1"}\npaths: {}\n')).toEqual([
      expect.objectContaining({ code: 'unsupported-version', message: 'OpenAPI 3.2.0 is not supported: only 3.0 and 3.1 are', line: 1 }),
    ]);
    expect(await problemsOf('title: not a spec\n')).toEqual([expect.objectContaining({ code: 'unsupported-version' })]);
    expect(await problemsOf('- a list\n')).toEqual([expect.objectContaining({ code: 'not-openapi' })]);
    expect(await problemsOf('  \n')).toEqual([expect.objectContaining({ code: 'syntax', message: 'the document is empty' })]);
  });

  it('refuses a YAML alias bomb instead of expanding it', async () => {
    const lines = ['openapi: 3.1.0', 'a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let level = 1; level < 9; level += 1) lines.push(`a${level}: &a${level} [${Array(10).fill(`*a${level - 1}`).join(', ')}]`);
    const problems = await problemsOf(`${lines.join('\n')}\n`);
    expect(problems).toEqual([expect.objectContaining({ code: 'syntax' })]);
  });

  it('refuses a document larger than the cap as JSON', async () => {
    const outcome = await parseOpenAPISource(PETS_30_YAML, { maxDocumentBytes: 100 });
    expect(outcome).toEqual({ ok: false, problems: [expect.objectContaining({ code: 'too-large' })] });
  });
});

describe('locations', () => {
  it('finds the pointer of a key or value at an offset of JSON.stringify output', () => {
    const json = JSON.stringify({ a: { 'b/c': [1, { d: true }] }, e: 'x' }, null, 2);
    expect(pointerAtOffset(json, json.indexOf('"d"'))).toBe('/a/b~1c/1/d');
    expect(pointerAtOffset(json, json.indexOf('true'))).toBe('/a/b~1c/1/d');
    expect(pointerAtOffset(json, json.indexOf('1,'))).toBe('/a/b~1c/0');
    expect(pointerAtOffset(json, json.indexOf('"x"'))).toBe('/e');
  });

  it('matches paths whose keys hold slashes', () => {
    const document = { paths: { '/pets': { get: {} }, '/pets/{id}': { get: {} } } };
    expect(resolveLoosePath(document, '/paths/pets/{id}/get')).toEqual(['paths', '/pets/{id}', 'get']);
    expect(resolveLoosePath(document, '/paths/pets/get')).toEqual(['paths', '/pets', 'get']);
    expect(resolveLoosePath(document, '/nowhere')).toBeUndefined();
  });

  it('finds the first JSON syntax error', () => {
    expect(jsonErrorOffset('{"a": [1, {"b": true}], "c": "\\u00e9"}')).toBe(-1);
    expect(jsonErrorOffset('{"a": 1,}')).toBe(8);
    expect(jsonErrorOffset('{"a" 1}')).toBe(5);
    expect(jsonErrorOffset('[1, 2')).toBe(5);
    expect(jsonErrorOffset('{} x')).toBe(3);
  });
});
