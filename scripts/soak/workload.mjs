// The soak's workload: concurrent connections, each repeating scenarios drawn from a weighted
// mix of reads, change requests with page edits and merges, comments and searches. Every
// request is one that should succeed, so any failure is an error of Quire's:
// - each connection owns one space and is the only one to write to it, so merges never race
//   and never conflict (a merge answering `conflicts` counts as an error);
// - the data stays bounded, so that memory growth means a leak rather than more data: the
//   seeded pages are edited in place (same ids, titles and paths), a connection's "Scratch"
//   page is created and deleted in turn, and a connection keeps at most MAX_OWN_COMMENTS of
//   its comments. Merged change requests and revisions accumulate in the database, as they
//   do in real use; no request reads them all.
// Contract operations go through GitBook's own client (`@gitbook/api`); the page writes,
// Quire's extensions, are plain fetch calls.

/** The seeded tree of every space: three top-level pages of three children each (12 pages). */
const SEED_TREE = [
  { title: 'Getting started', children: ['Installation', 'First steps', 'Upgrading'] },
  { title: 'Configuration', children: ['Environment', 'Storage', 'Networking'] },
  { title: 'Reference', children: ['Commands', 'Errors', 'Limits'] },
];
const MAX_OWN_COMMENTS = 5;
const REACTIONS = ['👍', '🎉', '👀'];

const VOCABULARY = (
  'account agent archive backup branch cache change cluster command comment config connection ' +
  'container database deploy document domain editor endpoint environment error event export feature ' +
  'field file gateway guide header import index install integration invite key latency limit link ' +
  'member merge metric migration mirror network node option organization page permission policy ' +
  'project proxy queue quota reader record release replica request revision role schema search ' +
  'secret section server service session setting space storage stream sync table team template ' +
  'token topic upgrade upload user version webhook workflow workspace'
).split(' ');
const FILLER = 'the a of to and in for with on by is are each when how this that every before after'.split(' ');

/** mulberry32: a small seeded generator, so that a run's requests can be reproduced. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, items) => items[Math.floor(random() * items.length)];

function sentence(random, words = 12) {
  const text = Array.from({ length: words }, () => (random() < 0.45 ? pick(random, FILLER) : pick(random, VOCABULARY))).join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

/** About 1.5 KB of Markdown: paragraphs, headings, a list, code and a table. */
function markdownPage(random) {
  const paragraph = () => Array.from({ length: 3 }, () => sentence(random)).join(' ');
  return [
    paragraph(),
    '## Overview',
    paragraph(),
    `* ${sentence(random, 6)}\n* ${sentence(random, 6)}\n* ${sentence(random, 6)}`,
    '## Details',
    paragraph(),
    `\`\`\`sh\nquire ${pick(random, VOCABULARY)} --${pick(random, VOCABULARY)}\n\`\`\``,
    `| Option | Meaning |\n| --- | --- |\n| \`${pick(random, VOCABULARY)}\` | ${sentence(random, 5)} |`,
  ].join('\n\n') + '\n';
}

const text = (content) => ({ object: 'text', leaves: [{ object: 'leaf', text: content, marks: [] }] });

/** The same kind of page as a GitBook JSONDocument, for the document write path. */
function documentPage(random) {
  const block = (type, content) => ({ object: 'block', type, data: {}, nodes: [text(content)] });
  return {
    object: 'document',
    data: {},
    nodes: [
      block('paragraph', sentence(random)),
      block('heading-2', 'Overview'),
      block('paragraph', Array.from({ length: 3 }, () => sentence(random)).join(' ')),
      block('heading-2', 'Details'),
      block('paragraph', Array.from({ length: 3 }, () => sentence(random)).join(' ')),
    ],
  };
}

/** A non-2xx answer of a plain fetch call, shaped like the official client's GitBookAPIError. */
class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.code = status;
  }
}

/** Thrown by `Connection.call` once the failure is recorded: it ends the scenario. */
class RequestFailed extends Error {}

/**
 * One connection's client: GitBook's client for the contract, `rest` for Quire's extensions,
 * and `call`, which times every request and records its outcome.
 */
class Connection {
  constructor({ gitbook, baseUrl, token, requestLog, reportError }) {
    this.gitbook = gitbook;
    this.baseUrl = baseUrl;
    this.token = token;
    this.requestLog = requestLog;
    this.reportError = reportError;
  }

