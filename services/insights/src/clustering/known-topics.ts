/**
 * A generated corpus of reader questions with known topics, to measure clustering (purity)
 * in the tests and in `npm run bench -- insights`. Each question is built from a template,
 * two to four words of its topic's vocabulary (some words are shared by two topics, as
 * "certificate" is by single sign-on and custom domains) and up to two words every topic
 * uses ("settings", "error", "account"...). A seeded generator makes it the same every time.
 */

export type KnownTopicQuestion = { id: string; topic: string; text: string };

export const KNOWN_TOPICS: Record<string, string[]> = {
  'single-sign-on': ['saml', 'sso', 'identity provider', 'assertion', 'okta', 'certificate', 'login redirect', 'entity id', 'acs url'],
  webhooks: ['webhook', 'payload', 'signature', 'delivery', 'retry', 'signing secret', 'event subscription', 'endpoint'],
  'git-sync': ['git sync', 'github', 'gitlab', 'branch', 'repository', 'commit', 'merge conflict', 'pull'],
  'custom-domain': ['custom domain', 'dns', 'cname record', 'subdomain', 'propagation', 'certificate', 'hostname', 'apex domain'],
  search: ['search', 'search results', 'index', 'ranking', 'keyword', 'relevance', 'query', 'fuzzy matching'],
  'api-tokens': ['api token', 'bearer', 'token expiry', 'revoke', 'scopes', 'personal access', 'authentication header', 'api key'],
  billing: ['invoice', 'subscription', 'payment', 'billing', 'plan upgrade', 'seats', 'refund', 'credit card'],
  'pdf-export': ['pdf', 'export', 'print', 'page break', 'margins', 'pdf layout', 'download pdf', 'cover page'],
  permissions: ['permission', 'role', 'invite', 'guest', 'member access', 'teams', 'read only', 'collection access'],
  openapi: ['openapi', 'swagger', 'spec file', 'schema', 'api reference', 'yaml', 'operation', 'endpoint'],
  'change-requests': ['change request', 'review', 'reviewer', 'approve', 'merge', 'draft', 'diff', 'merge rules'],
  analytics: ['analytics', 'page views', 'traffic', 'visitors', 'dashboard', 'metrics', 'feedback ratings', 'referrers'],
  localization: ['translation', 'language', 'locale', 'translate', 'french', 'german', 'localized', 'language switcher'],
  embedding: ['embed', 'iframe', 'widget', 'script tag', 'snippet', 'embedded assistant', 'chat bubble', 'website'],
  branding: ['theme', 'logo', 'colors', 'font', 'header links', 'footer', 'favicon', 'dark mode'],
  uploads: ['image', 'upload', 'file size', 'attachment', 'video', 'gif', 'svg', 'media library'],
  'rate-limits': ['rate limit', 'throttling', 'too many requests', 'quota', 'burst', 'requests per minute', 'backoff', 'limit headers'],
  'visitor-auth': ['visitor', 'jwt', 'claims', 'adaptive content', 'condition', 'personalized', 'signed token', 'fallback url'],
  versions: ['version history', 'revision', 'restore', 'rollback', 'snapshot', 'previous version', 'compare versions', 'history'],
  markdown: ['markdown', 'table', 'code block', 'callout', 'syntax highlighting', 'hint block', 'tabs', 'expandable'],
};

const SHARED_WORDS = ['settings', 'error', 'account', 'workspace', 'setup', 'problem', 'project', 'configure', 'update', 'team', 'page', 'docs'];

// {a} {b}: topic words; {c}: a third topic word or nothing; {s}: a shared word or nothing; {s2}: a shared word.
const TEMPLATES = [
  'How do I set up {a} with {b} {c}?',
  'Why does {a} fail when I use {b}?',
  'Where can I find the {a} {s} for {b}?',
  'Is there a way to change {a} for {b} {c}?',
  'I can’t get {a} to work with {b} {s}.',
  'What is the limit for {a} {c}?',
  'Can you explain how {a} works with {b} {c}?',
  'How can I fix the {s2} with {a} after {b}?',
  'Does {a} support {b}? Our {s2} shows an error.',
  'I am looking for the guide about {a} and {b} {c}.',
];

/** mulberry32: a small seeded PRNG, so the corpus is the same on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` questions spread evenly over the known topics (round robin), the same for the same seed. */
export function knownTopicCorpus(count: number, seed = 42): KnownTopicQuestion[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const topics = Object.keys(KNOWN_TOPICS);
  const questions: KnownTopicQuestion[] = [];
  for (let index = 0; index < count; index++) {
    const topic = topics[index % topics.length];
    const vocabulary = KNOWN_TOPICS[topic];
    const [a, b, c] = [pick(vocabulary), pick(vocabulary), next() < 0.5 ? pick(vocabulary) : ''];
    const text = pick(TEMPLATES)
      .replace('{a}', a)
      .replace('{b}', b)
      .replace('{c}', c)
      .replace('{s}', next() < 0.6 ? pick(SHARED_WORDS) : '')
      .replace('{s2}', pick(SHARED_WORDS))
      .replace(/\s+/g, ' ')
      .replace(/\s([?.])/g, '$1');
    questions.push({ id: `q${String(index).padStart(6, '0')}`, topic, text });
  }
  return questions;
}
