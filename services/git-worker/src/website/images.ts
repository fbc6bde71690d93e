import type { Logger } from '@quire/shared';
import { EgressError, type Egress } from '../egress/egress';
import type { RequestPacer } from './pacing';
import { IMPORTER_USER_AGENT } from './settings';

/** An image in the space's blob store, for WriteRevision's `files`. */
export type StoredImage = { key: string; name: string; contentType: string; sha256: string; size: number };

export type ImageImporterOptions = {
  egress: Egress;
  pacer: RequestPacer;
  /** Stores the bytes in the target space (SourceInternalService.PutFileBlob). */
  store(data: Buffer): Promise<{ sha256: string; size: number }>;
  maxImageBytes: number;
  maxImages: number;
  timeoutMs: number;
  signal: AbortSignal;
  logger: Logger;
};

const IMAGE_TYPE = /^image\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

/** A file name from the image's URL: its last path segment, without characters file names refuse. */
function fileNameOf(url: URL, contentType: string): string {
  let last = url.pathname.split('/').pop() ?? '';
  try {
    last = decodeURIComponent(last);
  } catch {
    // Kept as it is.
  }
  // Control characters cannot be in a file name.
  const cleaned = last.replace(/[/\\\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  if (cleaned && cleaned !== '.' && cleaned !== '..') return cleaned;
  return `image.${contentType.split('/')[1]?.split('+')[0] ?? 'bin'}`;
}

/**
 * Downloads the images pages show (through the egress guard, paced like pages, at most
 * `maxImageBytes` each and `maxImages` per run) into the space's blob store, each URL once.
 * An image that cannot be downloaded (too large, not an image, unreachable) is not imported:
 * the page keeps its original URL. Content failing to store it is the run's failure.
 */
export class ImageImporter {
  private readonly downloads = new Map<string, Promise<StoredImage | undefined>>();
  private readonly stored = new Map<string, StoredImage>();

  constructor(private readonly options: ImageImporterOptions) {}

  /** The image once stored; undefined when it is not imported. */
  import(key: string, url: URL): Promise<StoredImage | undefined> {
    let download = this.downloads.get(key);
    if (!download) {
      download = this.downloads.size < this.options.maxImages ? this.download(key, url) : Promise.resolve(undefined);
      this.downloads.set(key, download);
    }
    return download;
  }

  /** Every image stored so far, by key. */
  get images(): ReadonlyMap<string, StoredImage> {
    return this.stored;
  }

  private async download(key: string, url: URL): Promise<StoredImage | undefined> {
    const { egress, pacer, signal, logger } = this.options;
    await pacer.turn(url.host, signal);
    if (signal.aborted) return undefined;
    let response;
    try {
      response = await egress.fetch(url.href, {
        headers: { 'user-agent': IMPORTER_USER_AGENT, accept: 'image/*' },
        maxBytes: this.options.maxImageBytes,
        timeoutMs: this.options.timeoutMs,
        signal,
      });
    } catch (error) {
      if (error instanceof EgressError) {
        logger.debug({ code: error.code, message: error.message }, 'image not imported');
        return undefined;
      }
      if (signal.aborted) return undefined;
      throw error;
    }
    const contentType = (response.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (response.status < 200 || response.status >= 300 || !IMAGE_TYPE.test(contentType) || response.body.length === 0) {
      logger.debug({ status: response.status, contentType }, 'image not imported');
      return undefined;
    }
    const { sha256, size } = await this.options.store(response.body);
    const image: StoredImage = { key, name: fileNameOf(url, contentType), contentType, sha256, size: Number(size) };
    this.stored.set(key, image);
    return image;
  }
}