  async rest(method, pathname, body) {
    const response = await fetch(`${this.baseUrl}${pathname}`, {
      method,
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    const answer = await response.text();
    if (!response.ok) throw new HttpError(response.status, answer);
    return { data: answer ? JSON.parse(answer) : undefined };
  }

  /**
   * Sends one request and records its latency and outcome under `operation`. `check` looks at
   * a successful answer and returns a reason when it is still wrong (a merge with conflicts).
   */
  async call(operation, send, check) {
    const started = performance.now();
    let data;
    let failure;
    try {
      ({ data } = await send());
      failure = check?.(data);
    } catch (error) {
      failure = `${error.code ? `HTTP ${error.code}` : error.name}: ${error.errorMessage ?? error.cause?.message ?? error.message}`;
    }
    this.requestLog.record(operation, performance.now() - started, failure !== undefined);
    if (failure !== undefined) {
      this.reportError(operation, failure);
      throw new RequestFailed(failure);
    }
    return data;
  }
}

/**
 * Creates `count` spaces of SEED_TREE, in one change request each (merged), `concurrency` at a
 * time. Resolves to [{ id, pages: [{ id, path, parent }] }].
 */
export async function seedSpaces({ gitbook, baseUrl, token, organizationId, count, concurrency = 8 }) {
  const connection = new Connection({ gitbook, baseUrl, token, requestLog: { record: () => undefined }, reportError: () => undefined });
  const seedOne = async (index) => {
    const random = seededRandom(1_000 + index);
    const { data: space } = await gitbook.orgs.createSpace(organizationId, { title: `Soak space ${index + 1}` });
    const { data: changeRequest } = await gitbook.spaces.createChangeRequest(space.id, { subject: 'Seed' });
    const write = async (body) => (await connection.rest('POST', `/spaces/${space.id}/change-requests/${changeRequest.id}/content/pages`, body)).data;
    const pages = [];
    for (const { title, children } of SEED_TREE) {
      const parent = await write({ title, content: { markdown: markdownPage(random) } });
      pages.push({ id: parent.id, path: parent.path });
      for (const child of children) {
        const page = await write({ title: child, parent: parent.id, content: { markdown: markdownPage(random) } });
        pages.push({ id: page.id, path: page.path, parent: parent.id });
      }
    }
    const { data: merged } = await gitbook.spaces.mergeChangeRequest(space.id, changeRequest.id);
    if (merged.result !== 'merge') throw new Error(`seeding space ${space.id}: merge answered ${merged.result}`);
    return { id: space.id, pages };
  };
  const spaces = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const index = next++;
        spaces[index] = await seedOne(index);
      }
    }),
  );
  return spaces;
}

/**
 * The scenarios and their weights (how often each is drawn, out of the sum). Each is one or
 * more requests; `own` is the connection's space, `any` a space drawn from all of them.
 */
