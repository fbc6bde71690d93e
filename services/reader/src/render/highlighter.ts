import type { HighlighterCore, LanguageRegistration, ThemedToken, ThemeRegistration } from 'shiki/core';
import { RENDER_LIMITS } from './limits';

export type Highlighter = HighlighterCore;

type LanguageModule = { default: LanguageRegistration[] };

/**
 * The languages highlighted, by shiki's name. Each is imported by name so that the bundle
 * holds these grammars only (shiki's full bundle has 240 languages: 25 s to load and 160 MB).
 * `CORE` languages load when the process starts (`warmRenderer`); any other one the first
 * time a document uses it (`prepareLanguages`, before that document renders: 3 to 200 ms,
 * once per process), so a process holds only the grammars its sites use. Loading all 64 at
 * start took 4.5 s, because each grammar's load walks every grammar it may embed. A language
 * not in this list is shown as plain text.
 */
const LANGUAGES: Record<string, () => Promise<LanguageModule>> = {
  javascript: () => import('shiki/langs/javascript.mjs'),
  typescript: () => import('shiki/langs/typescript.mjs'),
  jsx: () => import('shiki/langs/jsx.mjs'),
  tsx: () => import('shiki/langs/tsx.mjs'),
  json: () => import('shiki/langs/json.mjs'),
  jsonc: () => import('shiki/langs/jsonc.mjs'),
  json5: () => import('shiki/langs/json5.mjs'),
  yaml: () => import('shiki/langs/yaml.mjs'),
  toml: () => import('shiki/langs/toml.mjs'),
  ini: () => import('shiki/langs/ini.mjs'),
  xml: () => import('shiki/langs/xml.mjs'),
  html: () => import('shiki/langs/html.mjs'),
  css: () => import('shiki/langs/css.mjs'),
  scss: () => import('shiki/langs/scss.mjs'),
  less: () => import('shiki/langs/less.mjs'),
  markdown: () => import('shiki/langs/markdown.mjs'),
  shellscript: () => import('shiki/langs/shellscript.mjs'),
  shellsession: () => import('shiki/langs/shellsession.mjs'),
  powershell: () => import('shiki/langs/powershell.mjs'),
  bat: () => import('shiki/langs/bat.mjs'),
  docker: () => import('shiki/langs/docker.mjs'),
  make: () => import('shiki/langs/make.mjs'),
  python: () => import('shiki/langs/python.mjs'),
  ruby: () => import('shiki/langs/ruby.mjs'),
  php: () => import('shiki/langs/php.mjs'),
  java: () => import('shiki/langs/java.mjs'),
  kotlin: () => import('shiki/langs/kotlin.mjs'),
  scala: () => import('shiki/langs/scala.mjs'),
  groovy: () => import('shiki/langs/groovy.mjs'),
  go: () => import('shiki/langs/go.mjs'),
  rust: () => import('shiki/langs/rust.mjs'),
  c: () => import('shiki/langs/c.mjs'),
  cpp: () => import('shiki/langs/cpp.mjs'),
  csharp: () => import('shiki/langs/csharp.mjs'),
  fsharp: () => import('shiki/langs/fsharp.mjs'),
  swift: () => import('shiki/langs/swift.mjs'),
  'objective-c': () => import('shiki/langs/objective-c.mjs'),
  dart: () => import('shiki/langs/dart.mjs'),
  lua: () => import('shiki/langs/lua.mjs'),
  perl: () => import('shiki/langs/perl.mjs'),
  r: () => import('shiki/langs/r.mjs'),
  julia: () => import('shiki/langs/julia.mjs'),
  elixir: () => import('shiki/langs/elixir.mjs'),
  erlang: () => import('shiki/langs/erlang.mjs'),
  haskell: () => import('shiki/langs/haskell.mjs'),
  clojure: () => import('shiki/langs/clojure.mjs'),
  sql: () => import('shiki/langs/sql.mjs'),
  graphql: () => import('shiki/langs/graphql.mjs'),
  http: () => import('shiki/langs/http.mjs'),
  diff: () => import('shiki/langs/diff.mjs'),
  nginx: () => import('shiki/langs/nginx.mjs'),
  proto: () => import('shiki/langs/proto.mjs'),
  hcl: () => import('shiki/langs/hcl.mjs'),
  terraform: () => import('shiki/langs/terraform.mjs'),
  vue: () => import('shiki/langs/vue.mjs'),
  svelte: () => import('shiki/langs/svelte.mjs'),
  latex: () => import('shiki/langs/latex.mjs'),
  solidity: () => import('shiki/langs/solidity.mjs'),
  zig: () => import('shiki/langs/zig.mjs'),
  nix: () => import('shiki/langs/nix.mjs'),
  prisma: () => import('shiki/langs/prisma.mjs'),
  regexp: () => import('shiki/langs/regexp.mjs'),
  csv: () => import('shiki/langs/csv.mjs'),
  log: () => import('shiki/langs/log.mjs'),
};

