import { randomUUID } from 'node:crypto';
import { IntegrationScope, IntegrationVisibility, MemberRole, type IntegrationEvent, type PublishIntegration } from '@gitbook/api';
import type { identityV1 } from '@quire/proto';
import { addMember, client, createPageInChangeRequest, createSpace, expectFailure, expectOk, newOrg } from './content-helpers';
import type { Stack } from './harness';
import { startStackWithIdentityInternal } from './identity-internal';

// The runtime's routes through the gateway with the official client, every body checked
// against the GitBook contract (docs/integrations.md "The runtime"): an integration queues a
// task with its own token, the runtime delivers it to the published script with the
// environment identity gives (signed with the integration's signing secret), and the
// organization's admins list the event and read its trace. Run with E2E_NAMESPACE=runtime.

let stack: Stack;
let internal: identityV1.IdentityInternalServiceClient;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ stack, internal, stop } = await startStackWithIdentityInternal({ authCacheTtlMs: 300 }));
}, 90_000);

afterAll(async () => {
  await stop?.();
});

/** A @gitbook/runtime 0.21-style task route: checks the signature with the secret its environment carries, prints the task. */
const script = `export default { async fetch(request) {
  const form = await request.formData();
  const event = JSON.parse(form.get('event'));
  const environment = JSON.parse(form.get('environment'));
  const body = await form.get('fetch-body').text();
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(environment.signingSecrets.integration), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = Array.from(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)))).map((b) => b.toString(16).padStart(2, '0')).join('');
  if (mac !== event.request.headers['x-gitbook-integration-signature']) return new Response('bad signature', { status: 401 });
  console.log('task ' + JSON.stringify(JSON.parse(body).task) + ' at ' + new URL(event.request.url).pathname);
  return new Response('ok');
} };`;

const manifest = (organization: string): PublishIntegration => ({
  title: 'Tasks',
  description: 'Queues tasks for itself',
  scopes: [IntegrationScope.SpaceContentRead],
  script,
  organization,
  visibility: IntegrationVisibility.Public,
});

describe('integration events and tasks', () => {
  test('queueIntegrationTask (its own token only) is delivered to the script; events listed and read with their trace by the admins only; bad input 400', async () => {
    const publisher = await newOrg(stack);
    const name = `rt-${randomUUID().slice(0, 8)}`;
    await expectOk('publishIntegration', 200, publisher.gitbook.integrations.publishIntegration(name, manifest(publisher.organizationId)));
    const events = publisher.gitbook.integrations;
    const empty = await expectOk('listIntegrationEvents', 200, events.listIntegrationEvents(name));
    expect(empty.count).toBe(0);

    const { integrationToken } = await internal.mintIntegrationTokens({ integrationName: name });
    const itself = client(stack, integrationToken).integrations;
    // Bad input changes nothing.
    await expectFailure(itself.queueIntegrationTask(name, { task: { n: 1 }, schedule: 86_401 }), 400);
    await expectFailure(itself.queueIntegrationTask(name, { task: { n: 1 }, schedule: 1.5 }), 400);
    await expectFailure(itself.queueIntegrationTask(name, { task: 'x' } as never), 400);
    // A member's token, even the admin's, may not queue (403); an outsider and another integration's token find nothing.
    await expectFailure(events.queueIntegrationTask(name, { task: { n: 1 } }), 403);
    const otherName = `rt-${randomUUID().slice(0, 8)}`;
    await expectOk('publishIntegration', 200, publisher.gitbook.integrations.publishIntegration(otherName, manifest(publisher.organizationId)));
    const other = await internal.mintIntegrationTokens({ integrationName: otherName });
    await expectFailure(client(stack, other.integrationToken).integrations.queueIntegrationTask(name, { task: { n: 1 } }), 404);

    const queued = await itself.queueIntegrationTask(name, { task: { kind: 'sync', n: 1 } });
    expect(queued.status).toBe(204);

    let listed: { items: IntegrationEvent[]; count?: number } = empty;
    for (let i = 0; i < 100 && !listed.count; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      listed = await expectOk('listIntegrationEvents', 200, events.listIntegrationEvents(name));
    }
    expect(listed.count).toBe(1);
    const [event] = listed.items;
    expect(event).toMatchObject({ status: 'success', payload: { type: 'fetch' } });
    const read = await expectOk('getIntegrationEvent', 200, events.getIntegrationEvent(name, event.id));
    expect(read.event).toEqual(event);
    expect(read.trace!.logs.map((log) => log.message)).toEqual([`task {"n":1,"kind":"sync"} at /v1/integrations/${name}/integration/tasks`]);
    // The integration reads its own events too.
    expect((await expectOk('listIntegrationEvents', 200, itself.listIntegrationEvents(name))).count).toBe(1);

    // Only the admins of the publishing organization: a member below admin and another organization get 404.
    const editor = await addMember(stack, publisher, MemberRole.Edit);
    await expectFailure(editor.gitbook.integrations.listIntegrationEvents(name), 404);
    const outsider = await newOrg(stack);
    await expectFailure(outsider.gitbook.integrations.queueIntegrationTask(name, { task: { n: 2 } }), 404);
    await expectFailure(outsider.gitbook.integrations.listIntegrationEvents(name), 404);
    await expectFailure(outsider.gitbook.integrations.getIntegrationEvent(name, event.id), 404);
    await expectFailure(events.getIntegrationEvent(otherName, event.id), 404);
    await expectFailure(events.getIntegrationEvent(name, 'unknownEvent00'), 404);
    await expectFailure(events.listIntegrationEvents(name, { limit: 0 }), 400);
    await expectFailure(events.listIntegrationEvents('no-such-integration'), 404);
  }, 60_000);
});

