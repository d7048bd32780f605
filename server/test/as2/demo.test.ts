import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import forge from 'node-forge';
import { DEMO_CERTIFICATES, DEMO_P12_PASSWORD, seedAs2Demo } from '../../src/modules/as2/demo';
import { validatePort } from '../../src/modules/as2/port-rules';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { as2State, callApi } from './fixtures';

/** seedAs2Demo on the Acme tenant of a test server, read back through the API. */
let server: StartedServer;
let token = '';
const DAY = 24 * 3600 * 1000;

before(async () => {
  server = await startTestServer();
  await seedAs2Demo(server.db, server.acme.tenantId);
  token = await server.login(ACME.sys.username, ACME.sys.password);
});
after(() => server?.close());

type Row = Record<string, unknown>;
const get = async <T>(url: string) => {
  const answer = await callApi<T>(server, token, { method: 'GET', url });
  assert.equal(answer.status, 200, answer.msg);
  return answer.data;
};
const daysFromNow = (iso: unknown) => (new Date(String(iso)).getTime() - Date.now()) / DAY;

describe('seedAs2Demo', () => {
  // Its time is not asserted here: a timed test fails on a busy machine, not on slow code.
  it('marks every message it seeds as demo data, which the log says', async () => {
    const page = await get<{ list: Row[]; total: number }>('/as2/api/QueryLogs?pageSize=100');
    assert.ok(page.total > 10, `${page.total} messages`);
    assert.ok(page.list.every((log) => log.demo === true));
  });

  it('makes the own PKCS#12 and partner certificates with the expected expiry spread', async () => {
    const certificates = await get<Row[]>('/as2/api/certFiles');
    const byName = new Map(certificates.map((c) => [c.name, c]));
    assert.equal(certificates.length, 4);
    const own = byName.get(DEMO_CERTIFICATES.own)!;
    assert.equal(own.type, 'P12');
    assert.equal(own.hasPrivateKey, true);
    assert.match(String(own.subject), /CN=ACMEHUB/);
    assert.ok(Math.abs(daysFromNow(own.validTo) - 730) < 2, 'valid for two years');
    const valid = daysFromNow(byName.get(DEMO_CERTIFICATES.valid)!.validTo);
    const expiring = daysFromNow(byName.get(DEMO_CERTIFICATES.expiring)!.validTo);
    const expired = daysFromNow(byName.get(DEMO_CERTIFICATES.expired)!.validTo);
    assert.ok(valid > 360 && valid < 370, `valid for a year (${valid})`);
    assert.ok(expiring > 15 && expiring < 25, `expires in about 20 days (${expiring})`);
    assert.ok(expired > -12 && expired < -8, `expired about 10 days ago (${expired})`);
    for (const certificate of certificates) {
      assert.ok(daysFromNow(certificate.validFrom) < 0, 'already valid');
      assert.match(String(certificate.fingerprint), /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    }
  });

  it('stores the PKCS#12 so that its password opens it', async () => {
    const response = await server.call(token, {
      method: 'GET',
      url: `/as2/api/downloadCert?name=${DEMO_CERTIFICATES.own}`,
    });
    const p12 = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(response.rawPayload.toString('binary')),
      DEMO_P12_PASSWORD,
    );
    const keys = p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[
      forge.pki.oids.pkcs8ShroudedKeyBag
    ];
    assert.equal(keys?.length, 1);
    const row = (await as2State(server.db)).certificates.find(
      (c) => c.name === DEMO_CERTIFICATES.own,
    );
    assert.equal(row?.password, DEMO_P12_PASSWORD);
  });

  it('makes send and receive ports that pass the port rules and use the certificates', async () => {
    const send = await get<Row[]>('/as2/api/sendport');
    const receive = await get<Row[]>('/as2/api/receiveport');
    assert.ok(send.length >= 2 && send.length <= 3);
    assert.equal(receive.length, 2);
    const certificates = new Set((await get<Row[]>('/as2/api/certFiles')).map((c) => c.name));
    for (const [kind, ports] of [
      ['send', send],
      ['receive', receive],
    ] as const) {
      for (const port of ports) {
        assert.match(String(port.name), kind === 'send' ? /^SP_/ : /^RP_/);
        assert.doesNotThrow(
          () => validatePort(kind, port as Parameters<typeof validatePort>[1]),
          String(port.name),
        );
        for (const prop of ['selfCertificate', 'partnerCertificate']) {
          if (port[prop]) assert.ok(certificates.has(port[prop]), `${port.name}.${prop}`);
        }
      }
    }
    const used = (await get<Row[]>('/as2/api/certFiles')).filter(
      (c) => (c.usedBy as string[]).length > 0,
    );
    assert.equal(used.length, 4, 'every demo certificate is used by a port');
  });

  it('logs about 600 messages over the last 30 days, mostly successful', async () => {
    const logs = (await as2State(server.db)).logs;
    const ports = new Map(
      [
        ...(await get<Row[]>('/as2/api/sendport')),
        ...(await get<Row[]>('/as2/api/receiveport')),
      ].map((p) => [p.name, p]),
    );
    assert.ok(logs.length >= 550 && logs.length <= 650, `${logs.length} logs`);
    const now = Date.now();
    const count = (status: string) => logs.filter((log) => log.status === status).length;
    assert.ok(count('success') > logs.length * 0.7, 'mostly success');
    assert.ok(count('failed') > 10, 'some failed');
    assert.ok(count('pending') >= 1 && count('pending') < 30, 'a few pending');
    for (const log of logs) {
      assert.equal(log.tenantId, server.acme.tenantId);
      const age = now - log.messageTimestamp.getTime();
      assert.ok(age > 0 && age <= 30 * DAY, 'within the last 30 days');
      assert.match(log.messageId, /^<[0-9a-f-]{36}@[A-Z-]+>$/);
      const port = ports.get(log.portName);
      assert.ok(port, log.portName);
      assert.deepEqual([log.direction, log.as2From, log.as2To], [port.kind, port.from, port.to]);
      if (log.status === 'pending') {
        assert.equal(log.mdnTimestamp, null);
      } else {
        const delay = log.mdnTimestamp!.getTime() - log.messageTimestamp.getTime();
        assert.ok(delay >= 1000 && delay <= 10_000, `MDN a few seconds later (${delay} ms)`);
      }
      if (log.status === 'failed')
        assert.ok(log.errorMessage && log.mdnStatus, 'a failure says why');
    }
    assert.ok(logs.some((log) => log.messageId.endsWith('@ACMEHUB>')));
  });

  it('answers QueryLogs and logStats over the demo', async () => {
    const page = await get<{ total: number; list: Row[] }>('/as2/api/QueryLogs?pageSize=5');
    assert.equal(page.list.length, 5);
    const stats = await get<{ count: number }[]>('/as2/api/logStats?tz=Europe/Paris');
    assert.equal(
      stats.reduce((sum, s) => sum + s.count, 0),
      page.total,
    );
  });
});
