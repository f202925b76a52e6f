import type { AuthContext } from '../modules/auth/auth.service.ts';

/** Who did something, as the records that outlive the account (ledger, class history) name them. */
export type Actor = { userId: string | null; name: string };

export const actorOf = (auth: AuthContext): Actor => ({
  userId: auth.user.id,
  name: `${auth.user.firstName} ${auth.user.lastName}`.trim(),
});
