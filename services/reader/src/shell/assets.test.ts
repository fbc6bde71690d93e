import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { assetUrl, loadAssetManifest } from './assets';

// The real build (scripts/build-assets.mjs, esbuild) into a directory of its own.
const READER = path.resolve(__dirname, '../..');
const JS_BUDGET = 30 * 1024;
let outdir: string;
let manifest: Record<string, string>;
let buildOutput: string;

beforeAll(() => {
  outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'reader-assets-'));
  buildOutput = execFileSync(process.execPath, [path.join(READER, 'scripts/build-assets.mjs'), '--outdir', outdir], { cwd: READER, encoding: 'utf8' });
  manifest = JSON.parse(fs.readFileSync(path.join(outdir, 'manifest.json'), 'utf8')) as Record<string, string>;
}, 120_000);

afterAll(() => {
  fs.rmSync(outdir, { recursive: true, force: true });
});

const read = (name: string) => fs.readFileSync(path.join(outdir, manifest[name]), 'utf8');
const gzipped = (name: string) => gzipSync(fs.readFileSync(path.join(outdir, manifest[name])), { level: 9 }).length;

describe('scripts/build-assets.mjs', () => {
  it('writes a manifest from logical names to content-hashed files, and nothing else', () => {
    expect(Object.keys(manifest)).toEqual(
      expect.arrayContaining([
        'main.css',
        'main.js',
        'theme-init.js',
        'fonts/inter-latin-wght-normal.woff2',
        'fonts/ibm-plex-mono-latin-400-normal.woff2',
        'fonts/jetbrains-mono-latin-wght-normal.woff2',
      ]),
    );
    for (const [name, file] of Object.entries(manifest)) {
      expect([name, file]).toEqual([name, expect.stringMatching(/^[A-Za-z0-9_-]+-[A-Z0-9]{8}\.(css|js|woff2)$/)]);
      expect(fs.existsSync(path.join(outdir, file))).toBe(true);
    }
    const files = fs.readdirSync(outdir).filter((file) => file !== 'manifest.json');
    expect(files.sort()).toEqual(Object.values(manifest).sort());
  });

  it(`keeps the JavaScript of a page under ${JS_BUDGET / 1024} KB gzipped, and says how much it is`, () => {
    const total = gzipped('main.js') + gzipped('theme-init.js');
    expect(total).toBeLessThan(JS_BUDGET);
    expect(buildOutput).toMatch(/JavaScript \d+\.\d KB gzipped \(budget 30 KB\)/);
    // Minified, as a module (main.js) and a classic script (theme-init.js).
    expect(read('main.js').split('\n').length).toBeLessThan(5);
    expect(read('theme-init.js')).toMatch(/^("use strict";)?\(\(\)=>\{/);
    expect(gunzipSync(gzipSync(read('main.js'))).toString()).toBe(read('main.js'));
  });

  it('bundles only latin fonts and refers only to its own files: no request leaves the origin', () => {
    const css = read('main.css');
    const urls = [...css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((match) => match[1]);
    expect(urls.length).toBeGreaterThan(0);
    const files = new Set(Object.values(manifest));
    for (const url of urls) {
      expect(url).toMatch(/^\.\//);
      expect(files.has(url.slice(2))).toBe(true);
    }
    // Latin subsets only, and WOFF2 only (no WOFF or TrueType fallbacks).
    expect(Object.keys(manifest).filter((name) => /-(cyrillic|greek|vietnamese|latin-ext)|\.(woff|ttf)$/.test(name))).toEqual([]);
    for (const name of ['main.css', 'main.js', 'theme-init.js']) expect(read(name)).not.toMatch(/https?:\/\/|@import/);
    expect(css).toContain('font-family:Inter Variable');
    expect(css).toContain('font-family:IBM Plex Mono');
  });

  it('carries the theme defaults and the renderer\'s blocks.css in main.css', () => {
    const css = read('main.css');
    expect(css).toMatch(/--q-primary:\s?#2f62c5/);
    expect(css).toMatch(/:root\[data-theme=dark\]\{color-scheme:dark;/);
    expect(css).toContain('.q-skip-link');
    const blocks = fs.readFileSync(path.join(READER, 'assets/blocks.css'), 'utf8');
    const firstClass = /\.(q-[a-z0-9-]+)/.exec(blocks)?.[1];
    if (firstClass) expect(css).toContain(`.${firstClass}`);
  });
});

describe('loadAssetManifest', () => {
  it('reads the built manifest and gives the shell its URLs', () => {
    const loaded = loadAssetManifest(outdir);
    expect(loaded['main.js']).toBe(manifest['main.js']);
    expect(assetUrl('/sites/o/s/~quire/assets', 'main.css')).toBe(`/sites/o/s/~quire/assets/${manifest['main.css']}`);
  });

  it.each([
    ['a missing entry', { 'main.css': 'main-A.css', 'main.js': 'main-B.js' }],
    ['a path instead of a file name', { 'main.css': '../../etc/passwd', 'main.js': 'main-B.js', 'theme-init.js': 'theme-init-C.js' }],
    ['a value that is not a string', { 'main.css': 1, 'main.js': 'main-B.js', 'theme-init.js': 'theme-init-C.js' }],
    ['an array', ['main.css']],
  ])('refuses a manifest with %s', (_name, content) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reader-manifest-'));
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(content));
    expect(() => loadAssetManifest(dir)).toThrow(/manifest\.json/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a directory without a manifest', () => {
    expect(() => loadAssetManifest(path.join(os.tmpdir(), 'reader-no-such-dir'))).toThrow(/ENOENT/);
  });
});
