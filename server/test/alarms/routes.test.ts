import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';

/** The alarm routes of SPEC §7 (issue 10 §5): admin only, tenant scoped, validated. */
let server: StartedServer;
let acme: string;
let globex: string;
let sys: string;

type Envelope<T> = { code: number; msg: string; data: T };
type Contact = {
  id: number;
  name: string;
  email: string;
  webhookUrl: string | null;
  webhookSecret: string;
};
type Rule = { id: number; name: string; kind: string; contactIds: number[]; windowSeconds: number };

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => server.call(token, { method, url, payload });
async function ok<T>(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await call(token, method, url, payload);
  assert.equal(response.statusCode, 200, `${method} ${url}: ${response.body}`);
  return (response.json() as Envelope<T>).data;
}
const contacts = (token: string) => ok<Contact[]>(token, 'GET', '/api/incidentUsers');
const taskRules = (token: string) => ok<Rule[]>(token, 'GET', '/api/taskIncidentNotice');

before(async () => {
  server = await startTestServer();
  acme = await server.login(ACME.admin.username, ACME.admin.password);
  globex = await server.login(GLOBEX.admin.username, GLOBEX.admin.password);
  sys = await server.login(ACME.sys.username, ACME.sys.password);
});
after(() => server?.close());

describe('alarm contacts (/api/incidentUser)', () => {
  it('creates, lists, updates and deletes a contact, with a webhook secret of its own', async () => {
    const made = await ok<Contact>(acme, 'POST', '/api/incidentUser', {
      name: 'Ops',
      email: 'ops@acme.test',
      webhookUrl: 'https://hooks.acme.test/alarms',
    });
    assert.equal(made.name, 'Ops');
    assert.match(made.webhookSecret, /^[0-9a-f]{64}$/);
    assert.deepEqual(
      (await contacts(acme)).map((c) => c.name),
      ['Ops'],
    );
    const changed = await ok<Contact>(acme, 'PUT', '/api/incidentUser', {
      id: made.id,
      name: 'Operations',
      email: 'operations@acme.test',
      webhookUrl: null,
    });
    assert.equal(changed.webhookUrl, null);
    assert.equal(changed.webhookSecret, made.webhookSecret);
    await ok(acme, 'DELETE', `/api/incidentUser?id=${made.id}`);
    assert.deepEqual(await contacts(acme), []);
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const bad: [object, RegExp][] = [
      [{ email: 'a@b.test' }, /name is required/],
      [{ name: '  ', email: 'a@b.test' }, /name/],
      [{ name: 'x'.repeat(101), email: 'a@b.test' }, /name/],
      [{ name: 'A', email: 'not-an-email' }, /email/],
      [{ name: 'A', email: 'a@b.test', webhookUrl: 'ftp://files.test/x' }, /webhookUrl/],
      [{ name: 'A', email: 'a@b.test', webhookUrl: 'javascript:alert(1)' }, /webhookUrl/],
    ];
    for (const [body, message] of bad) {
      const response = await call(acme, 'POST', '/api/incidentUser', body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.match(response.json().msg, message, JSON.stringify(body));
    }
    assert.deepEqual(await contacts(acme), []);
  });

  it('refuses a second contact of the same name (409) and unknown ids (404)', async () => {
    const first = await ok<Contact>(acme, 'POST', '/api/incidentUser', {
      name: 'Dup',
      email: 'd@acme.test',
    });
    const again = await call(acme, 'POST', '/api/incidentUser', {
      name: 'Dup',
      email: 'e@acme.test',
    });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().msg, 'A contact named "Dup" already exists');
    const missing = await call(acme, 'PUT', '/api/incidentUser', {
      id: 999999,
      name: 'X',
      email: 'x@acme.test',
    });
    assert.equal(missing.statusCode, 404);
    assert.equal((await call(acme, 'DELETE', '/api/incidentUser?id=999999')).statusCode, 404);
    assert.deepEqual(
      (await contacts(acme)).map((c) => c.email),
      ['d@acme.test'],
    );
    await ok(acme, 'DELETE', `/api/incidentUser?id=${first.id}`);
  });

  it('is the admin role only, and each tenant sees and changes only its own', async () => {
    const mine = await ok<Contact>(acme, 'POST', '/api/incidentUser', {
      name: 'Mine',
      email: 'm@acme.test',
    });
    assert.equal((await call(sys, 'GET', '/api/incidentUsers')).statusCode, 403);
    assert.equal(
      (await call(sys, 'POST', '/api/incidentUser', { name: 'S', email: 's@acme.test' }))
        .statusCode,
      403,
    );
    assert.deepEqual(await contacts(globex), []);
    const steal = await call(globex, 'PUT', '/api/incidentUser', {
      id: mine.id,
      name: 'Stolen',
      email: 'g@globex.test',
    });
    assert.equal(steal.statusCode, 404);
    assert.equal((await call(globex, 'DELETE', `/api/incidentUser?id=${mine.id}`)).statusCode, 404);
    assert.deepEqual(
      (await contacts(acme)).map((c) => c.name),
      ['Mine'],
    );
    await ok(acme, 'DELETE', `/api/incidentUser?id=${mine.id}`);
  });
});

