/** Certificates that expire within this many days are flagged (SPEC: warn before expiry). */
export const EXPIRY_WARNING_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export type ExpiryState =
  | { status: 'expired' }
  | { status: 'expiring'; days: number }
  | { status: 'valid' }
  | { status: 'unknown' };

/**
 * Where a certificate stands on its expiry date. `days` counts started days left, so a
 * certificate that ends in a few hours expires "in 1 day".
 */
export function expiryState(
  validTo: string | number | Date | null | undefined,
  now: string | number | Date = Date.now(),
): ExpiryState {
  if (validTo == null || validTo === '') return { status: 'unknown' };
  const end = new Date(validTo).getTime();
  const at = new Date(now).getTime();
  if (Number.isNaN(end) || Number.isNaN(at)) return { status: 'unknown' };
  const left = end - at;
  if (left <= 0) return { status: 'expired' };
  const days = Math.ceil(left / DAY_MS);
  return days <= EXPIRY_WARNING_DAYS ? { status: 'expiring', days } : { status: 'valid' };
}

/** True when the certificate needs attention: expired or expiring soon. */
export const needsAttention = (state: ExpiryState) =>
  state.status === 'expired' || state.status === 'expiring';
