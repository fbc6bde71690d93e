import { v1Routes } from '@quire/gateway';
import { startStack, type Stack } from './harness';
import { matrixRequest, sendMatrixRequest } from './fuzz/matrix';
import { contextOf } from './fuzz/requests';
import { buildWorld, type World } from './fuzz/world';

// Every list (every GET route row whose query takes `page` and `limit`), asked by the organization's admin
// for a page whose cursor does not decode to a position the list can have. The gateway's own
// NUL check cannot see inside base64, so these reach the services: each must answer 400 with
// the error body, never 500 (PostgreSQL refuses NUL in text and integers past int4).

const encode = (json: string) => Buffer.from(json, 'utf8').toString('base64url');

const BAD_CURSORS: [string, string][] = [
  ['a NUL inside a string of the position', encode('{"id":"a\\u0000b","createdAt":"2026-01-01T00:00:00.000Z","position":"a\\u0000","title":"\\u0000","userId":"\\u0000","name":"\\u0000"}')],
  ['a lone surrogate', encode('{"id":"\\ud800","createdAt":"2026-01-01T00:00:00.000Z","position":"\\ud800"}')],
  ['a number past PostgreSQL integers', encode('{"position":1e300,"index":99999999999,"id":"x"}')],
  ['JSON that is not an object', encode('"just a string"')],
  ['not JSON', encode('\u0000\u0001garbage')],
];

let stack: Stack;
let world: World;

beforeAll(async () => {
  stack = await startStack();
  world = await buildWorld(stack);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

// A list takes `page` (the cursor) and `limit`; the PDF exports' `page` is a page id, not a cursor.
const listRows = v1Routes.filter((row) => row.method === 'get' && row.query !== undefined && 'page' in row.query.shape && 'limit' in row.query.shape);

it('covers the lists of every service', () => {
  // identity, content, sites and insights each have lists; a table without them is a broken filter.
  expect(listRows.length).toBeGreaterThanOrEqual(18);
});

it.each(BAD_CURSORS)('every list answers 400 with the error body for a cursor with %s', async (_, cursor) => {
  const context = contextOf(Object.keys(world.ids));
  const answers: string[] = [];
  for (const row of listRows) {
    const request = matrixRequest(row, world, context);
    const separator = request.path.includes('?') ? '&' : '?';
    const answer = await sendMatrixRequest(stack.baseUrl, world.callers.admin.token, { ...request, path: `${request.path}${separator}page=${cursor}` });
    let code: unknown;
    try {
      code = (JSON.parse(answer.body) as { error?: { code?: unknown } }).error?.code;
    } catch {
      code = undefined;
    }
    // A list the world has no parent for answers 404 before it reads the cursor; that is fine.
    if (!((answer.status === 400 && code === 400) || (answer.status === 404 && request.absentParams.length > 0))) {
      answers.push(`${row.operationId} ${request.path.split('?')[0]}: ${answer.status} ${answer.body.slice(0, 120)}`);
    }
  }
  expect(answers).toEqual([]);
}, 120_000);
