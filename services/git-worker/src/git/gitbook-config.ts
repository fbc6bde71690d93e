import { MAX_REDIRECTS, MAX_REDIRECT_SOURCE_LENGTH, normalizeRedirectPath, redirectSourceProblem } from '@quire/documents';
import { isMap, parse as parseYaml, parseDocument, stringify as stringifyYaml } from 'yaml';
import { MAX_YAML_FLOW_DEPTH, yamlFlowDepth } from '../lib/yaml-limits';
import { joinPath, normalizePath } from './paths';

/** GitBook's content configuration file, at the root of the project directory. */
export const GITBOOK_CONFIG_FILE = '.gitbook.yaml';
/** Larger configuration files are ignored (with a warning): it is a handful of lines. */
export const MAX_CONFIG_BYTES = 64 * 1024;

/** A `.gitbook.yaml` (or its defaults) with every path resolved to a repository path. */
export type GitbookConfig = {
  /** The content root: `root`, under the project directory. */
  root: string;
  /** `structure.readme`: the first page. */
  readme: string;
  /** `structure.summary`: the table of contents. */
  summary: string;
  /**
   * `redirects`: a URL path (relative to the space: no slash around it, no `.md`, no final
   * `README`, as content stores it) → the repository path of a page file.
   */
  redirects: { from: string; to: string }[];
  /** The configuration file's repository path, when the repository has one. */
  configPath?: string;
};

const DEFAULT_README = 'README.md';
const DEFAULT_SUMMARY = 'SUMMARY.md';

/**
 * Reads `<projectDirectory>/.gitbook.yaml` as GitBook does: `root` is relative to the project
 * directory, `structure.*` and `redirects` targets relative to `root`. An unreadable file or
 * a value that is not a relative path inside the repository falls back to the default, with
 * a warning; it never fails the import.
 */
export function readGitbookConfig(
  readText: (path: string) => string | undefined,
  projectDirectory: string,
  warnings: string[],
): GitbookConfig {
  const configPath = joinPath(projectDirectory, GITBOOK_CONFIG_FILE);
  const text = readText(configPath);
  const defaults: GitbookConfig = {
    root: projectDirectory,
    readme: joinPath(projectDirectory, DEFAULT_README),
    summary: joinPath(projectDirectory, DEFAULT_SUMMARY),
    redirects: [],
  };
  if (text === undefined) return defaults;
  if (text.length > MAX_CONFIG_BYTES) {
    warnings.push(`${configPath}: larger than ${MAX_CONFIG_BYTES} bytes, ignored`);
    return { ...defaults, configPath };
  }

  if (yamlFlowDepth(text) > MAX_YAML_FLOW_DEPTH) {
    warnings.push(`${configPath}: brackets nested more than ${MAX_YAML_FLOW_DEPTH} deep, ignored`);
    return { ...defaults, configPath };
  }
  let document: unknown;
  try {
    document = parseYaml(text, { maxAliasCount: 50 });
  } catch {
    warnings.push(`${configPath}: not valid YAML, ignored`);
    return { ...defaults, configPath };
  }
  if (document === null || document === undefined) return { ...defaults, configPath };
  if (typeof document !== 'object' || Array.isArray(document)) {
    warnings.push(`${configPath}: not a YAML mapping, ignored`);
    return { ...defaults, configPath };
  }
  const config = document as Record<string, unknown>;

  const resolve = (base: string, value: unknown, field: string): string | undefined => {
    if (value === undefined || value === null) return undefined;
    const resolved = typeof value === 'string' ? normalizePath(joinPath(base, value)) : undefined;
    if (resolved === undefined) warnings.push(`${configPath}: ${field} must be a relative path inside the repository, ignored`);
    return resolved;
  };

  const root = resolve(projectDirectory, config.root, 'root') ?? projectDirectory;
  const structure = typeof config.structure === 'object' && config.structure !== null ? (config.structure as Record<string, unknown>) : {};
  const readme = resolve(root, structure.readme, 'structure.readme') ?? joinPath(root, DEFAULT_README);
  const summary = resolve(root, structure.summary, 'structure.summary') ?? joinPath(root, DEFAULT_SUMMARY);

  const redirects: GitbookConfig['redirects'] = [];
  if (typeof config.redirects === 'object' && config.redirects !== null && !Array.isArray(config.redirects)) {
    for (const [from, to] of Object.entries(config.redirects as Record<string, unknown>)) {
      if (redirects.length >= MAX_REDIRECTS) {
        warnings.push(`${configPath}: more than ${MAX_REDIRECTS} redirects, the rest ignored`);
        break;
      }
      const source = redirectSource(from);
      if (source === undefined) {
        warnings.push(`${configPath}: redirect "${from.slice(0, 200)}" is not a relative URL path of at most ${MAX_REDIRECT_SOURCE_LENGTH} characters, ignored`);
        continue;
      }
      if (redirects.some((redirect) => redirect.from === source)) {
        warnings.push(`${configPath}: redirect "${from.slice(0, 200)}" repeats the path of an earlier one, ignored`);
        continue;
      }
      const target = resolve(root, to, `redirects.${from.slice(0, 200)}`);
      if (target !== undefined) redirects.push({ from: source, to: target });
    }
  }
  return { root, readme, summary, redirects, configPath };
}

/**
 * A redirect's old path as content stores it (the same normalization: no slash around it,
 * no `.md`, a folder's `README` is the folder); undefined when content would refuse it (the
 * root, `.`/`..`/empty segments, `?`, `#`, backslashes, control characters, too long).
 */
export function redirectSource(from: string): string | undefined {
  const source = normalizeRedirectPath(from);
  return redirectSourceProblem(source) === undefined ? source : undefined;
}

/**
 * `.gitbook.yaml` with `redirects` set to `redirects` (old path → page file, relative to the
 * root), every other key (and comment) of `existingText` kept; no `redirects` key when there
 * are none. Undefined when `existingText` is not a YAML mapping: the author's file is not
 * overwritten.
 */
export function withRedirects(existingText: string | undefined, redirects: ReadonlyMap<string, string>): string | undefined {
  const map = Object.fromEntries([...redirects].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  if (existingText === undefined || existingText.trim() === '') return redirects.size > 0 ? stringifyYaml({ redirects: map }) : existingText;
  const document = parseDocument(existingText);
  if (document.errors.length > 0) return undefined;
  if (document.contents !== null && !isMap(document.contents)) return undefined;
  if (redirects.size > 0) document.set('redirects', map);
  else document.delete('redirects');
  return String(document);
}
