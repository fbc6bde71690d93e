// Builds the reader's browser assets into dist/assets/ (or --outdir): the stylesheet (the shell's
// styles, the renderer's blocks.css with KaTeX's stylesheet, and the fonts: latin subsets, WOFF2
// only), the client module main.js and the blocking theme-init.js, all minified, each file named
// after a hash of its content, plus manifest.json mapping logical names (`main.css`, `main.js`,
// `theme-init.js`, `fonts/<file>`) to those names. src/shell/assets.ts reads the manifest.
//
// Budget: the JavaScript a page loads (main.js + theme-init.js) stays under 30 KB gzipped; the
// build fails above it.
//
//   node scripts/build-assets.mjs [--outdir <dir>]
import { build } from 'esbuild';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

export const JS_BUDGET_BYTES = 30 * 1024;

/**
 * Stylesheets from npm packages, trimmed as they are loaded:
 * - Fontsource declares one @font-face per subset (cyrillic, greek, vietnamese...), each after a
 *   comment naming it (`/* inter-latin-wght-normal *\/`): only the latin ones are kept, so only
 *   latin font files are copied and referenced;
 * - every font source but WOFF2 (the `woff` and `truetype` fallbacks of Fontsource and KaTeX) is
 *   dropped: every browser the reader supports reads WOFF2, and the others would only be copied.
 */
const trimPackageStylesheets = {
  name: 'trim-package-stylesheets',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]node_modules[\\/].+\.css$/ }, async (args) => {
      let css = await fs.readFile(args.path, 'utf8');
      if (/[\\/]@fontsource(-variable)?[\\/]/.test(args.path)) {
        const kept = [];
        for (const match of css.matchAll(/\/\*\s*([^*]+?)\s*\*\/\s*(@font-face\s*\{[^}]*\})/g)) {
          if (/-latin-(?!ext)/.test(match[1])) kept.push(`/* ${match[1]} */\n${match[2]}`);
        }
        css = kept.join('\n');
      }
      css = css.replace(/,\s*url\([^)]*\)\s*format\(\s*["']?(?:woff|truetype)["']?\s*\)/g, '');
      return { contents: css, loader: 'css', resolveDir: path.dirname(args.path) };
    });
  },
};

const common = {
  bundle: true,
  minify: true,
  legalComments: 'none',
  entryNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  metafile: true,
  logLevel: 'warning',
};

/** Logical name -> output file name, from one esbuild metafile. */
function outputsOf(result, outdir) {
  const names = {};
  for (const [output, info] of Object.entries(result.metafile.outputs)) {
    const file = path.basename(output);
    if (file.endsWith('.map')) continue;
    if (info.entryPoint) {
      const entry = path.basename(info.entryPoint).replace(/\.ts$/, '.js');
      names[entry] = file;
    } else {
      const input = Object.keys(info.inputs)[0];
      names[`fonts/${path.basename(input)}`] = file;
    }
    if (path.resolve(path.dirname(output)) !== path.resolve(outdir)) throw new Error(`unexpected output ${output}`);
  }
  return names;
}

export async function buildAssets({ outdir = path.join(root, 'dist/assets') } = {}) {
  await fs.rm(outdir, { recursive: true, force: true });
  await fs.mkdir(outdir, { recursive: true });
  const [css, js, init] = await Promise.all([
    build({
      ...common,
      entryPoints: [path.join(root, 'assets/styles/main.css')],
      outdir,
      loader: { '.woff2': 'file', '.woff': 'file', '.ttf': 'file' },
      plugins: [trimPackageStylesheets],
      target: ['chrome111', 'firefox113', 'safari16.4'],
    }),
    build({
      ...common,
      entryPoints: [path.join(root, 'assets/client/main.ts')],
      outdir,
      format: 'esm',
      target: 'es2020',
      platform: 'browser',
    }),
    build({
      ...common,
      entryPoints: [path.join(root, 'assets/client/theme-init.ts')],
      outdir,
      format: 'iife',
      target: 'es2020',
      platform: 'browser',
    }),
  ]);
  const manifest = { ...outputsOf(css, outdir), ...outputsOf(js, outdir), ...outputsOf(init, outdir) };
  for (const name of ['main.css', 'main.js', 'theme-init.js']) {
    if (!manifest[name]) throw new Error(`build-assets: no ${name} in the output`);
  }
  const gzipped = async (name) => gzipSync(await fs.readFile(path.join(outdir, manifest[name])), { level: 9 }).length;
  const jsBytes = (await gzipped('main.js')) + (await gzipped('theme-init.js'));
  const cssBytes = await gzipped('main.css');
  if (jsBytes > JS_BUDGET_BYTES) throw new Error(`build-assets: ${jsBytes} bytes of JavaScript gzipped, over the ${JS_BUDGET_BYTES}-byte budget`);
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  await fs.writeFile(path.join(outdir, 'manifest.json'), `${JSON.stringify(sorted, null, 2)}\n`);
  return { outdir, manifest: sorted, jsGzipBytes: jsBytes, cssGzipBytes: cssBytes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const index = process.argv.indexOf('--outdir');
  const outdir = index > 0 ? path.resolve(process.argv[index + 1]) : undefined;
  const result = await buildAssets(outdir ? { outdir } : {});
  process.stdout.write(
    `reader assets: ${Object.keys(result.manifest).length} files in ${path.relative(process.cwd(), result.outdir) || '.'}; ` +
      `JavaScript ${(result.jsGzipBytes / 1024).toFixed(1)} KB gzipped (budget ${JS_BUDGET_BYTES / 1024} KB), CSS ${(result.cssGzipBytes / 1024).toFixed(1)} KB gzipped\n`,
  );
}
