import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from '../engine/api';
import { dtoFields, referenceEndpoints } from './reference';
import { NOT_YET } from './reference-gaps';

/**
 * Each engine-rest resource we serve, measured against Camunda 7.24's reference: every
 * documented sortBy value sorts (no 400), and every documented filter is declared by the
 * route (so it is read, not silently dropped as an unknown parameter). What is not there yet
 * is listed, by name, in reference-gaps.ts; the list must stay exact both ways.
 */
let server: StartedServer;
let api: ReturnType<typeof engineApi>;

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
});
after(() => server?.close());

/** `GET /process-instance/{id}` → the route's own `GET /process-instance/:id` pattern. */
const shapeOf = (key: string) => key.replace(/\{[^}]+\}|:[\w-]+/g, '{}');

function servedSchemas() {
  const served = new Map<string, { querystring?: object; body?: object }>();
  for (const route of server.app.routeTable) {
    if (!route.url.startsWith(REST)) continue;
    const key = `${route.method} ${route.url.slice(REST.length)}`;
    served.set(shapeOf(key), (route.schema ?? {}) as { querystring?: object; body?: object });
  }
  return served;
}

const declared = (schema: object | undefined) =>
  Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});

describe('engine-rest against the Camunda 7.24 reference', () => {
  it('declares every documented filter of the resources it serves, but the listed gaps', () => {
    const served = servedSchemas();
    const missing: string[] = [];
    for (const [key, endpoint] of Object.entries(referenceEndpoints())) {
      const schema = served.get(shapeOf(key));
      if (!schema) continue;
      const query = declared(schema.querystring);
      for (const name of endpoint.query ?? []) {
        if (!query.includes(name)) missing.push(`${key} ?${name}`);
      }
      const ref = endpoint.body?.schema?.ref;
      if (ref && /Query|Dto$/.test(ref) && schema.body) {
        const body = declared(schema.body);
        for (const name of dtoFields(ref)) {
          if (!body.includes(name)) missing.push(`${key} body.${name}`);
        }
      }
    }
    if (process.env.PRINT_GAPS) console.log(JSON.stringify(missing, null, 2));
    assert.deepEqual(missing, NOT_YET);
  });

  it('sorts by every documented sortBy value of the lists it serves', async () => {
    const served = servedSchemas();
    const refused: string[] = [];
    for (const [key, endpoint] of Object.entries(referenceEndpoints())) {
      const [method, path] = key.split(' ');
      if (method !== 'GET' || !endpoint.sortBy || !served.has(shapeOf(key))) continue;
      for (const sortBy of endpoint.sortBy) {
        const response = await api.call('GET', `${REST}${path}?sortBy=${sortBy}&sortOrder=desc`);
        if (response.statusCode !== 200) {
          refused.push(`${key} sortBy=${sortBy}: ${response.statusCode}`);
        }
      }
    }
    assert.deepEqual(refused, []);
  });
});