/** Loaded when the process starts: what most pages use, and what OpenAPI examples use (bash, JSON). */
const CORE = ['javascript', 'typescript', 'jsx', 'tsx', 'json', 'yaml', 'html', 'css', 'markdown', 'shellscript', 'python', 'go', 'java', 'sql', 'diff', 'xml'];

/** Names authors write for the languages above (shiki's own aliases, and a few more). */
const ALIASES: Record<string, string> = {
  js: 'javascript',
  cjs: 'javascript',
  mjs: 'javascript',
  node: 'javascript',
  nodejs: 'javascript',
  ts: 'typescript',
  cts: 'typescript',
  mts: 'typescript',
  javascriptreact: 'jsx',
  typescriptreact: 'tsx',
  jsonl: 'json',
  yml: 'yaml',
  properties: 'ini',
  svg: 'xml',
  xhtml: 'html',
  md: 'markdown',
  bash: 'shellscript',
  sh: 'shellscript',
  shell: 'shellscript',
  zsh: 'shellscript',
  curl: 'shellscript',
  console: 'shellsession',
  terminal: 'shellsession',
  'shell-session': 'shellsession',
  ps: 'powershell',
  ps1: 'powershell',
  pwsh: 'powershell',
  batch: 'bat',
  cmd: 'bat',
  dockerfile: 'docker',
  makefile: 'make',
  py: 'python',
  rb: 'ruby',
  kt: 'kotlin',
  kts: 'kotlin',
  golang: 'go',
  rs: 'rust',
  'c++': 'cpp',
  'c#': 'csharp',
  cs: 'csharp',
  'f#': 'fsharp',
  fs: 'fsharp',
  objc: 'objective-c',
  objectivec: 'objective-c',
  jl: 'julia',
  erl: 'erlang',
  hs: 'haskell',
  clj: 'clojure',
  postgresql: 'sql',
  postgres: 'sql',
  mysql: 'sql',
  sqlite: 'sql',
  plsql: 'sql',
  gql: 'graphql',
  protobuf: 'proto',
  tf: 'terraform',
  tfvars: 'terraform',
  hcl2: 'hcl',
  regex: 'regexp',
};

/** Languages written as "no highlighting". */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'none', 'output', 'raw']);

let loading: Promise<Highlighter> | undefined;
/** Languages (names and aliases, lower case) the highlighter has, grammars created. */
let known = new Set<string>();
/** Languages being loaded after start, so that two renders wanting one load it once. */
const pending = new Map<string, Promise<void>>();

/** Languages most pages use: tokenized once at start so their rules are compiled before the first page. */
const WARM_LANGUAGES = ['javascript', 'typescript', 'json', 'shellscript', 'python', 'yaml', 'html', 'css', 'go', 'java'];
const WARM_SAMPLE = [
  '// comment /* block */ # hash',
  'import x from "module"; const s = \'text\', n = 42, t = `a${b}`;',
  'function f(a: number): string { if (a > 1) return "x"; else return null; }',
  'class A extends B { constructor() { super(); this.k = [1, 2.5, true]; } }',
  'def g(x):\n    return {"key": x}  <div class="c">&amp;</div> key: value',
].join('\n');

function refreshKnown(highlighter: Highlighter): void {
  known = new Set(highlighter.getLoadedLanguages().map((name) => name.toLowerCase()));
}

async function create(): Promise<Highlighter> {
  const [{ createHighlighterCore }, { createJavaScriptRegexEngine }, theme] = await Promise.all([import('shiki/core'), import('shiki/engine/javascript'), codeTheme()]);
  const highlighter = await createHighlighterCore({
    themes: [theme.theme],
    langs: CORE.map((name) => LANGUAGES[name]().then((module) => module.default)),
    // shiki's JavaScript engine (the grammars' Oniguruma patterns compiled to native RegExps)
    // rather than Oniguruma in WebAssembly: the same tokens for every language listed here
    // (compared on a sample of each), the benchmark page about 10 % faster, and 70 MB less
    // memory in the process (no WebAssembly heap). `forgiving`: a pattern it cannot compile
    // leaves that one rule unmatched instead of failing the language.
    engine: createJavaScriptRegexEngine({ forgiving: true }),
  });
  tokenClasses = theme.classes;
  refreshKnown(highlighter);
  for (const language of WARM_LANGUAGES) tokenize(highlighter, WARM_SAMPLE, language);
  return highlighter;
}

