import type { PartnerForm } from '@console/shared';

/** The `id` query of /bpg/bp/index as a group id: a positive whole number, else undefined. */
export function parseGroupId(raw: string | null): number | undefined {
  if (raw == null || !/^\d+$/.test(raw.trim())) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The form as the server wants it: without surrounding blanks. */
export const trimPartnerForm = ({ name, email }: PartnerForm): PartnerForm => ({
  name: name.trim(),
  email: email.trim(),
});
