// The `import gitbook` command of the admin CLI (scripts/quire.mjs): options, environment,
// output. The work is in importer.mjs.
import path from 'node:path';
import { createPoliteFetch, ImportError } from './http.mjs';
import { importGitbook } from './importer.mjs';
import { createSourceClient } from './source.mjs';
import { createStateWriter, defaultStatePath, loadState } from './state.mjs';
import { createQuireClient } from './target.mjs';

/** Largest file the import copies: Quire's default upload limit. */
const MAX_FILE_BYTES = Number(process.env.QUIRE_MAX_UPLOAD_BYTES || 25 * 1024 * 1024);

function option(options, name, variable) {
  const value = options[name] ?? (variable ? process.env[variable] : undefined);
  if (typeof value !== 'string' || value.trim() === '') {
    return undefined;
  }
  return value.trim();
}

function httpUrl(value, name) {
  let url;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new ImportError(`--${name} must be an http(s) URL`);
  return url.toString().replace(/\/+$/, '');
}

/** Runs the command; `UsageError` is the CLI's, for missing options. */
export async function runImportGitbook(options, { UsageError, root, stderr = process.stderr }) {
  const need = (name, variable) => {
    const value = option(options, name, variable);
    if (!value) throw new UsageError(`missing --${name}${variable ? ` (or ${variable})` : ''}`);
    return value;
  };
  const from = httpUrl(need('from'), 'from');
  const token = need('token', 'GITBOOK_TOKEN');
  const sourceOrg = need('source-org');
  const targetOrg = need('into');
  const to = httpUrl(option(options, 'to', 'QUIRE_API_URL') ?? 'http://127.0.0.1:8080', 'to');
  const toToken = need('to-token', 'QUIRE_TOKEN');
  const concurrency = Number(options.concurrency ?? 8);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) throw new UsageError('--concurrency must be an integer from 1 to 64');

  const progress = (line) => stderr.write(`${line}\n`);
  const fetch = createPoliteFetch({ concurrency, onRetry: progress });
  const source = createSourceClient({ baseUrl: from, token, fetch });
  const target = createQuireClient({ baseUrl: to, token: toToken, fetch });
  const download = async (url) => {
    const response = await fetch(new URL(url, from).toString());
    if (!response.ok) throw new ImportError(`downloading ${new URL(url, from).pathname} answered ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_FILE_BYTES) throw new ImportError(`a file of ${declared} bytes is over the ${MAX_FILE_BYTES} bytes Quire accepts`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_FILE_BYTES) throw new ImportError(`a file of ${bytes.length} bytes is over the ${MAX_FILE_BYTES} bytes Quire accepts`);
    return bytes;
  };
  const statePath = path.resolve(option(options, 'state') ?? defaultStatePath(root, from, sourceOrg, targetOrg));
  const state = await loadState(statePath, { source: from, sourceOrg, targetOrg });
  const save = createStateWriter(statePath);

  const result = await importGitbook({ source, target, download, sourceOrg, targetOrg, state, save, progress });
  await save(state);
  const { counts } = result;
  const line = (name, entry) => `${name}: ${Object.entries(entry).map(([key, value]) => `${value} ${key}`).join(', ')}`;
  return {
    json: { ...result, retries: fetch.retries(), state: statePath },
    text: [
      `Imported organization "${result.source.title}" (${sourceOrg}) into ${targetOrg} in ${(result.durationMs / 1000).toFixed(1)} s.`,
      ...Object.entries(counts).map(([name, entry]) => line(name, entry)),
      `Mapping of source ids to Quire ids: ${statePath}`,
    ],
  };
}
