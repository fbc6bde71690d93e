import { errorOf, siteWith, startTestEnvironment, Status, type TestEnvironment } from '../../test/helpers';

const SCHEMA = {
  type: 'object',
  properties: {
    isBeta: { type: 'boolean', description: 'Beta tester' },
    plan: { type: 'string', enum: ['free', 'pro'], description: 'Plan' },
    seats: { type: 'number', description: 'Seats' },
    roles: { type: 'array', description: 'Roles', items: { type: 'string', description: 'Role' } },
    company: { type: 'object', description: 'Company', properties: { name: { type: 'string', description: 'Name' } }, additionalProperties: false },
    unsigned: {
      type: 'object',
      description: 'Unsigned claims of the site visitor.',
      properties: { language: { type: 'string', description: 'Language' } },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
};

let env: TestEnvironment;
beforeAll(async () => {
  env = await startTestEnvironment();
});
afterAll(async () => {
  await env.close();
});

describe('adaptive schema', () => {
  const site = () => siteWith(env, ['Everyone', 'Beta', 'Pro']);

  it('is NOT_FOUND before any is set; refuses extra properties and claims without description with their path', async () => {
    const { client, ref } = await site();
    expect((await errorOf(client.getSiteAdaptiveSchema(ref))).details).toBe('No visitor attributes schema found for the site.');
    const extra = await errorOf(client.updateSiteAdaptiveSchema({ ...ref, jsonSchema: { ...SCHEMA, title: 'x' } }));
    expect([extra.code, extra.details]).toEqual([Status.INVALID_ARGUMENT, 'jsonSchema.title: is not allowed (the schema is closed)']);
    const undescribed = await errorOf(
      client.updateSiteAdaptiveSchema({ ...ref, jsonSchema: { ...SCHEMA, properties: { ...SCHEMA.properties, isBeta: { type: 'boolean' } } } }),
    );
    expect(undescribed.details).toBe('jsonSchema.properties.isBeta.description: is required (a string describing the claim)');
    const nested = await errorOf(
      client.updateSiteAdaptiveSchema({
        ...ref,
        jsonSchema: { ...SCHEMA, properties: { unsigned: { ...SCHEMA.properties.unsigned, properties: { x: { type: 'date', description: 'd' } } } } },
      }),
    );
    expect(nested.details).toMatch(/^jsonSchema\.properties\.unsigned\.properties\.x\.type: /);
  });

  it('stores the schema, derives template conditions, and evaluates conditions for visitors with each claim type', async () => {
    const { client, ref } = await site();
    const stored = (await client.updateSiteAdaptiveSchema({ ...ref, jsonSchema: SCHEMA })).schema!;
    expect(stored.object).toBe('site-adaptive-schema');
    expect((await client.getSiteAdaptiveSchema(ref)).schema!.jsonSchema).toEqual(SCHEMA);

    const { items } = await client.listSiteAdaptiveTemplateConditions(ref);
    expect(items.map((item) => item.condition)).toEqual([
      'visitor.claims.isBeta == true',
      'visitor.claims.plan == "free"',
      'visitor.claims.plan == "pro"',
      'visitor.claims.seats > 0',
      'visitor.claims.seats == 0',
    ]);

    const [everyone, beta, pro] = (await client.listSiteSpaces(ref)).items;
    const setCondition = (id: string, condition: string | null) => client.updateSiteSpace({ ...ref, siteSpaceId: id, condition });
    await setCondition(beta.id, 'visitor.claims.isBeta && visitor.claims.unsigned.language == "fr"');
    await setCondition(pro.id, 'visitor.claims.plan == "pro" || visitor.claims.seats >= 10 || visitor.claims.roles.includes("admin") || visitor.claims.company.name == "ACME"');
    const unknown = await errorOf(setCondition(everyone.id, 'true && visitor.claims.unsigned.plan'));
    expect(unknown.details).toBe('condition: unknown claim "visitor.claims.unsigned.plan": the site\'s adaptive schema does not declare it at position 8');
    expect((await errorOf(setCondition(everyone.id, 'constructor.name'))).code).toBe(Status.INVALID_ARGUMENT);

    await client.publishSite(ref);
    const shown = async (claims?: object) => {
      const view = (await client.getPublishedContentSite({ ...ref, visitor: claims && JSON.stringify(claims) })).site!;
      expect(view.structure!.type).toBe('siteSpaces');
      return view.structure!.structure.map((item) => item.title);
    };
    expect(await shown()).toEqual(['Everyone', 'Beta', 'Pro']);
    expect(await shown({})).toEqual(['Everyone']);
    expect(await shown({ isBeta: true, unsigned: { language: 'fr' } })).toEqual(['Everyone', 'Beta']);
    expect(await shown({ isBeta: true, unsigned: { language: 'en' } })).toEqual(['Everyone']);
    expect(await shown({ plan: 'pro' })).toEqual(['Everyone', 'Pro']);
    expect(await shown({ seats: 12 })).toEqual(['Everyone', 'Pro']);
    expect(await shown({ roles: ['admin'] })).toEqual(['Everyone', 'Pro']);
    expect(await shown({ company: { name: 'ACME' } })).toEqual(['Everyone', 'Pro']);
    expect((await errorOf(client.getPublishedContentSite({ ...ref, visitor: '[1]' }))).details).toBe('visitor: must be a JSON object of claims');
  });
});
