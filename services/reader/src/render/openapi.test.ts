import type { Element } from 'hast';
import { all, byClass, byTag, doc, parse, resources, textOf } from '../../test/render/builders';
import { renderDocument } from './index';

const petStore = () => {
  const spec: Record<string, unknown> = {
    openapi: '3.0.3',
    info: { title: 'Pets', version: '1' },
    servers: [{ url: 'https://{region}.api.example.com/v1', variables: { region: { default: 'eu' } } }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, key: { type: 'apiKey', in: 'header', name: 'X-Key' } },
      schemas: {
        Pet: {
          type: 'object',
          description: 'A pet.',
          required: ['name'],
          properties: {
            name: { type: 'string', description: 'The **name** of the pet.', minLength: 1 },
            kind: { type: 'string', enum: ['cat', 'dog'], default: 'cat' },
            born: { type: 'string', format: 'date' },
            tags: { type: 'array', items: { $ref: '#/components/schemas/Tag' } },
            parent: { $ref: '#/components/schemas/Pet' },
            owner: { oneOf: [{ $ref: '#/components/schemas/Tag' }, { type: 'string' }] },
          },
        },
        Tag: { type: 'object', properties: { id: { type: 'integer', format: 'int64' }, label: { type: 'string', nullable: true } } },
      },
    },
    paths: {
      '/pets/{id}': {
        parameters: [{ in: 'path', name: 'id', required: true, description: 'The pet id.', schema: { type: 'string', format: 'uuid' } }],
        put: {
          summary: 'Update a pet',
          description: 'Updates a pet. See [the guide](https://example.com/guide).',
          parameters: [
            { in: 'query', name: 'dryRun', schema: { type: 'boolean' } },
            { in: 'header', name: 'X-Trace', deprecated: true, schema: { type: 'string' } },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' }, example: { name: 'Rex' } } } },
          responses: {
            '200': { description: 'The pet.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
            '404': { description: 'No such pet.\n\nCheck the **id**.' },
            default: { description: 'Error' },
          },
        },
        delete: { deprecated: true, responses: { '204': { description: 'Deleted' } } },
      },
    },
    webhooks: { petAdopted: { post: { summary: 'A pet was adopted', requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Tag' } } } }, responses: { '200': { description: 'ok' } } } } },
  };
  return spec;
};

function dereferencedCycle() {
  // What a dereferencing loader gives for a recursive schema: objects that contain themselves.
  const node: Record<string, unknown> = { type: 'object', properties: { value: { type: 'string' } } };
  (node.properties as Record<string, unknown>).children = { type: 'array', items: node };
  (node.properties as Record<string, unknown>).next = node;
  return { openapi: '3.1.0', paths: { '/tree': { get: { responses: { '200': { description: 'A tree', content: { 'application/json': { schema: node } } } } } } }, components: { schemas: { Node: node } } };
}

const operation = (path: string, method: string, spec = 'pets') => ({ object: 'block', type: 'openapi-operation', isVoid: true, data: { ref: { kind: 'openapi', spec }, path, method } });

async function render(...blocks: unknown[]) {
  const res = resources({ specs: { pets: petStore(), tree: dereferencedCycle(), 'https://example.com/swagger.json': swagger2(), 'file-spec': petStore() } });
  const result = await renderDocument(doc(...blocks), res);
  return { ...result, tree: parse(result.html), calls: res.calls };
}

function swagger2() {
  return {
    swagger: '2.0',
    host: 'legacy.example.com',
    basePath: '/api',
    schemes: ['https'],
    paths: {
      '/items': {
        post: {
          consumes: ['application/json'],
          parameters: [
            { in: 'body', name: 'body', schema: { type: 'object', properties: { title: { type: 'string' } } } },
            { in: 'query', name: 'notify', type: 'boolean' },
          ],
          responses: { '201': { description: 'Created', schema: { type: 'object', properties: { id: { type: 'integer' } } } } },
        },
      },
    },
  };
}

const section = (tree: Element | ReturnType<typeof parse>, label: string) => byClass(tree, 'q-openapi-section').find((s) => textOf(byClass(s, 'q-openapi-label')[0]) === label);

describe('OpenAPI blocks', () => {
  it('an operation: method badge, path, summary, description, servers, authorizations', async () => {
    const { tree } = await render(operation('/pets/{id}', 'put'));
    const block = byClass(tree, 'q-openapi-operation')[0];
    const method = byClass(block, 'q-method')[0];
    expect([textOf(method), method.properties.className]).toEqual(['PUT', ['q-method', 'q-method-put']]);
    expect(textOf(byClass(block, 'q-openapi-path')[0])).toBe('/pets/{id}');
    expect(textOf(byClass(block, 'q-openapi-summary')[0])).toBe('Update a pet');
    const description = byClass(block, 'q-openapi-description')[0];
    expect(textOf(description)).toBe('Updates a pet. See the guide.');
    expect(byTag(description, 'a')[0].properties).toMatchObject({ href: 'https://example.com/guide', rel: ['noopener', 'noreferrer'] });
    expect(textOf(section(block, 'Servers')!)).toContain('https://eu.api.example.com/v1');
    expect(textOf(section(block, 'Authorizations')!)).toContain('bearer http · bearer');
  });

  it('the parameters table: in, name, type, required, description (path parameters included)', async () => {
    const { tree } = await render(operation('/pets/{id}', 'put'));
    const table = byClass(tree, 'q-openapi-params')[0];
    expect(textOf(byTag(table, 'caption')[0])).toBe('Parameters');
    expect(byTag(table, 'th').map(textOf)).toEqual(['In', 'Name', 'Type', 'Required', 'Description']);
    const rows = byTag(byTag(table, 'tbody')[0], 'tr').map((row) => byTag(row, 'td').map(textOf));
    expect(rows).toEqual([
      ['path', 'id', 'string · uuid', 'Required', 'The pet id.'],
      ['query', 'dryRun', 'boolean', 'Optional', ''],
      ['header', 'X-TraceDeprecated', 'string', 'Optional', ''],
    ]);
  });

  it('the request body and responses as schema trees: nested objects, arrays, enums, oneOf, $ref cycles cut', async () => {
    const { tree } = await render(operation('/pets/{id}', 'put'));
    const body = section(tree, 'Request body')!;
    expect(textOf(byClass(body, 'q-openapi-media')[0])).toBe('application/json');
    const props = (root: Element) => all(root, (e) => (e.properties.className as string[] | undefined)?.includes('q-schema-head') ?? false).map(textOf);
    expect(props(body)).toEqual([
      'namestringRequired',
      'kindstring',
      'bornstring · date',
      'tagsarray<Tag>',
      'idinteger · int64',
      'labelstring | null',
      'parentPetrecursive',
      'ownerone of',
      'Tag',
      'idinteger · int64',
      'labelstring | null',
      'string',
    ]);
    expect(textOf(body)).toContain('Possible values: cat dog');
    expect(textOf(body)).toContain('Default: cat');
    expect(textOf(body)).toContain('length ≥ 1');
    expect(byTag(body, 'strong').map(textOf)).toContain('name');

    const responses = byClass(tree, 'q-openapi-response');
    expect(responses.map((r) => textOf(byTag(r, 'summary')[0]))).toEqual(['200The pet.', '404No such pet.', 'defaultError']);
    expect(responses.map((r) => r.properties.open === true)).toEqual([true, false, false]);
    expect(byClass(responses[0], 'q-status')[0].properties.className).toEqual(['q-status', 'q-status-2xx']);
    expect(byClass(responses[1], 'q-status')[0].properties.className).toEqual(['q-status', 'q-status-4xx']);
    expect(textOf(responses[1])).toContain('Check the id.');
    expect(textOf(responses[1])).toContain('No content');
    expect(props(responses[0])[0]).toBe('namestringRequired');
  });

  it('examples as highlighted code: a curl request with its body and a response', async () => {
    const { tree } = await render(operation('/pets/{id}', 'put'));
    const examples = byClass(tree, 'q-openapi-examples')[0];
    const blocks = byClass(examples, 'q-code');
    expect(blocks.map((b) => textOf(byClass(b, 'q-code-title')[0]))).toEqual(['Example request', 'Example response (200)']);
    const curl = textOf(byTag(blocks[0], 'code')[0]);
    expect(curl).toBe(
      [
        'curl -L \\',
        '  --request PUT \\',
        "  --url 'https://eu.api.example.com/v1/pets/{id}' \\",
        "  --header 'Authorization: Bearer YOUR_SECRET_TOKEN' \\",
        "  --header 'Content-Type: application/json' \\",
        "  --data '{",
        '  "name": "Rex"',
        "}'",
      ].join('\n'),
    );
    const response = JSON.parse(textOf(byTag(blocks[1], 'code')[0])) as Record<string, unknown>;
    expect(response).toEqual({ name: 'text', kind: 'cat', born: '2024-01-01', tags: [{ id: 0, label: 'text' }], owner: { id: 0, label: 'text' } });
    // Highlighted by shiki: tokens with the code theme's classes.
    expect(all(blocks[1], (e) => (e.properties.className as string[] | undefined)?.some((c) => /^q-t\d/.test(c)) ?? false).length).toBeGreaterThan(0);
  });

  it('a deprecated operation has a badge; a missing spec or operation is a visible notice', async () => {
    const { tree, calls } = await render(operation('/pets/{id}', 'delete'), operation('/nope', 'get'), operation('/pets/{id}', 'get'), operation('/pets/{id}', 'put', 'unknown-spec'));
    expect(textOf(byClass(tree, 'q-badge-deprecated')[0])).toBe('Deprecated');
    const notices = byClass(tree, 'q-notice').map(textOf);
    expect(notices).toEqual(['The operation GET /nope is not in the OpenAPI specification.', 'The operation GET /pets/{id} is not in the OpenAPI specification.', 'The OpenAPI specification of this block is not available.']);
    expect(calls.filter((c) => c.startsWith('spec:'))).toContain('spec:{"spec":"unknown-spec"}');
  });

  it('a dereferenced recursive schema (an object graph with cycles) is cut, not followed forever', async () => {
    const { tree } = await render(operation('/tree', 'get', 'tree'));
    expect(byClass(tree, 'q-schema-recursive').length).toBeGreaterThan(0);
    expect(textOf(byClass(tree, 'q-openapi-response')[0])).toContain('value');
  });

  it('swagger blocks: a Swagger 2.0 spec by URL (body parameter, host, response schema)', async () => {
    const { tree, calls } = await render({ object: 'block', type: 'swagger', isVoid: true, data: { ref: { kind: 'url', url: 'https://example.com/swagger.json' }, path: '/items', method: 'post' } });
    expect(calls).toContain('spec:{"url":"https://example.com/swagger.json"}');
    expect(textOf(section(tree, 'Servers')!)).toContain('https://legacy.example.com/api');
    expect(byTag(byTag(byClass(tree, 'q-openapi-params')[0], 'tbody')[0], 'tr')).toHaveLength(1);
    expect(textOf(section(tree, 'Request body')!)).toContain('titlestring');
    expect(textOf(byClass(tree, 'q-openapi-response')[0])).toContain('idinteger');
  });

  it('swagger blocks whose spec is a file of the space', async () => {
    const { calls, tree } = await render({ object: 'block', type: 'swagger', isVoid: true, data: { ref: { kind: 'file', file: 'file-spec' }, path: '/pets/{id}', method: 'PUT' } });
    expect(calls).toContain('spec:{"file":"file-spec"}');
    expect(byClass(tree, 'q-openapi-operation')).toHaveLength(1);
  });

  it('webhooks: a badge, the name, and the payload with an example', async () => {
    const { tree } = await render({ object: 'block', type: 'openapi-webhook', isVoid: true, data: { ref: { kind: 'openapi', spec: 'pets' }, name: 'petAdopted', method: 'post' } });
    const block = byClass(tree, 'q-openapi-webhook')[0];
    expect(textOf(byClass(block, 'q-badge-webhook')[0])).toBe('Webhook');
    expect(textOf(byClass(block, 'q-openapi-path')[0])).toBe('petAdopted');
    expect(textOf(section(block, 'Request body')!)).toContain('idinteger · int64');
    expect(byClass(block, 'q-code').map((b) => textOf(byClass(b, 'q-code-title')[0]))).toEqual(['Example']);
  });

  it('schemas blocks: each named schema as an open <details>, grouped; a missing one is a notice', async () => {
    const { tree } = await render({ object: 'block', type: 'openapi-schemas', isVoid: true, data: { ref: { kind: 'openapi', spec: 'pets' }, schemas: ['Pet', 'Tag', 'Nope'] } });
    const group = byClass(tree, 'q-openapi-schemas')[0];
    const schemas = byClass(group, 'q-openapi-schema');
    expect(schemas.map((s) => [textOf(byTag(s, 'summary')[0]), s.properties.open])).toEqual([
      ['Petobject', true],
      ['Tagobject', true],
    ]);
    expect(textOf(schemas[0])).toContain('A pet.');
    expect(textOf(byClass(group, 'q-notice')[0])).toBe('The schema Nope is not in the OpenAPI specification.');
  });

  it('headings in descriptions stay out of the table of contents', async () => {
    const spec = petStore();
    (spec.paths as Record<string, Record<string, Record<string, unknown>>>)['/pets/{id}'].put.description = '# Big heading\n\nText';
    const res = resources({ specs: { pets: spec } });
    const { headings, html } = await renderDocument(doc(operation('/pets/{id}', 'put')), res);
    expect(headings).toEqual([]);
    expect(html).toContain('Big heading');
  });
});
