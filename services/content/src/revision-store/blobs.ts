import type { Db } from '../db';
import { sha256 } from './hashing';

/**
 * Where file bytes live: content-addressed, shared by every replica of the content service.
 * PostgreSQL by default; an S3-compatible store implements the same three calls.
 */
export type BlobStore = {
  /** Stores the bytes (once per content) and returns their sha256 hex. */
  put(data: Uint8Array): Promise<string>;
  get(hash: string): Promise<Buffer | undefined>;
  has(hash: string): Promise<boolean>;
};

export function postgresBlobStore(db: Db): BlobStore {
  return {
    async put(data) {
      const hash = sha256(data);
      await db.blob.createMany({ data: [{ hash, data: Buffer.from(data), size: data.byteLength }], skipDuplicates: true });
      return hash;
    },
    async get(hash) {
      const row = await db.blob.findUnique({ where: { hash }, select: { data: true } });
      return row ? Buffer.from(row.data) : undefined;
    },
    async has(hash) {
      return (await db.blob.count({ where: { hash } })) > 0;
    },
  };
}