describe('alarm rules (/api/taskIncidentNotice, /api/eventIncidentNotice)', () => {
  it("creates task and event rules on the tenant's contacts, lists and deletes them", async () => {
    const contact = await ok<Contact>(acme, 'POST', '/api/incidentUser', {
      name: 'Rules',
      email: 'r@acme.test',
    });
    const task = await ok<Rule & { processKeys: string[]; topics: string[] }>(
      acme,
      'POST',
      '/api/taskIncidentNotice',
      {
        name: 'Orders failing',
        processKeys: ['orders'],
        topics: ['order-work'],
        contactIds: [contact.id],
      },
    );
    assert.equal(task.kind, 'task');
    assert.equal(task.windowSeconds, 300);
    assert.deepEqual(task.processKeys, ['orders']);
    const event = await ok<Rule & { events: string[] }>(acme, 'POST', '/api/eventIncidentNotice', {
      name: 'Inbound files',
      events: ['file-arrived'],
      contactIds: [contact.id],
      windowSeconds: 60,
    });
    assert.deepEqual(event.events, ['file-arrived']);
    assert.deepEqual(
      (await taskRules(acme)).map((r) => r.name),
      ['Orders failing'],
    );
    assert.deepEqual(
      (await ok<Rule[]>(acme, 'GET', '/api/eventIncidentNotice')).map((r) => r.name),
      ['Inbound files'],
    );
    assert.deepEqual(await ok(acme, 'GET', `/api/incidentNotifications?ruleId=${task.id}`), []);

    // A contact in use is not deleted.
    const inUse = await call(acme, 'DELETE', `/api/incidentUser?id=${contact.id}`);
    assert.equal(inUse.statusCode, 409);
    assert.match(inUse.json().msg, /used by the rule/);

    // The event rule's id is no task rule's.
    assert.equal(
      (await call(acme, 'DELETE', `/api/taskIncidentNotice?id=${event.id}`)).statusCode,
      404,
    );
    await ok(acme, 'DELETE', `/api/taskIncidentNotice?id=${task.id}`);
    await ok(acme, 'DELETE', `/api/eventIncidentNotice?id=${event.id}`);
    await ok(acme, 'DELETE', `/api/incidentUser?id=${contact.id}`);
  });

  it("refuses bad rules (400), duplicates (409), other tenants' contacts and roles", async () => {
    const contact = await ok<Contact>(acme, 'POST', '/api/incidentUser', {
      name: 'Checks',
      email: 'c@acme.test',
    });
    const foreign = await ok<Contact>(globex, 'POST', '/api/incidentUser', {
      name: 'Foreign',
      email: 'f@globex.test',
    });
    const bad: [object, RegExp][] = [
      [{ name: 'R', contactIds: [] }, /contactIds/],
      [{ name: 'R' }, /contactIds is required/],
      [{ name: 'R', contactIds: [contact.id], windowSeconds: -1 }, /windowSeconds/],
      [{ name: 'R', contactIds: [contact.id], windowSeconds: 86_401 }, /windowSeconds/],
      [{ name: 'R', contactIds: [contact.id], topics: [''] }, /topics/],
      [{ name: 'R', contactIds: [contact.id], topics: ['a', 'a'] }, /topics/],
      [{ name: 'R', contactIds: [foreign.id] }, new RegExp(`No contact with id ${foreign.id}`)],
    ];
    for (const [body, message] of bad) {
      const response = await call(acme, 'POST', '/api/taskIncidentNotice', body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.match(response.json().msg, message, JSON.stringify(body));
    }
    assert.deepEqual(await taskRules(acme), []);
    await ok(acme, 'POST', '/api/taskIncidentNotice', { name: 'Once', contactIds: [contact.id] });
    const twice = await call(acme, 'POST', '/api/taskIncidentNotice', {
      name: 'Once',
      contactIds: [contact.id],
    });
    assert.equal(twice.statusCode, 409);
    assert.equal((await call(sys, 'GET', '/api/taskIncidentNotice')).statusCode, 403);
    assert.deepEqual(await taskRules(globex), []);
    const [rule] = await taskRules(acme);
    assert.equal(
      (await call(globex, 'DELETE', `/api/taskIncidentNotice?id=${rule.id}`)).statusCode,
      404,
    );
    assert.deepEqual(await ok(globex, 'GET', `/api/incidentNotifications?ruleId=${rule.id}`), []);
    assert.equal((await taskRules(acme)).length, 1);
  });
});