const SCENARIOS = [
  {
    name: 'read space',
    weight: 14,
    run: ({ c, any }) => c.call('getSpaceById', () => c.gitbook.spaces.getSpaceById(any.id)),
  },
  {
    name: 'list pages',
    weight: 8,
    run: ({ c, any }) => c.call('listPages', () => c.gitbook.spaces.listPages(any.id)),
  },
  {
    name: 'read page',
    weight: 14,
    run: ({ c, any, random }) => {
      const format = random() < 0.5 ? 'markdown' : 'document';
      return c.call(`getPageById (${format})`, () => c.gitbook.spaces.getPageById(any.id, pick(random, any.pages).id, { format }));
    },
  },
  {
    name: 'read page by path',
    weight: 5,
    run: ({ c, any, random }) => c.call('getPageByPath', () => c.gitbook.spaces.getPageByPath(any.id, pick(random, any.pages).path)),
  },
  {
    name: 'read revision',
    weight: 3,
    run: ({ c, any }) => c.call('getCurrentRevision', () => c.gitbook.spaces.getCurrentRevision(any.id)),
  },
  {
    name: 'list spaces',
    weight: 6,
    run: ({ c, organizationId }) => c.call('listSpacesInOrganizationById', () => c.gitbook.orgs.listSpacesInOrganizationById(organizationId)),
  },
  {
    name: 'list change requests',
    weight: 6,
    run: ({ c, any, organizationId, random }) =>
      random() < 0.5
        ? c.call('listChangeRequestsForSpace', () => c.gitbook.spaces.listChangeRequestsForSpace(any.id))
        : c.call('listChangeRequestsForOrganization (merged)', () =>
            c.gitbook.orgs.listChangeRequestsForOrganization(organizationId, { status: 'merged', limit: 20 }),
          ),
  },
  {
    name: 'search',
    weight: 12,
    run: ({ c, any, random }) => {
      const query = random() < 0.6 ? pick(random, VOCABULARY) : `${pick(random, VOCABULARY)} ${pick(random, VOCABULARY)}`;
      return c.call('searchSpaceContent', () => c.gitbook.spaces.searchSpaceContent(any.id, { query }));
    },
  },
  {
    name: 'list comments',
    weight: 5,
    run: ({ c, any }) => c.call('listCommentsInSpace', () => c.gitbook.spaces.listCommentsInSpace(any.id, { limit: 20 })),
  },
  {
    name: 'comment thread',
    weight: 8,
    run: async ({ c, own, state, random }) => {
      const body = random() < 0.5 ? { markdown: sentence(random) } : { document: documentPage(random) };
      const comment = await c.call('postCommentInSpace', () => c.gitbook.spaces.postCommentInSpace(own.id, { body, page: pick(random, own.pages).id }));
      state.comments.push(comment.id);
      await c.call('postCommentReplyInSpace', () => c.gitbook.spaces.postCommentReplyInSpace(own.id, comment.id, { body: { markdown: sentence(random) } }));
      await c.call('listCommentRepliesInSpace', () => c.gitbook.spaces.listCommentRepliesInSpace(own.id, comment.id));
      await c.call('updateCommentInSpace', () =>
        c.gitbook.spaces.updateCommentInSpace(own.id, comment.id, { resolved: true, addedReactions: [pick(random, REACTIONS)] }),
      );
      while (state.comments.length > MAX_OWN_COMMENTS) {
        const oldest = state.comments[0];
        await c.call('deleteCommentInSpace', () => c.gitbook.spaces.deleteCommentInSpace(own.id, oldest));
        state.comments.shift();
      }
    },
  },
  {
    // Two change requests from the same main, editing different pages: the first merge is a
    // fast-forward, the second a three-way merge of disjoint changes.
    name: 'change requests and merges',
    weight: 6,
    run: async ({ c, own, state, random }) => {
      const [first, second] = twoDistinct(random, own.pages);
      const merged = (data) => (data.result === 'merge' ? undefined : `merge answered "${data.result}": ${JSON.stringify(data.conflicts ?? [])}`);
      const pagePath = (changeRequest, page) => `/spaces/${own.id}/change-requests/${changeRequest.id}/content/page/${page.id}`;

      const a = await c.call('createChangeRequest', () => c.gitbook.spaces.createChangeRequest(own.id, { subject: sentence(random, 5) }));
      await c.call('updatePageInChangeRequest (markdown)', () => c.rest('PATCH', pagePath(a, first), { content: { markdown: markdownPage(random) } }));
      let scratch = state.scratchPageId;
      if (scratch) {
        await c.call('deletePageInChangeRequest', () => c.rest('DELETE', pagePath(a, { id: scratch })));
        scratch = undefined;
      } else {
        const created = await c.call('createPageInChangeRequest', () =>
          c.rest('POST', `/spaces/${own.id}/change-requests/${a.id}/content/pages`, { title: 'Scratch', content: { markdown: markdownPage(random) } }),
        );
        scratch = created.id;
      }

      const b = await c.call('createChangeRequest', () => c.gitbook.spaces.createChangeRequest(own.id, { subject: sentence(random, 5) }));
      await c.call('updatePageInChangeRequest (document)', () => c.rest('PATCH', pagePath(b, second), { content: { document: documentPage(random) } }));
      await c.call('listPagesInChangeRequest', () => c.gitbook.spaces.listPagesInChangeRequest(own.id, b.id));
      await c.call('postCommentInChangeRequest', () => c.gitbook.spaces.postCommentInChangeRequest(own.id, a.id, { body: { markdown: sentence(random) } }));

      await c.call('mergeChangeRequest', () => c.gitbook.spaces.mergeChangeRequest(own.id, a.id), merged);
      state.scratchPageId = scratch;
      await c.call('mergeChangeRequest', () => c.gitbook.spaces.mergeChangeRequest(own.id, b.id), merged);
      await c.call('getChangeRequestById', () => c.gitbook.spaces.getChangeRequestById(own.id, b.id), (data) =>
        data.status === 'merged' ? undefined : `status "${data.status}" after its merge`,
      );
    },
  },
];

function twoDistinct(random, items) {
  const first = Math.floor(random() * items.length);
  const second = (first + 1 + Math.floor(random() * (items.length - 1))) % items.length;
  return [items[first], items[second]];
}

/** The scenario names and their share of the draws, for the report. */
export const scenarioMix = () => {
  const total = SCENARIOS.reduce((sum, scenario) => sum + scenario.weight, 0);
  return SCENARIOS.map(({ name, weight }) => ({ name, share: weight / total }));
};

function drawScenario(random) {
  const total = SCENARIOS.reduce((sum, scenario) => sum + scenario.weight, 0);
  let draw = random() * total;
  for (const scenario of SCENARIOS) {
    draw -= scenario.weight;
    if (draw < 0) return scenario;
  }
  return SCENARIOS[SCENARIOS.length - 1];
}

/**
 * Runs connection `index` until `shouldStop()` is true, one scenario after the other. A
 * scenario ends at its first failed request (recorded by `call`); an exception of the workload
 * itself is recorded as an error of the operation `workload (<scenario>)`.
 */
export async function runConnection({ index, spaces, gitbook, baseUrl, token, organizationId, requestLog, reportError, shouldStop }) {
  const c = new Connection({ gitbook, baseUrl, token, requestLog, reportError });
  const random = seededRandom(index + 1);
  const own = spaces[index % spaces.length];
  const state = { comments: [], scratchPageId: undefined };
  while (!shouldStop()) {
    const scenario = drawScenario(random);
    try {
      await scenario.run({ c, own, any: pick(random, spaces), state, random, organizationId });
    } catch (error) {
      if (error instanceof RequestFailed) continue;
      requestLog.record(`workload (${scenario.name})`, 0, true);
      reportError(`workload (${scenario.name})`, error.stack ?? String(error));
    }
  }
}
