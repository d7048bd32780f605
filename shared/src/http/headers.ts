import type { Lang } from '../contract/languages';
import { STORAGE_KEYS } from '../storage/keys';

interface HeaderSources {
  token: string | null;
  bpId: number | null | undefined;
  lang: Lang;
  functionsKey: string | null;
}

/** The four headers of SPEC §7, each only when its source is present. */
export function requestHeaders({
  token,
  bpId,
  lang,
  functionsKey,
}: HeaderSources): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': lang.split('-')[0] };
  if (bpId != null) headers.tenantId = String(bpId);
  if (token) headers.token = token;
  if (functionsKey) headers['x-functions-key'] = functionsKey;
  return headers;
}

export const storedFunctionsKey = () => globalThis.localStorage?.getItem(STORAGE_KEYS.functionsKey);
