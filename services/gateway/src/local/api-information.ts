import fs from 'node:fs';
import path from 'node:path';

/** GitBook "ApiInformation": the release and build date of the running Quire. */
export type ApiInformation = { version: string; build: string };

const PACKAGE_DIR = path.resolve(__dirname, '..', '..');
/** The repository's root package.json (in the Docker image: /app/package.json). */
const ROOT_PACKAGE_JSON = path.resolve(PACKAGE_DIR, '..', '..', 'package.json');
/** Written by `npm run build` (scripts/write-build-info.mjs). */
const BUILD_INFO_JSON = path.join(PACKAGE_DIR, 'dist', 'build-info.json');

const readJson = (file: string): Record<string, unknown> | undefined => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
};

const isoDate = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

/**
 * What GET /v1/ answers, read once at start-up (docs/gateway.md "Gateway-local rpcs"):
 * - `version`: QUIRE_VERSION, else the root package.json's `version`, else "0.0.0";
 * - `build`: QUIRE_BUILD_DATE (any date `Date` reads, answered in ISO 8601; a value it cannot
 *   read stops the start-up), else the date the gateway's build stamped into
 *   dist/build-info.json, else, when it runs from its sources (jest), the time it started.
 */
export function readApiInformation(env: NodeJS.ProcessEnv = process.env, startedAt = new Date()): ApiInformation {
  const version = env.QUIRE_VERSION?.trim() || (readJson(ROOT_PACKAGE_JSON)?.version as string | undefined) || '0.0.0';
  let build: string | undefined;
  if (env.QUIRE_BUILD_DATE?.trim()) {
    build = isoDate(env.QUIRE_BUILD_DATE);
    if (!build) throw new Error(`QUIRE_BUILD_DATE must be a date (ISO 8601), not "${env.QUIRE_BUILD_DATE}"`);
  }
  build ??= isoDate(readJson(BUILD_INFO_JSON)?.build) ?? startedAt.toISOString();
  return { version, build };
}
