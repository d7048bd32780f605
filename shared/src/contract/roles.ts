/** The authorities a token can carry (SPEC §6). */
export const ROLES = ['admin', 'sys'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