/**
 * On `space_content_updated`, lists its installation's spaces through the API with the
 * installation token its environment carries (content does not let installation tokens read
 * spaces yet), and prints whether the event's space is one of them.
 */
const listener = `export default { async fetch(request) {
  const form = await request.formData();
  const event = JSON.parse(form.get('event'));
  const environment = JSON.parse(form.get('environment'));
  if (event.type !== 'space_content_updated') return new Response('ok');
  const url = environment.apiEndpoint + '/v1/integrations/' + environment.integration.name + '/installations/' + event.installationId + '/spaces';
  const response = await fetch(url, { headers: { authorization: 'Bearer ' + environment.apiTokens.installation } });
  if (!response.ok) return new Response('spaces not readable: ' + response.status, { status: 500 });
  const spaces = (await response.json()).items.map((item) => item.space);
  console.log(event.type + ' ' + event.revisionId + ' in an installed space: ' + spaces.includes(event.spaceId));
  return new Response('ok');
} };`;

describe('domain events delivered as GitBook events', () => {
  test("an integration installed on a space receives space_content_updated after a change request's merge; listIntegrationEvents shows it success", async () => {
    const publisher = await newOrg(stack);
    const name = `ev-${randomUUID().slice(0, 8)}`;
    await expectOk('publishIntegration', 200, publisher.gitbook.integrations.publishIntegration(name, { ...manifest(publisher.organizationId), title: 'Listener', script: listener }));

    const customer = await newOrg(stack);
    const installation = await expectOk('installIntegration', 201, customer.gitbook.integrations.installIntegration(name, { organization: customer.organizationId }));
    const space = await createSpace(customer, 'Event handbook');
    const elsewhere = await createSpace(customer, 'Not installed here');
    await expectOk('installIntegrationOnSpace', 201, customer.gitbook.integrations.installIntegrationOnSpace(name, installation.id, { space: space.id }));

    const mergeIn = async (spaceId: string) => {
      const changeRequest = await expectOk('createChangeRequest', 201, customer.gitbook.spaces.createChangeRequest(spaceId, { subject: 'Events' }));
      await createPageInChangeRequest(stack, customer, spaceId, changeRequest.id, { title: 'Welcome', content: { markdown: 'Hello.\n' } });
      return expectOk('mergeChangeRequest', 200, customer.gitbook.spaces.mergeChangeRequest(spaceId, changeRequest.id));
    };
    // A merge in a space the integration is not installed on sends it nothing.
    await mergeIn(elsewhere.id);
    const merged = await mergeIn(space.id);
    const revisionId = (merged as { revision: string }).revision;
    expect(revisionId).toEqual(expect.any(String));

    const events = publisher.gitbook.integrations;
    const isContentUpdate = (event: IntegrationEvent) => event.payload.type === 'space_content_updated';
    let delivered: IntegrationEvent[] = [];
    for (let i = 0; i < 150 && delivered.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      delivered = (await expectOk('listIntegrationEvents', 200, events.listIntegrationEvents(name))).items.filter(isContentUpdate);
    }
    expect(delivered).toHaveLength(1);
    const [event] = delivered;
    // On failure, the trace says why.
    if (event.status !== 'success') expect((await events.getIntegrationEvent(name, event.id)).data.trace).toEqual({ logs: [] });
    expect(event).toMatchObject({
      status: 'success',
      installationId: installation.id,
      payload: { type: 'space_content_updated', eventId: event.id, installationId: installation.id, spaceId: space.id, revisionId },
    });
    // The script called the API back with the installation token its environment carried.
    const read = await expectOk('getIntegrationEvent', 200, events.getIntegrationEvent(name, event.id));
    expect(read.trace!.logs.map((log) => log.message)).toEqual([`space_content_updated ${revisionId} in an installed space: true`]);
    // The installation's own setup events came first (installation_setup, space_installation_setup), in order.
    const all = (await expectOk('listIntegrationEvents', 200, events.listIntegrationEvents(name))).items;
    expect(all.map((item) => item.payload.type).reverse()).toEqual(['installation_setup', 'space_installation_setup', 'space_content_updated']);
    expect(all.every((item) => item.status === 'success')).toBe(true);
  }, 60_000);
});
