import { extension } from './paths';

/**
 * The files an import may take as space files, by extension: images, media and documents
 * a page links to. Source code, data and build output stay in the repository (a link to them
 * becomes a `repoTreeURL` link when one is given).
 */
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  pdf: 'application/pdf',
  zip: 'application/zip',
  csv: 'text/csv',
  txt: 'text/plain',
  json: 'application/json',
  yaml: 'application/yaml',
  yml: 'application/yaml',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The content type of a file that may become a space file; undefined for any other. */
export function mediaContentType(path: string): string | undefined {
  return CONTENT_TYPES[extension(path)];
}

/** Any file under `.gitbook/assets/` is a space file, whatever its extension. */
export function assetContentType(path: string): string {
  return mediaContentType(path) ?? 'application/octet-stream';
}
