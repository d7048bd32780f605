import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RouteEntry } from '../../src/http/route-table';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from '../engine/api';
import { definitions, oneTask } from '../engine/bpmn';
import { badCases, type BadCase } from './bad-input';
import { batchesSettled, changedTables, fingerprint } from './db-fingerprint';

const API = /^\/(api|as2\/api|stat\/api|loki\/api)\//;
/** Routes that end the caller's own session: walked with a session of their own. */
const SIGNS_OUT = new Set(['POST /api/logout']);
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const HANG_MS = 15_000;
/** Cases of one route sent at once. */
const IN_FLIGHT = 4;

let server: StartedServer;
const tokens: Record<string, string> = {};
/** Ids of real rows, so that a bad value in one field meets real data in the others. */
const ids: Record<string, string> = {};

before(async () => {
  server = await startTestServer();
  tokens.sys = await server.login(ACME.sys.username, ACME.sys.password);
  tokens.admin = await server.login(ACME.admin.username, ACME.admin.password);
  const engine = engineApi(server, tokens.admin);
  // `walk` ends at once, so that a sync flow a case starts answers at once too; the task of
  // `walk-task` gives the external-task routes a real id.
  const definition = await engine.deploy('walk.bpmn', straightThrough('walk'));
  await engine.deploy('walk-task.bpmn', oneTask('walk-task', 'walk-topic'));
  const instance = await engine.start('walk-task', { businessKey: 'walk-1' });
  const [task] = await engine.fetch('walk-topic');
  Object.assign(ids, {
    definition: definition.id,
    key: definition.key,
    instance: instance.id,
    task: task.id,
  });
});
after(() => server?.close());

const straightThrough = (key: string) =>
  definitions(`<process id="${key}" isExecutable="true">
    <startEvent id="start"/><sequenceFlow id="f" sourceRef="start" targetRef="end"/><endEvent id="end"/>
  </process>`);

/** A valid-looking value for a path parameter the case does not make bad. */
function fill(route: RouteEntry) {
  return (param: string) => {
    if (param === 'key') return ids.key;
    if (param !== 'id') return '999999';
    if (route.url.includes('process-definition')) return ids.definition;
    if (route.url.includes('process-instance')) return ids.instance;
    if (route.url.includes('external-task')) return ids.task;
    return '999999';
  };
}

const roleFor = (route: RouteEntry) =>
  route.auth && 'roles' in route.auth && route.auth.roles.includes('admin') ? 'admin' : 'sys';

async function send(route: RouteEntry, bad: BadCase, token: string | null) {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${HANG_MS} ms`)), HANG_MS);
  });
  try {
    return await Promise.race([
      server.call(token, {
        method: bad.method as 'GET',
        url: bad.url,
        payload: bad.payload,
        headers: bad.headers,
      }),
      hung,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

describe('every registered route, walked with bad input', () => {
  it('answers no 5xx, stays up, and a refused request changes nothing', async (t) => {
    const routes = server.app.routeTable
      .filter((route) => API.test(route.url))
      .sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
    assert.ok(routes.length > 100, `only ${routes.length} API routes found`);
    const failures: string[] = [];
    let sent = 0;
    let lastFingerprint: Map<string, string> | undefined;
    for (const route of routes) {
      const open = !!route.auth && 'public' in route.auth;
      const token = open
        ? null
        : SIGNS_OUT.has(`${route.method} ${route.url}`)
          ? await server.login(ACME.sys.username, ACME.sys.password)
          : tokens[roleFor(route)];
      const cases = badCases(route, fill(route));
      // The previous route's closing fingerprint still holds unless a batch was at work since.
      const waited = await batchesSettled(server.db);
      const before = (!waited && lastFingerprint) || (await fingerprint(server.db));
      lastFingerprint = undefined;
      let allRefused = true;
      const sendOne = async (bad: BadCase) => {
        sent += 1;
        try {
          const response = await send(route, bad, token);
          if (response.statusCode >= 500) {
            failures.push(
              `${route.method} ${route.url} ${bad.label}: ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
          if (response.statusCode < 400) allRefused = false;
        } catch (error) {
          failures.push(`${route.method} ${route.url} ${bad.label}: ${(error as Error).message}`);
        }
      };
      // A few cases of one route at a time: the server's work overlaps the database's, and the
      // fingerprints are still taken before and after the route's whole set.
      const queue = [...cases];
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          for (let bad = queue.shift(); bad; bad = queue.shift()) await sendOne(bad);
        }),
      );
      if (allRefused) {
        lastFingerprint = await fingerprint(server.db);
        const changed = changedTables(before, lastFingerprint);
        if (changed.length) {
          failures.push(`${route.method} ${route.url}: refused, yet changed ${changed.join(', ')}`);
        }
      }
      // Still signed in and still answering after each route.
      const alive = await server.call(tokens.sys, { method: 'GET', url: '/api/user/userInfo' });
      assert.equal(alive.statusCode, 200, `after ${route.method} ${route.url}: ${alive.body}`);
    }
    const engineAlive = await server.call(tokens.admin, {
      method: 'GET',
      url: `${REST}/process-definition/count`,
    });
    assert.equal(engineAlive.statusCode, 200);
    t.diagnostic(
      `routes walked: ${routes.length}, cases sent: ${sent}, 5xx or hangs: ${failures.length}`,
    );
    console.log(`route walk: ${routes.length} routes, ${sent} cases, ${failures.length} failures`);
    assert.deepEqual(failures.slice(0, 60), [], `${failures.length} failures`);
  });
});
