import assert from 'node:assert/strict';
import type { InjectOptions } from 'fastify';
import type { MarketPackage, MarketUpgradeResult } from '@console/shared/contract';
import type { StartedServer } from '../harness';

/** The market's calls for one signed-in user; `raw` leaves the status to the test. */
export function marketApi(server: StartedServer, token: string) {
  const raw = (options: InjectOptions) => server.call(token, options);
  const call = async <T>(options: InjectOptions): Promise<T> => {
    const response = await raw(options);
    assert.equal(response.statusCode, 200, `${options.method} ${options.url}: ${response.body}`);
    return (response.json() as { data: T }).data;
  };
  const one = async (id: string) => {
    const found = (await catalogue()).find((p) => p.id === id);
    assert.ok(found, `no package ${id}`);
    return found;
  };
  const catalogue = () => call<MarketPackage[]>({ method: 'GET', url: '/api/market/packages' });
  return {
    token,
    raw,
    call,
    catalogue,
    one,
    install: (id: string, version?: string) =>
      call<MarketPackage>({
        method: 'POST',
        url: `/api/market/packages/${id}/install`,
        ...(version ? { payload: { version } } : {}),
      }),
    upgrade: (id: string, version: string) =>
      call<MarketUpgradeResult>({
        method: 'POST',
        url: `/api/market/packages/${id}/upgrade`,
        payload: { version },
      }),
    remove: (id: string) =>
      call<MarketPackage>({ method: 'DELETE', url: `/api/market/packages/${id}` }),
    /** The command ids a connector form offers for a package. */
    commandIds: async (id: string) =>
      (
        await call<{ id: string }[]>({ method: 'GET', url: `/api/connectorList?packageId=${id}` })
      ).map((c) => c.id),
  };
}

/** Asserts a refusal's status and message. */
export async function refused(
  response: Promise<{ statusCode: number; body: string; json: () => unknown }>,
  status: number,
  message: RegExp,
) {
  const answer = await response;
  assert.equal(answer.statusCode, status, answer.body);
  assert.match((answer.json() as { msg: string }).msg, message);
}
