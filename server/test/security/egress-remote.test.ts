import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ConnectorRun } from '../../src/modules/connectors/run-service';
import { connectorApi } from '../connectors/helpers';
import { engineApi, REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { ACME, eventually, startTestServer, type StartedServer } from '../harness';
import {
  credential,
  dryRun,
  listen,
  LOOPBACK,
  LOOPBACK_SPELLINGS,
  type Listening,
} from './egress-helpers';

/**
 * The connections other than a script's http under the egress policy (issue 22 §3), on a
 * server without the tests' loopback allowance: SQL, SFTP and SMTP credentials, a legacy
 * command connector run by the worker and alarm webhooks aimed at loopback in any spelling
 * are refused, naming the rule, and no connection reaches the loopback listener.
 */
let strict: StartedServer;
let token: string;
/** Loopback of IPv4 and IPv6 (`::` takes both, where there is IPv6): nothing may reach it. */
let inner: Listening;
const innerUntouched = () => assert.equal(inner.connections, 0, 'a connection reached loopback');

before(async () => {
  inner = await listen('::').catch(() => listen('127.0.0.1'));
  strict = await startTestServer({ egressAllow: [] });
  token = await strict.login(ACME.admin.username, ACME.admin.password);
});
after(async () => {
  await strict?.close();
  inner?.server.closeAllConnections();
  inner?.server.close();
});

describe('SQL, SFTP and SMTP credentials', () => {
  const calls: [string, string, object][] = [
    ['postgresql', "return sql.query('select 1')", { database: 'd', user: 'u' }],
    ['sftp', "return sftp.list('/')", { username: 'u', password: 'p' }],
    [
      'smtp',
      "return mail.send([to: 'a@example.test', subject: 's', text: 't'])",
      { from: 'f@example.test' },
    ],
  ];
  for (const [templateId, script, fields] of calls) {
    it(`refuses a ${templateId} host of loopback in every spelling, before connecting`, async () => {
      for (const host of LOOPBACK_SPELLINGS) {
        const id = await credential(strict, token, templateId, {
          host,
          port: inner.port,
          ...fields,
        });
        const run = await dryRun(strict, token, { script, credentialId: id });
        assert.equal(run.ok, false, host);
        assert.match(run.error?.message ?? '', LOOPBACK, `${templateId} ${host}`);
      }
      innerUntouched();
    });
  }
});

describe('a legacy command connector run by the worker', () => {
  it('fails its run with the refusal, in every spelling', async () => {
    const api = connectorApi(strict, token);
    const engine = engineApi(strict, token);
    const keys = LOOPBACK_SPELLINGS.map((_, n) => `egress${n}`);
    for (const [n, host] of LOOPBACK_SPELLINGS.entries()) {
      const connector = await api.command(
        `Inner ${n}`,
        `http://${host}:${inner.port}/secret`,
        1000,
        'GET',
      );
      await engine.deploy(`${keys[n]}.bpmn`, oneTask(keys[n], `${keys[n]}-topic`));
      await api.bind('Command', keys[n], `${keys[n]}-topic`, connector.id);
      await engine.start(keys[n]);
    }
    for (const [n, key] of keys.entries()) {
      const runs = () =>
        api.call<ConnectorRun[]>({
          method: 'GET',
          url: `/api/fileLogByTimestamp?processId=${key}`,
        });
      await eventually(async () => (await runs()).length > 0, `the run of ${key}`);
      const [run] = await runs();
      assert.equal(run.status, 'failed');
      assert.match(run.message ?? '', LOOPBACK, LOOPBACK_SPELLINGS[n]);
    }
    innerUntouched();
  });
});

describe('an alarm webhook', () => {
  it('records the refusal on the delivery, in every spelling', async () => {
    const engine = engineApi(strict, token);
    const { call } = connectorApi(strict, token);
    await engine.deploy('alarmed.bpmn', oneTask('alarmed', 'alarmed-work'));
    await engine.start('alarmed');
    await strict.app.alarmNotifier.tick();
    const contacts = [];
    for (const [n, host] of LOOPBACK_SPELLINGS.entries())
      contacts.push(
        (
          await call<{ id: number }>({
            method: 'POST',
            url: '/api/incidentUser',
            payload: {
              name: `Hook ${n}`,
              email: `hook${n}@acme.test`,
              webhookUrl: `http://${host}:${inner.port}/alarm`,
            },
          })
        ).id,
      );
    const rule = await call<{ id: number }>({
      method: 'POST',
      url: '/api/taskIncidentNotice',
      payload: { name: 'Alarmed', processKeys: ['alarmed'], contactIds: contacts },
    });
    const [task] = await engine.fetch('alarmed-work', 'w', 1);
    await engine.ok('POST', `${REST}/external-task/${task.id}/failure`, {
      workerId: 'w',
      errorMessage: 'Down',
      retries: 0,
    });
    await strict.app.alarmNotifier.tick();
    const rows = (
      await call<{ channel: string; lastError: string | null }[]>({
        method: 'GET',
        url: `/api/incidentNotifications?ruleId=${rule.id}`,
      })
    ).filter((row) => row.channel === 'webhook');
    assert.equal(rows.length, LOOPBACK_SPELLINGS.length);
    for (const row of rows) assert.match(row.lastError ?? '', LOOPBACK);
    innerUntouched();
  });
});
