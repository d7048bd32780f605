import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { startTestServer, type StartedServer } from '../harness';
import { refused, statsUsers } from './fixtures';

let server: StartedServer;
let tokens: Awaited<ReturnType<typeof statsUsers>>;

before(async () => {
  server = await startTestServer();
  tokens = await statsUsers(server);
});
after(() => server?.close());

const RANGE = '?from=2024-05-01%2000:00:00&to=2024-05-01%2023:59:59';
const ROUTES: (InjectOptions & { url: string })[] = [
  ...['task', 'event'].flatMap((kind) =>
    ['success', 'failed', 'total'].map((outcome) => ({
      method: 'GET' as const,
      url: `/stat/api/${kind}/${outcome}${RANGE}`,
    })),
  ),
  ...['process', 'task/count', 'task', 'errors/count', 'errors'].map((path) => ({
    method: 'GET' as const,
    url: `/stat/api/trans-log/${path}${RANGE}`,
  })),
  // Without a body: the defaults.
  { method: 'POST', url: '/stat/api/log' },
  { method: 'POST', url: '/stat/api/cloud/log' },
  { method: 'POST', url: '/stat/api/cloud/log/paging', payload: { token: 'x' } },
  { method: 'GET', url: '/loki/api/v1/labels' },
];

describe('who may read statistics and logs', () => {
  it('answers every route to an admin', async () => {
    for (const route of ROUTES) {
      const response = await server.call(tokens.acmeAdmin, route);
      // The paging call's made-up token is refused after the guard let the admin in.
      const expected = route.url.endsWith('/paging') ? 400 : 200;
      assert.equal(response.statusCode, expected, `${route.method} ${route.url}: ${response.body}`);
    }
  });

  it('refuses the sys role with 403 and callers without a token with 401', async () => {
    for (const route of ROUTES) {
      await refused(server, tokens.acmeSys, route, 403, 'This action needs the role admin');
      await refused(server, null, route, 401, 'Please sign in');
    }
  });
});
