import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { engineApi, REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { eq, sql } from 'drizzle-orm';
import { leases } from '../../src/db/schema';
import { createProcessEngine, type ProcessEngine } from '../../src/engine';
import { egressPolicy } from '../../src/http/egress';
import { createMailer } from '../../src/modules/alarms/deliver';
import { createNotifier, NOTIFIER_LEASE, type Notifier } from '../../src/modules/alarms/notifier';
import { Leases } from '../../src/modules/automation/lease';
import { ACME, startTestServer, TEST_EGRESS_ALLOW, type StartedServer } from '../harness';
import { startSmtpSink, type SunkMail } from '../smtp-sink';

/**
 * The alarm notifier (issue 10 §5) against a real SMTP server and a real HTTP endpoint: an
 * incident that matches a rule is told once per contact and channel, by mail and by a signed
 * webhook; later incidents within the window join one pending message with a count; a
 * failing webhook is retried; without SMTP the mail stays in the outbox, unsent. Of two server
 * processes' notifiers on one database, the one holding the lease tells (issue 27 §1).
 */
let mails: SunkMail[] = [];
const hooks: { body: string; signature: string }[] = [];
let hookStatus = 200;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let hookServer: Server;
let server: StartedServer;
let api: ReturnType<typeof engineApi>;
let token: string;

const listen = (target: { listen: (port: number, host: string, done: () => void) => unknown }) =>
  new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
const bodyOf = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
};

type Notification = {
  channel: string;
  status: string;
  count: number;
  message: string;
  lastError: string | null;
  attempts: number;
};
const notifications = async (ruleId: number) =>
  (
    (
      await server.call(token, {
        method: 'GET',
        url: `/api/incidentNotifications?ruleId=${ruleId}`,
      })
    ).json() as {
      data: Notification[];
    }
  ).data;

before(async () => {
  smtp = await startSmtpSink();
  mails = smtp.mails;
  hookServer = createServer(async (request, response) => {
    hooks.push({
      body: await bodyOf(request),
      signature: String(request.headers['x-alarm-signature']),
    });
    response.statusCode = hookStatus;
    response.end();
  });
  await listen(hookServer);
  server = await startTestServer({
    smtp: {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      from: 'alarms@console.test',
      user: undefined,
      password: undefined,
    },
  });
  token = await server.login(ACME.admin.username, ACME.admin.password);
  api = engineApi(server, token);
  await api.deploy('orders.bpmn', oneTask('orders', 'order-work'));
  await api.deploy('refunds.bpmn', oneTask('refunds', 'refund-work'));
  for (let i = 0; i < 4; i++) await api.start('orders');
  await api.start('refunds');
  // The first scan sets where the notifier starts reading.
  await server.app.alarmNotifier.tick();
});
after(async () => {
  await server?.close();
  await smtp?.close();
  hookServer?.close();
});

const fail = async (topic: string, message: string) => {
  const [task] = await api.fetch(topic, 'w', 1);
  await api.ok('POST', `${REST}/external-task/${task.id}/failure`, {
    workerId: 'w',
    errorMessage: message,
    retries: 0,
  });
};

describe('alarm notifier', () => {
  let ruleId: number;
  let secret: string;

  it('mails and posts a signed webhook once for an incident that matches a rule', async () => {
    const port = (hookServer.address() as AddressInfo).port;
    const contact = (
      await server.call(token, {
        method: 'POST',
        url: '/api/incidentUser',
        payload: {
          name: 'Ops',
          email: 'ops@acme.test',
          webhookUrl: `http://127.0.0.1:${port}/alarm`,
        },
      })
    ).json().data;
    secret = contact.webhookSecret;
    ruleId = (
      await server.call(token, {
        method: 'POST',
        url: '/api/taskIncidentNotice',
        payload: {
          name: 'Orders failing',
          processKeys: ['orders'],
          topics: ['order-work'],
          contactIds: [contact.id],
        },
      })
    ).json().data.id;

    await fail('refund-work', 'Refund service down'); // another process: no rule matches
    await fail('order-work', 'Stock service down');
    await server.app.alarmNotifier.tick();
    await server.app.alarmNotifier.tick(); // a second scan tells nobody twice

    assert.equal(mails.length, 1);
    assert.equal(mails[0].to, 'ops@acme.test');
    assert.match(mails[0].text, /Stock service down/);
    assert.match(mails[0].text, /Orders failing: 1 incident in orders/);
    assert.doesNotMatch(mails[0].text, /Refund service down/);
    assert.equal(hooks.length, 1);
    const expected = `sha256=${createHmac('sha256', secret).update(hooks[0].body).digest('hex')}`;
    assert.equal(hooks[0].signature, expected);
    const payload = JSON.parse(hooks[0].body);
    assert.equal(payload.message, 'Stock service down');
    assert.equal(payload.count, 1);
    const sent = await notifications(ruleId);
    assert.deepEqual(sent.map((n) => [n.channel, n.status]).sort(), [
      ['email', 'sent'],
      ['webhook', 'sent'],
    ]);
  });

  it('groups the incidents within the window into one pending message with a count', async () => {
    await fail('order-work', 'Stock timeout');
    await fail('order-work', 'Stock timeout again');
    await server.app.alarmNotifier.tick();
    assert.equal(mails.length, 1, 'no new mail inside the window');
    const pending = (await notifications(ruleId)).filter((n) => n.status === 'pending');
    assert.deepEqual(pending.map((n) => [n.channel, n.count]).sort(), [
      ['email', 2],
      ['webhook', 2],
    ]);
  });
});

