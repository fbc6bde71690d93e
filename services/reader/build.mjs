// Builds dist/: the service as one CommonJS bundle (esbuild), its type declarations (tsc), and
// the browser assets (scripts/build-assets.mjs: CSS, client scripts and fonts, fingerprinted).
//
// unified, rehype, hastscript and shiki are ESM-only; the bundle makes them one CommonJS file
// that the e2e harness can require and `node dist/main.js` can run. Packages that are
// CommonJS already, or that load files of their own at run time, stay external.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

rmSync(path.join(here, 'dist'), { recursive: true, force: true });

await build({
  entryPoints: { index: path.join(here, 'src/index.ts'), main: path.join(here, 'src/main.ts') },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  jsx: 'automatic',
  jsxImportSource: 'hastscript',
  external: ['@gitbook/api', '@quire/proto', '@quire/shared', '@quire/documents', 'nice-grpc', '@grpc/grpc-js', '@nats-io/*', 'pino', 'zod', 'jose', '@modelcontextprotocol/sdk', 'katex'],
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});

execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: here, stdio: 'inherit' });

const assets = path.join(here, 'scripts/build-assets.mjs');
if (existsSync(assets)) execFileSync(process.execPath, [assets], { cwd: here, stdio: 'inherit' });
