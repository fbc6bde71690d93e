// The import's record of what it wrote: source id -> Quire id for every collection, space,
// page, file, site, section and site space, with a fingerprint of the source object as last
// written, so that a later run updates what changed and duplicates nothing, and a run that was
// interrupted resumes where it stopped.
//
// It is a JSON file beside the operator (default `.quire/imports/`), replaced atomically (write
// to a temporary file, fsync, rename) after every object written, so that a crash loses at most
// the object in flight; that one is found again on resume (see importer.mjs, `adopt`).
import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { ImportError } from './http.mjs';

const VERSION = 1;

/** Default file of the mapping between one source organization and one Quire organization. */
export function defaultStatePath(root, sourceUrl, sourceOrg, targetOrg) {
  const host = new URL(sourceUrl).host.replace(/[^a-zA-Z0-9.-]/g, '_');
  return path.join(root, '.quire', 'imports', `gitbook-${host}-${sourceOrg}-${targetOrg}.json`);
}

export async function loadState(file, { source, sourceOrg, targetOrg }) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return emptyState({ source, sourceOrg, targetOrg });
    throw new ImportError(`cannot read the import state ${file}: ${error.message}`);
  }
  let state;
  try {
    state = JSON.parse(text);
  } catch {
    throw new ImportError(`the import state ${file} is not JSON; move it away to start over`);
  }
  if (state.version !== VERSION || state.sourceOrg !== sourceOrg || state.targetOrg !== targetOrg) {
    throw new ImportError(`the import state ${file} belongs to another import (source ${state.sourceOrg} into ${state.targetOrg})`);
  }
  return state;
}

function emptyState({ source, sourceOrg, targetOrg }) {
  return { version: VERSION, source, sourceOrg, targetOrg, collections: {}, spaces: {}, sites: {} };
}

/** Writes the state atomically; calls made while a write runs are coalesced into one more. */
export function createStateWriter(file) {
  let running;
  let again = false;
  let latest;
  const writeOnce = async () => {
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.tmp`;
    const handle = await open(temporary, 'w', 0o600);
    try {
      await handle.writeFile(JSON.stringify(latest));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  };
  const save = async (state) => {
    latest = state;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await writeOnce();
        } while (again);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  return save;
}

/** A short stable fingerprint of a JSON value (key order included: callers build it fixed). */
export function fingerprint(value) {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);
}
