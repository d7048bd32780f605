import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { makeCertificate, makePkcs12 } from './certs';
import {
  as2Api,
  as2State,
  callApi,
  expectRefused,
  receivePortBody,
  sendPortBody,
} from './fixtures';

let server: StartedServer;
const tokens = { acme: '', admin: '', globex: '' };

before(async () => {
  server = await startTestServer();
  tokens.acme = await server.login(ACME.sys.username, ACME.sys.password);
  tokens.admin = await server.login(ACME.admin.username, ACME.admin.password);
  tokens.globex = await server.login(GLOBEX.sys.username, GLOBEX.sys.password);
  const api = as2Api(server, tokens.acme);
  await api.upload('me.p12', makePkcs12(makeCertificate('ME'), 'secret'), { password: 'secret' });
  await api.upload('partner.cer', makeCertificate('PARTNER').pem);
  await api.addPort('send', sendPortBody({ name: 'SP_FULL' }));
  await api.addPort('receive', receivePortBody({ name: 'RP_A' }));
});
after(() => server?.close());

type Port = Record<string, unknown> & { id: number; name: string };
const acme = (request: Parameters<typeof callApi>[2]) =>
  callApi<Port>(server, tokens.acme, request);
const add = (kind: 'send' | 'receive', payload: object, token = tokens.acme) =>
  callApi<Port>(server, token, { method: 'POST', url: `/as2/api/${kind}port/add`, payload });
const update = (kind: 'send' | 'receive', id: number, payload: object, token = tokens.acme) =>
  callApi<Port>(server, token, {
    method: 'POST',
    url: `/as2/api/${kind}port/update/${id}`,
    payload,
  });
const list = async (kind: 'send' | 'receive', token = tokens.acme) =>
  (await callApi<Port[]>(server, token, { method: 'GET', url: `/as2/api/${kind}port` })).data;

const refused = (call: () => ReturnType<typeof callApi>, status: number, msg: string) =>
  expectRefused(server, call, status, msg);

describe('AS2 ports: update', () => {
  let port: Port;
  before(async () => {
    const answer = await add(
      'send',
      sendPortBody({ name: 'SP_UPD', selfCertificate: 'me.p12', selfCertificatePassword: 'pw1' }),
    );
    port = answer.data;
  });
  const storedPassword = async () => {
    const rows = (await as2State(server.db)).ports.filter((row) => row.id === port.id);
    return rows[0]?.selfCertificatePassword;
  };

  it('replaces the fields and keeps id, kind and createTime', async () => {
    const answer = await update(
      'send',
      port.id,
      sendPortBody({
        name: 'SP_UPD2',
        messageType: 'EDIFACT',
        timeout: 90,
        description: 'Renamed',
        selfCertificate: 'me.p12',
        partnerCertificate: 'partner.cer',
        encrypted: true,
        encryptAlgorithm: 'AES192',
      }),
    );
    assert.equal(answer.status, 200, answer.msg);
    assert.equal(answer.data.id, port.id);
    assert.equal(answer.data.kind, 'send');
    assert.equal(answer.data.name, 'SP_UPD2');
    assert.equal(answer.data.messageType, 'EDIFACT');
    assert.equal(answer.data.encryptAlgorithm, 'AES192');
    assert.equal(answer.data.createTime, port.createTime);
    assert.ok(String(answer.data.updateTime) >= String(port.updateTime));
    assert.equal((await list('send')).find((p) => p.id === port.id)?.name, 'SP_UPD2');
    port = answer.data;
  });

  it('keeps the stored password when it is absent or null, clears it with "" and sets a new one', async () => {
    const { selfCertificatePassword: _absent, ...withoutPassword } = sendPortBody({
      name: 'SP_UPD2',
      selfCertificate: 'me.p12',
    });
    assert.equal(
      (await update('send', port.id, withoutPassword)).data.hasSelfCertificatePassword,
      true,
    );
    assert.equal(await storedPassword(), 'pw1');
    const kept = await update(
      'send',
      port.id,
      sendPortBody({ name: 'SP_UPD2', selfCertificate: 'me.p12', selfCertificatePassword: null }),
    );
    assert.equal(kept.data.hasSelfCertificatePassword, true);
    assert.equal(await storedPassword(), 'pw1');
    const changed = await update(
      'send',
      port.id,
      sendPortBody({ name: 'SP_UPD2', selfCertificate: 'me.p12', selfCertificatePassword: 'pw2' }),
    );
    assert.equal(changed.data.hasSelfCertificatePassword, true);
    assert.equal(await storedPassword(), 'pw2');
    const cleared = await update(
      'send',
      port.id,
      sendPortBody({ name: 'SP_UPD2', selfCertificatePassword: '' }),
    );
    assert.equal(cleared.data.hasSelfCertificatePassword, false);
    assert.equal(await storedPassword(), null);
  });

  it('accepts the port JSON it answered with (extra fields ignored)', async () => {
    const answer = await update('send', port.id, { ...port, description: 'Round trip' });
    assert.equal(answer.status, 200, answer.msg);
    assert.equal(answer.data.description, 'Round trip');
  });

  it('refuses a name another port of the kind has, and a rule break, changing nothing', async () => {
    await refused(
      () => update('send', port.id, sendPortBody({ name: 'SP_FULL' })),
      409,
      'A send port named "SP_FULL" already exists',
    );
    await refused(
      () => update('send', port.id, sendPortBody({ name: 'SP_UPD2', timeout: null })),
      400,
      'timeout is required',
    );
    await refused(
      () => update('send', port.id, sendPortBody({ name: 'SP_UPD2', mdnSigned: true })),
      400,
      'partnerCertificate is required when mdnSigned is true',
    );
  });

  it("answers 404 for an unknown id, a port of the other kind, and another tenant's port", async () => {
    const receive = (await list('receive'))[0];
    await refused(() => update('send', 999999, sendPortBody()), 404, 'No send port with id 999999');
    await refused(
      () => update('send', receive.id, sendPortBody()),
      404,
      `No send port with id ${receive.id}`,
    );
    await refused(
      () => update('send', port.id, sendPortBody({ name: 'SP_HIJACK' }), tokens.globex),
      404,
      `No send port with id ${port.id}`,
    );
    assert.ok(
      !(await list('send', tokens.globex)).some((p) => p.id === port.id),
      'Globex does not list it',
    );
  });

  it('names a bad id', async () => {
    await refused(
      () => acme({ method: 'POST', url: '/as2/api/sendport/update/abc', payload: sendPortBody() }),
      400,
      'params.id must be integer',
    );
  });
});

describe('AS2 ports: delete', () => {
  const remove = (kind: 'send' | 'receive', id: number, token = tokens.acme) =>
    callApi(server, token, { method: 'POST', url: `/as2/api/${kind}port/delete/${id}` });

  it("deletes the caller's port; a second delete answers 404", async () => {
    const created = (await add('receive', receivePortBody({ name: 'RP_DOOMED' }))).data;
    const answer = await remove('receive', created.id);
    assert.deepEqual([answer.status, answer.code, answer.data], [200, 200, null]);
    assert.ok(!(await list('receive')).some((p) => p.id === created.id));
    await refused(
      () => remove('receive', created.id),
      404,
      `No receive port with id ${created.id}`,
    );
  });

  it("answers 404 for another tenant's port and for a port of the other kind", async () => {
    const target = (await list('receive'))[0];
    await refused(
      () => remove('receive', target.id, tokens.globex),
      404,
      `No receive port with id ${target.id}`,
    );
    await refused(() => remove('send', target.id), 404, `No send port with id ${target.id}`);
  });
});