describe('alarm notifiers of two server processes on one database', () => {
  let engine: ProcessEngine;
  let second: Notifier;
  after(async () => {
    await second?.stop();
    await engine?.close();
  });

  const mailsTo = (to: string) => mails.filter((mail) => mail.to === to).length;

  it('tell an incident once, from the holder of the lease, and hand over when it expires', async () => {
    engine = await createProcessEngine(server.db, { schedulerIntervalMs: 3_600_000 });
    second = createNotifier(server.db, engine, {
      mailer: createMailer({
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        from: 'alarms@console.test',
        user: undefined,
        password: undefined,
      }),
      egress: egressPolicy(TEST_EGRESS_ALLOW),
      leases: new Leases(server.db),
    });
    const port = (hookServer.address() as AddressInfo).port;
    const contact = (
      await server.call(token, {
        method: 'POST',
        url: '/api/incidentUser',
        payload: {
          name: 'Refunds',
          email: 'refunds@acme.test',
          webhookUrl: `http://127.0.0.1:${port}/refunds`,
        },
      })
    ).json().data;
    await server.call(token, {
      method: 'POST',
      url: '/api/taskIncidentNotice',
      payload: {
        name: 'Refunds failing',
        processKeys: ['refunds'],
        windowSeconds: 0,
        contactIds: [contact.id],
      },
    });
    const refundHooks = () => hooks.filter((hook) => hook.body.includes('Refunds failing')).length;
    const both = () => Promise.all([server.app.alarmNotifier.tick(), second.tick()]);

    await api.start('refunds');
    await fail('refund-work', 'Refunds down');
    await both();
    await both();
    assert.equal(mailsTo('refunds@acme.test'), 1, 'one mail, not one per process');
    assert.equal(refundHooks(), 1, 'one webhook, not one per process');

    // The holder died: nobody tells while its lease holds, the other once it has expired.
    await server.db
      .update(leases)
      .set({ owner: 'a-process-that-died', expiresAt: sql`now() + interval '1 hour'` })
      .where(eq(leases.name, NOTIFIER_LEASE));
    await api.start('refunds');
    await fail('refund-work', 'Refunds down again');
    await both();
    assert.equal(mailsTo('refunds@acme.test'), 1, 'the dead holder still holds the lease');
    await server.db
      .update(leases)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(leases.name, NOTIFIER_LEASE));
    await second.tick();
    assert.equal(mailsTo('refunds@acme.test'), 2);
    assert.equal(refundHooks(), 2);
  });
});

describe('alarm notifier without SMTP, and a failing webhook', () => {
  let other: StartedServer;
  after(() => other?.close());

  it('keeps the mail unsent and retries the webhook with backoff', async () => {
    other = await startTestServer();
    const admin = await other.login(ACME.admin.username, ACME.admin.password);
    const otherApi = engineApi(other, admin);
    await otherApi.deploy('orders.bpmn', oneTask('orders', 'order-work'));
    await otherApi.start('orders');
    await other.app.alarmNotifier.tick();
    const port = (hookServer.address() as AddressInfo).port;
    const contact = (
      await other.call(admin, {
        method: 'POST',
        url: '/api/incidentUser',
        payload: {
          name: 'Ops',
          email: 'ops@acme.test',
          webhookUrl: `http://127.0.0.1:${port}/down`,
        },
      })
    ).json().data;
    const rule = (
      await other.call(admin, {
        method: 'POST',
        url: '/api/taskIncidentNotice',
        payload: { name: 'Any', contactIds: [contact.id] },
      })
    ).json().data;
    hookStatus = 500;
    const hooksBefore = hooks.length;
    const [task] = await otherApi.fetch('order-work', 'w');
    await otherApi.ok('POST', `${REST}/external-task/${task.id}/failure`, {
      workerId: 'w',
      errorMessage: 'Down',
      retries: 0,
    });
    await other.app.alarmNotifier.tick();
    hookStatus = 200;
    const rows = (
      (
        await other.call(admin, {
          method: 'GET',
          url: `/api/incidentNotifications?ruleId=${rule.id}`,
        })
      ).json() as {
        data: Notification[];
      }
    ).data;
    const mail = rows.find((n) => n.channel === 'email')!;
    const hook = rows.find((n) => n.channel === 'webhook')!;
    assert.equal(mail.status, 'unsent');
    assert.equal(mail.lastError, 'No SMTP server is configured');
    assert.equal(hook.status, 'pending');
    assert.equal(hook.attempts, 1);
    assert.equal(hook.lastError, 'The webhook answered 500');
    assert.equal(hooks.length, hooksBefore + 1);
  });
});
