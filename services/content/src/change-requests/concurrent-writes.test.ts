import { contentV1 } from '@quire/proto';
import type { Principal } from '@quire/shared';
import { createSpace, newOrganization, Status, useTestEnvironment } from '../../test/helpers';

// Every transaction that writes a space takes its locks in one order (docs/content-core.md,
// "Lock order"): merges, updates from main, page writes and change request edits running at
// once on one space wait for each other, and never deadlock into an internal error.

// Closing the environment waits for the search sweep, which indexes every revision written here.
jest.setTimeout(180_000);

const env = useTestEnvironment();

const { PageType } = contentV1;

/** The gRPC status of a call that failed, undefined when it succeeded. */
async function outcomeOf(call: Promise<unknown>): Promise<Status | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    if (error && typeof error === 'object' && 'code' in error) return (error as { code: Status }).code;
    throw error;
  }
}

describe('concurrent writes to one space', () => {
  it('merges, updates from main, page writes and change request edits at once: none answers INTERNAL', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Busy');
    const writers: Principal[] = [org.admin, org.member('admin'), org.member('admin')];
    const client = (index: number) => env.as(writers[index % writers.length]);
    const createPage = (index: number, changeRequestId: string, title: string) =>
      client(index).createPage({
        spaceId: space.id,
        changeRequestId,
        type: PageType.PAGE_TYPE_DOCUMENT,
        title,
        position: undefined,
        // The same body in every change request: concurrent transactions store the same
        // content-addressed rows.
        content: { markdown: 'Shared paragraph.\n', document: undefined },
        target: undefined,
      });

    const outcomes: { operation: string; status: Status | undefined }[] = [];
    const run = (operation: string, call: Promise<unknown>) =>
      outcomeOf(call).then((status) => {
        outcomes.push({ operation, status });
      });

    const ROUNDS = 3;
    const PER_ROUND = 4;
    for (let round = 0; round < ROUNDS; round += 1) {
      const changeRequests: string[] = [];
      for (let index = 0; index < PER_ROUND; index += 1) {
        const { changeRequest } = await client(index).createChangeRequest({ spaceId: space.id, subject: `Round ${round} #${index}` });
        changeRequests.push(changeRequest!.id);
        await createPage(index, changeRequest!.id, `Seed ${round}.${index}`);
      }
      const calls: Promise<void>[] = [];
      changeRequests.forEach((changeRequestId, index) => {
        for (let write = 0; write < 3; write += 1) {
          calls.push(run('createPage', createPage(index + write, changeRequestId, `Page ${round}.${index}.${write}`)));
        }
        calls.push(run('updateChangeRequest', client(index + 1).updateChangeRequest({ spaceId: space.id, changeRequestId, subject: `Edited ${round}.${index}`, status: 0 })));
        calls.push(run('updateChangeRequestFromMain', client(index + 2).updateChangeRequestFromMain({ spaceId: space.id, changeRequestId })));
        calls.push(run('mergeChangeRequest', client(index).mergeChangeRequest({ spaceId: space.id, changeRequestId })));
      });
      await Promise.all(calls);
    }

    const internal = outcomes.filter(({ status }) => status === Status.INTERNAL || status === Status.UNKNOWN);
    expect(internal).toEqual([]);
    // Whatever a call answered, it is one of the answers a client can act on: done, refused
    // (the change request was merged meanwhile) or asked to retry.
    for (const { status } of outcomes) expect([undefined, Status.INVALID_ARGUMENT, Status.ABORTED, Status.UNAVAILABLE]).toContain(status);
    expect(outcomes.filter(({ operation, status }) => operation === 'mergeChangeRequest' && status === undefined).length).toBeGreaterThan(0);
  });
});
