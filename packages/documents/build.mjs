// Builds dist/: one CommonJS bundle (esbuild) and the type declarations (tsc).
//
// unified, remark and micromark are ESM-only, while our services are CommonJS and run
// under jest, whose module loader cannot require() ESM. Bundling them into a CommonJS
// file sidesteps both: consumers require a plain CJS module. Dependencies that are
// CommonJS already stay external (ajv, ajv-formats, @gitbook/api and its spec file).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

rmSync(path.join(here, 'dist'), { recursive: true, force: true });

await build({
  // The parse worker (src/worker.ts) is a bundle of its own: a thread loads one file.
  entryPoints: { index: path.join(here, 'src/index.ts'), worker: path.join(here, 'src/worker.ts') },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['@gitbook/api', 'ajv', 'ajv-formats'],
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});

execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: here, stdio: 'inherit' });
