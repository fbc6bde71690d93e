import type { identityV1 } from '@quire/proto';
import type { PublicUrls } from './urls';

export type UserRow = { id: string; email: string; displayName: string; photoUrl: string | null };

export const userSelect = { id: true, email: true, displayName: true, photoUrl: true } as const;

export function presentUser(user: UserRow, urls: PublicUrls): identityV1.User {
  return {
    object: 'user',
    id: user.id,
    displayName: user.displayName,
    email: user.email,
    photoUrl: user.photoUrl ?? undefined,
    urls: { location: `${urls.publicUrl}/v1/users/${user.id}` },
  };
}
