import fs from 'node:fs';
import path from 'node:path';

/**
 * The fingerprinted browser assets `scripts/build-assets.mjs` writes into `dist/assets/`, and the
 * `manifest.json` beside them that maps each logical name (`main.css`, `main.js`,
 * `theme-init.js`, `fonts/<file>`) to the file's hashed name. Every file the reader may serve from
 * its assets path is a value of the manifest, and its name changes with its content, so it can be
 * served `immutable`.
 */
export type AssetManifest = Readonly<Record<string, string>> & {
  readonly 'main.css': string;
  readonly 'main.js': string;
  readonly 'theme-init.js': string;
};

export const REQUIRED_ASSETS = ['main.css', 'main.js', 'theme-init.js'] as const;

/** A hashed file name as the build writes it: no directory, no `..`. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const loaded = new Map<string, AssetManifest>();
let active: AssetManifest | undefined;

/** Where the build puts the assets: beside the bundle (`dist/assets`), or `dist/assets` seen from `src/shell`. */
export function defaultAssetsDir(): string {
  const candidates = [path.join(__dirname, 'assets'), path.resolve(__dirname, '../../dist/assets')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'manifest.json'))) ?? candidates[0];
}

function parseManifest(text: string, file: string): AssetManifest {
  const value: unknown = JSON.parse(text);
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${file}: not an object`);
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [name, hashed] of entries) {
    if (typeof hashed !== 'string' || !FILE_NAME.test(hashed)) throw new Error(`${file}: "${name}" is not a file name`);
  }
  for (const name of REQUIRED_ASSETS) {
    if (!(name in value)) throw new Error(`${file}: "${name}" is missing (run scripts/build-assets.mjs)`);
  }
  return Object.freeze({ ...(value as AssetManifest) });
}

/**
 * The manifest in `dir` (read once per directory), which also becomes the one the page shell
 * links to. Throws when it is missing or malformed: a reader without its assets must not start.
 */
export function loadAssetManifest(dir: string = defaultAssetsDir()): AssetManifest {
  const key = path.resolve(dir);
  let manifest = loaded.get(key);
  if (!manifest) {
    const file = path.join(key, 'manifest.json');
    manifest = parseManifest(fs.readFileSync(file, 'utf8'), file);
    loaded.set(key, manifest);
  }
  active = manifest;
  return manifest;
}

/** The manifest the shell links to: the last one loaded, else the default directory's. */
export function activeAssetManifest(): AssetManifest {
  return active ?? loadAssetManifest();
}

/** The URL of a logical asset under a site's assets path. */
export function assetUrl(assetsPath: string, name: keyof AssetManifest): string {
  const hashed = activeAssetManifest()[name];
  if (!hashed) throw new Error(`asset "${String(name)}" is not in the manifest`);
  return `${assetsPath}/${hashed}`;
}
