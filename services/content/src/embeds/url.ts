import { invalidArgument, parseEmbedUrl } from '@quire/shared';

/** The URL to embed (as given), or INVALID_ARGUMENT saying why not (parseEmbedUrl's rules). */
export function checkEmbedUrl(raw: string): string {
  const parsed = parseEmbedUrl(raw);
  if ('problem' in parsed) throw invalidArgument(parsed.problem);
  return raw;
}
