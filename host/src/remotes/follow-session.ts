import { useSession } from '@console/shared';
import { useRemotes } from './store';

type Session = ReturnType<typeof useSession.getState>;

/** A string that tells callers apart: another one gets another catalog (release audiences). */
const callerOf = ({ token, tokenInfo }: Session) =>
  token ? `${tokenInfo?.username ?? ''}@${tokenInfo?.bpId ?? ''}` : '';

/**
 * The catalog answers per caller (a candidate may go to some tenants or users only): after a
 * sign-out, a sign-in or a change of user, everything loaded for the previous one is forgotten
 * and read again. A new token for the same user (password change) keeps it.
 */
export function followSession(state: Session, previous: Session) {
  if (callerOf(state) !== callerOf(previous)) useRemotes.getState().reset();
}
