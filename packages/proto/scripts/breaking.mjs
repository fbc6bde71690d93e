// `buf breaking` against the last released contract: the newest image in releases/
// (`proto-v<semver>.binpb`, written by `buf build` when the release was cut, and tagged
// `proto-v<semver>` in git). The image is committed so that a clone without tags (CI) still
// checks against it. `node scripts/breaking.mjs --against <buf input>` compares against
// something else (e.g. '../../.git#branch=main,subdir=proto').
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const protoDir = join(packageDir, '..', '..', 'proto');
const releasesDir = join(packageDir, 'releases');

const versionOf = (file) => file.match(/^proto-v(\d+)\.(\d+)\.(\d+)\.binpb$/)?.slice(1).map(Number);
const newer = (a, b) => {
  const [x, y] = [versionOf(a), versionOf(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return y[i] - x[i];
  return 0;
};

let against;
const flag = process.argv.indexOf('--against');
if (flag !== -1) {
  against = process.argv[flag + 1];
} else {
  const releases = readdirSync(releasesDir).filter(versionOf).sort(newer);
  if (releases.length === 0) {
    console.error(`buf breaking: no released contract in ${relative(process.cwd(), releasesDir)}`);
    process.exit(1);
  }
  against = relative(packageDir, join(releasesDir, releases[0]));
  console.log(`buf breaking: comparing proto/ against release ${releases[0].replace(/\.binpb$/, '')}`);
}

const bufBin = join(dirname(createRequire(import.meta.url).resolve('@bufbuild/buf/package.json')), 'bin', 'buf');
const buf = spawnSync(process.execPath, [bufBin, 'breaking', relative(packageDir, protoDir), '--against', against], {
  cwd: packageDir,
  stdio: 'inherit',
});
if (buf.error) {
  console.error(`buf breaking: ${buf.error.message}`);
  process.exit(1);
}
process.exit(buf.status ?? 1);
