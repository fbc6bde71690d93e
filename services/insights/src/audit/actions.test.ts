import fs from 'node:fs';
import path from 'node:path';
import { AUDIT_ACTIONS, auditActionOf, fallbackAction, UNAUDITED_TYPES } from './actions';
import { allowlistedPayload } from './commands/audit-recorder';

// The table of audit actions against the events the services document publishing
// (docs/events.md, docs/sites.md, docs/insights.md): each documented event type has its entry,
// so that it is recorded with a label and an allowlist rather than as an unknown type.

const DOCS = path.join(__dirname, '..', '..', '..', '..', 'docs');

/** Every `quire.<service>.<resource>.<verb>` the docs name, `{a,b}` and `` `.verb` `` lists expanded. */
function documentedTypes(): Set<string> {
  const types = new Set<string>();
  for (const file of ['events.md', 'sites.md', 'insights.md']) {
    const text = fs.readFileSync(path.join(DOCS, file), 'utf8');
    for (const match of text.matchAll(/quire\.(identity|content|sites|insights)\.([a-z-]+)\.(\{[a-z,-]+\}|[a-z-]+)((?:`, `\.[a-z-]+)*)/g)) {
      const [, service, resource, verbs, more] = match;
      const list = verbs.startsWith('{') ? verbs.slice(1, -1).split(',') : [verbs];
      for (const extra of more.matchAll(/\.([a-z-]+)/g)) list.push(extra[1]);
      for (const verb of list) types.add(`quire.${service}.${resource}.${verb}`);
    }
  }
  return types;
}

describe('the audit action table', () => {
  it('has an entry for every event type the docs say a service publishes', () => {
    const documented = documentedTypes();
    expect(documented.size).toBeGreaterThan(80);
    expect([...documented].filter((type) => !auditActionOf(type) && !UNAUDITED_TYPES.has(type))).toEqual([]);
    // Each type left out is documented, and none is also in the table.
    expect([...UNAUDITED_TYPES].filter((type) => !documented.has(type) || auditActionOf(type))).toEqual([]);
  });

  it('names each event type and each action once', () => {
    expect(new Set(AUDIT_ACTIONS.map((spec) => spec.type)).size).toBe(AUDIT_ACTIONS.length);
    expect(new Set(AUDIT_ACTIONS.map((spec) => spec.action)).size).toBe(AUDIT_ACTIONS.length);
  });

  it('keeps only allowlisted fields, nested ones by key, and bounds what it keeps', () => {
    const data = { title: 'A', token: 'secret', changes: { title: 'B', password: 'x' }, ids: Array.from({ length: 150 }, (_, index) => index), long: 'y'.repeat(5000) };
    const payload = allowlistedPayload(data, ['title', { changes: ['title'] }, 'ids', 'long', 'missing']);
    expect(payload).toEqual({ title: 'A', changes: { title: 'B' }, ids: expect.any(Array), long: 'y'.repeat(1000) });
    expect((payload.ids as number[]).length).toBe(100);
  });

  it('records an unknown event type under its resource and verb, keeping nothing of its data', () => {
    expect(fallbackAction('quire.content.widget.spun')).toMatchObject({ action: 'widget.spun', targetType: 'widget', payload: [] });
  });
});
