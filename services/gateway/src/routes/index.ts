import fs from 'node:fs';
import path from 'node:path';
import type { RouteRow } from './route-row';

const V1_DIR = path.join(__dirname, 'v1');

const isRouteRow = (value: unknown): value is RouteRow =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RouteRow).operationId === 'string' &&
  typeof (value as RouteRow).method === 'string' &&
  typeof (value as RouteRow).path === 'string' &&
  typeof (value as RouteRow).rpc === 'string';

const isRouteModule = (file: string) =>
  /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts') && !/\.test\.(ts|js)$/.test(file);

/**
 * Every route row of src/routes/v1/*: each file exports its rows as arrays (usually one
 * `defineRoutes([...])`). The files are read from the folder so that adding an area needs no
 * edit here; `validateRouteTable` checks the result against the protos at start-up.
 */
export function loadV1Routes(dir: string = V1_DIR): RouteRow[] {
  if (!fs.existsSync(dir)) return [];
  const rows: RouteRow[] = [];
  for (const file of fs.readdirSync(dir).filter(isRouteModule).sort()) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported = require(path.join(dir, file)) as Record<string, unknown>;
    for (const value of Object.values(exported)) {
      if (Array.isArray(value) && value.length > 0 && value.every(isRouteRow)) rows.push(...value);
    }
  }
  return rows;
}

export type { RouteRow } from './route-row';
