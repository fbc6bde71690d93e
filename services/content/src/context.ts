import type pg from 'pg';
import type { Logger } from '@quire/shared';
import type { IdentityDirectory } from './clients/identity';
import type { PrismaClient } from './db';
import type { PublicUrls } from './lib/urls';

/** What every handler gets: the database, URL bases for presenters, identity, a logger. */
export type ContentContext = {
  db: PrismaClient;
  /** The pool under `db`, for hot reads written as one named SQL statement. */
  pool: pg.Pool;
  urls: PublicUrls;
  identity: IdentityDirectory;
  logger: Logger;
};
