import { databaseErrorOf } from './database-errors';

/** What a unique index guards, said the way the console shows it. */
const MESSAGES: Record<string, string> = {
  users_username_unique: 'The username is taken',
  bp_tenant_name_idx: 'A business partner with this name already exists',
  bpg_sibling_name_idx: 'A group with this name already exists there',
  as2_ports_tenant_kind_name_idx: 'A port with this name already exists',
  certificates_tenant_name_idx: 'A certificate file with this name already exists',
  alarm_contacts_tenant_name_idx: 'A contact with this name already exists',
  alarm_rules_tenant_kind_name_idx: 'A rule with this name already exists',
};

/**
 * The message for a unique-index violation (SQLSTATE 23505), or undefined for any other error.
 * Services check names first; this answers the race where two requests pass that check at once.
 */
export function uniqueViolationMessage(error: unknown): string | undefined {
  const refusal = databaseErrorOf(error);
  if (refusal?.code !== '23505') return undefined;
  return (refusal.constraint && MESSAGES[refusal.constraint]) || 'This record already exists';
}
