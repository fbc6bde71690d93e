// Writes dist/build-info.json: when this build of the gateway was made, which
// `getApiInformation` (GET /v1/) answers as `build` (src/local/api-information.ts). Run by
// `npm run build` after tsc. A build turbo replays from its cache replays this file too: the
// date stays the one of the build that made it. QUIRE_BUILD_DATE at run time overrides it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
mkdirSync(join(packageDir, 'dist'), { recursive: true });
writeFileSync(join(packageDir, 'dist', 'build-info.json'), `${JSON.stringify({ build: new Date().toISOString() })}\n`);