/** shiki with its theme and core languages, loaded once per process. */
export function loadHighlighter(): Promise<Highlighter> {
  loading ??= create().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** shiki's name of a language an author wrote (`js`, `Bash`), or undefined when it is not one of `LANGUAGES`. */
function languageName(syntax: unknown): string | undefined {
  if (typeof syntax !== 'string') return undefined;
  const name = syntax.trim().toLowerCase();
  if (PLAIN.has(name) || name.length > 40) return undefined;
  const resolved = Object.hasOwn(ALIASES, name) ? ALIASES[name] : name;
  return Object.hasOwn(LANGUAGES, resolved) ? resolved : undefined;
}

/**
 * Loads the languages these syntax names need and the highlighter does not have yet (each
 * once per process; a language that fails to load stays plain text).
 */
export async function prepareLanguages(highlighter: Highlighter, syntaxes: Iterable<string>): Promise<void> {
  const wanted = new Set<string>();
  for (const syntax of syntaxes) {
    const name = languageName(syntax);
    if (name && !known.has(name)) wanted.add(name);
  }
  await Promise.all(
    [...wanted].map((name) => {
      let promise = pending.get(name);
      if (!promise) {
        promise = LANGUAGES[name]()
          .then((module) => highlighter.loadLanguage(module.default))
          .then(() => refreshKnown(highlighter))
          .catch(() => undefined);
        pending.set(name, promise);
      }
      return promise;
    }),
  );
}

/** The loaded language an author's syntax name stands for, or undefined (plain text). */
export function languageOf(syntax: string | undefined): string | undefined {
  const name = languageName(syntax);
  return name && known.has(name) ? name : undefined;
}

/** A token: its text and the classes of its colours and font style (none: plain text). */
export type CodeToken = { text: string; classes: string[] };

/**
 * The tokens of `code`, line by line, or undefined when shiki fails on it. One tokenization
 * serves both themes (see `codeTheme`). A line longer than `maxHighlightLineLength` is left
 * as one uncoloured token, and shiki gives up on a line after 100 ms (a pathological grammar
 * match) and goes on uncoloured.
 */
export function tokenize(highlighter: Highlighter, code: string, language: string): CodeToken[][] | undefined {
  let tokens: ThemedToken[][];
  try {
    tokens = highlighter.codeToTokens(code, {
      lang: language,
      theme: THEME_NAME,
      tokenizeMaxLineLength: RENDER_LIMITS.maxHighlightLineLength,
      tokenizeTimeLimit: 100,
    }).tokens;
  } catch {
    return undefined;
  }
  return tokens.map((line) => {
    const out: CodeToken[] = [];
    for (const token of line) {
      const classes: string[] = [];
      const color = token.color ? tokenClasses.get(token.color.toLowerCase()) : undefined;
      if (color) classes.push(color);
      const background = token.bgColor ? tokenClasses.get(token.bgColor.toLowerCase()) : undefined;
      if (background) classes.push(background);
      const style = token.fontStyle ?? 0;
      if (style > 0) for (const [flag, name] of FONT_STYLES) if (style & flag) classes.push(name);
      const last = out[out.length - 1];
      // Neighbours that look the same are one token: fewer elements, same page.
      if (last && last.classes.join(' ') === classes.join(' ')) last.text += token.content;
      else out.push({ text: token.content, classes });
    }
    return out;
  });
}

const THEME_NAME = 'quire-code';
/** shiki's font style flags (vscode-textmate's FontStyle) to classes. */
const FONT_STYLES: Array<[number, string]> = [
  [1, 'q-t-i'],
  [2, 'q-t-b'],
  [4, 'q-t-u'],
  [8, 'q-t-s'],
];

/** Token colours (pseudo colours of the merged theme, lower case) to their classes; set when shiki loads. */
let tokenClasses = new Map<string, string>();

type ThemeRule = { scope?: string | string[]; settings: { foreground?: string; background?: string; fontStyle?: string } };

/**
 * The code theme: GitHub's light and dark themes (github-light-default, github-dark-default)
 * merged into one, so code is tokenized once for both. The two themes style the same scopes
 * rule by rule and differ only in colours, so each rule of the merged theme gets a pseudo
 * colour standing for its (light, dark) pair; a token's pseudo colour becomes a class
 * (`q-t3`, `q-tb2` for backgrounds) whose colour blocks.css takes from a custom property
 * defined for each theme (`--q-t3`). No style attribute: the classes pass the user schema.
 * One theme registered also avoids what shiki did with two (light and dark through
 * `themes`): a grammar's first tokenization after a theme switch came out with some tokens in
 * the colour of the token before them. `css` is that part of blocks.css (css.test.ts checks
 * that the stylesheet has it).
 */
export async function codeTheme(): Promise<{ theme: ThemeRegistration; classes: Map<string, string>; css: string }> {
  const [{ default: light }, { default: dark }] = await Promise.all([import('shiki/themes/github-light-default.mjs'), import('shiki/themes/github-dark-default.mjs')]);
  const lightRules = (light.tokenColors ?? []) as ThemeRule[];
  const darkRules = (dark.tokenColors ?? []) as ThemeRule[];
  if (lightRules.length !== darkRules.length || lightRules.some((rule, i) => JSON.stringify(rule.scope) !== JSON.stringify(darkRules[i].scope))) {
    throw new Error('The light and dark code themes no longer style the same scopes');
  }
  const lightFg = (light.colors?.['editor.foreground'] ?? '#1f2328').toLowerCase();
  const darkFg = (dark.colors?.['editor.foreground'] ?? '#e6edf3').toLowerCase();
  const pairs = new Map<string, { name: string; pseudo: string; light: string; dark: string; property: 'color' | 'background-color' }>();
  const pseudoOf = (lightColor: string | undefined, darkColor: string | undefined, background: boolean): string | undefined => {
    if (!lightColor && !darkColor) return undefined;
    const l = (lightColor ?? (background ? 'transparent' : lightFg)).toLowerCase();
    const d = (darkColor ?? (background ? 'transparent' : darkFg)).toLowerCase();
    if (!background && l === lightFg && d === darkFg) return undefined;
    const key = `${background ? 'bg' : 'fg'}|${l}|${d}`;
    let pair = pairs.get(key);
    if (!pair) {
      const count = [...pairs.values()].filter((p) => (p.property === 'background-color') === background).length + 1;
      // Pseudo colours: #0f00NN for text, #0b00NN for backgrounds; nothing else in the theme.
      pair = { name: `${background ? 'q-tb' : 'q-t'}${count}`, pseudo: `#${background ? '0b' : '0f'}${count.toString(16).padStart(4, '0')}`, light: l, dark: d, property: background ? 'background-color' : 'color' };
      pairs.set(key, pair);
    }
    return pair.pseudo;
  };
  const tokenColors = lightRules.map((rule, index) => {
    const other = darkRules[index].settings;
    const foreground = pseudoOf(rule.settings.foreground, other.foreground, false);
    const background = pseudoOf(rule.settings.background, other.background, true);
    return { scope: rule.scope, settings: { ...(foreground ? { foreground } : {}), ...(background ? { background } : {}), ...(rule.settings.fontStyle !== undefined ? { fontStyle: rule.settings.fontStyle } : {}) } };
  });
  const theme: ThemeRegistration = {
    name: THEME_NAME,
    type: 'light',
    fg: '#000000',
    bg: '#ffffff',
    colors: { 'editor.foreground': '#000000', 'editor.background': '#ffffff' },
    tokenColors,
  };
  const classes = new Map([...pairs.values()].map((pair) => [pair.pseudo, pair.name]));
  const list = [...pairs.values()];
  const variables = (mode: 'light' | 'dark', indent: string) =>
    [
      `${indent}--q-code-fg: ${mode === 'light' ? lightFg : darkFg};`,
      `${indent}--q-code-bg: ${(mode === 'light' ? light.colors?.['editor.background'] : dark.colors?.['editor.background'])?.toLowerCase() ?? (mode === 'light' ? '#ffffff' : '#0d1117')};`,
      ...list.map((pair) => `${indent}--${pair.name}: ${pair[mode]};`),
    ].join('\n');
  const css = [
    `/* Code colours: GitHub's light and dark themes (${light.name}, ${dark.name}), made by codeTheme() in src/render/highlighter.ts. */`,
    `:root {\n${variables('light', '  ')}\n}`,
    `[data-theme='dark'] {\n${variables('dark', '  ')}\n}`,
    `@media (prefers-color-scheme: dark) {\n  :root:not([data-theme='light']) {\n${variables('dark', '    ')}\n  }\n}`,
    ...list.map((pair) => `.q-code-pre .${pair.name} { ${pair.property}: var(--${pair.name}); }`),
    '.q-code-pre .q-t-i { font-style: italic; }',
    '.q-code-pre .q-t-b { font-weight: bold; }',
    '.q-code-pre .q-t-u { text-decoration: underline; }',
    '.q-code-pre .q-t-s { text-decoration: line-through; }',
    '.q-code-pre .q-t-u.q-t-s { text-decoration: underline line-through; }',
  ].join('\n');
  return { theme, classes, css };
}
