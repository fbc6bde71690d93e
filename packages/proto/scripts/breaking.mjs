// `buf breaking` against the last released contract: the newest git tag `proto-v*`.
// Before the first such tag nothing is released, so any change is allowed.
// `node scripts/breaking.mjs --against <buf input>` compares against something else
// (e.g. '../../.git#branch=main,subdir=proto').
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const protoDir = join(packageDir, '..', '..', 'proto');

function git(...args) {
  return execFileSync('git', args, { cwd: packageDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

function lastReleaseTag() {
  try {
    const tags = git('tag', '--list', 'proto-v*', '--sort=-v:refname');
    return tags.split('\n').find(Boolean);
  } catch {
    return undefined; // not a git checkout
  }
}

let against;
const flag = process.argv.indexOf('--against');
if (flag !== -1) {
  against = process.argv[flag + 1];
} else {
  const tag = lastReleaseTag();
  if (!tag) {
    console.log('buf breaking: no released contract yet (no proto-v* tag); nothing to compare against');
    process.exit(0);
  }
  const gitDir = relative(packageDir, join(git('rev-parse', '--show-toplevel'), '.git')) || '.git';
  const subdir = relative(git('rev-parse', '--show-toplevel'), protoDir);
  against = `${gitDir}#tag=${tag},subdir=${subdir}`;
  console.log(`buf breaking: comparing proto/ against release ${tag}`);
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
