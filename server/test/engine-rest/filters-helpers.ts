import assert from 'node:assert/strict';
import type { engineApi } from '../engine/api';

type Api = ReturnType<typeof engineApi>;

/**
 * A list filter's answer (issue 9 §2): the values of `field` of the rows GET url?query
 * answers, sorted, after checking that url/count?query counts the same rows.
 */
export async function listedBy(api: Api, url: string, query: string, field = 'id') {
  const rows = await api.ok<Record<string, unknown>[]>('GET', `${url}?${query}`);
  const { count } = await api.ok<{ count: number }>('GET', `${url}/count?${query}`);
  assert.equal(count, rows.length, `${url}/count?${query}`);
  return rows.map((row) => String(row[field])).sort();
}

/** The POST form of a list: the same filters in a JSON body, with its count agreeing. */
export async function postedBy(api: Api, url: string, body: object, field = 'id') {
  const rows = await api.ok<Record<string, unknown>[]>('POST', url, body);
  const { count } = await api.ok<{ count: number }>('POST', `${url}/count`, body);
  assert.equal(count, rows.length, `POST ${url}/count ${JSON.stringify(body)}`);
  return rows.map((row) => String(row[field])).sort();
}

/** A bad date in `param` is a 400 that names it, on the list and on its count. */
export async function refusesBadDate(api: Api, url: string, param: string) {
  for (const target of [url, `${url}/count`]) {
    const response = await api.call('GET', `${target}?${param}=yesterday`);
    assert.equal(response.statusCode, 400, `${target}?${param}`);
    assert.match(response.body, new RegExp(param));
  }
}

/** A Camunda date for a query string: `+` encoded, as a client must. */
export const dateParam = (date: string) => encodeURIComponent(date);
