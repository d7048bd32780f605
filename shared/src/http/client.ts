import axios from 'axios';
import { useSession } from '../session/store';
import { useSettings } from '../settings/store';
import type { Envelope } from '../contract/wire/envelope';
import { handleError } from './handle-error';
import { handleResponse } from './handle-response';
import { requestHeaders, storedFunctionsKey } from './headers';

/** SPEC §9: every call times out after 60 s. */
export const HTTP_TIMEOUT_MS = 60_000;

/** The console's one HTTP client (SPEC §7); nothing else calls the network. */
export const http = axios.create({ timeout: HTTP_TIMEOUT_MS });

const signOut = () => useSession.getState().signOut();

http.interceptors.request.use((config) => {
  const { token, tokenInfo } = useSession.getState();
  const headers = requestHeaders({
    token,
    bpId: tokenInfo?.bpId,
    lang: useSettings.getState().lang,
    functionsKey: storedFunctionsKey() ?? null,
  });
  for (const [name, value] of Object.entries(headers)) config.headers.set(name, value);
  return config;
});

http.interceptors.response.use(
  (response) => handleResponse(response, signOut),
  (error: unknown) => handleError(error, signOut),
);

/** Awaits an enveloped call and returns its `data`. */
export async function dataOf<T>(call: Promise<{ data: Envelope<T> }>): Promise<T> {
  return (await call).data.data;
}
