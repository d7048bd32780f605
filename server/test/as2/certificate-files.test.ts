import assert from 'node:assert/strict';
import { certificateApi } from './certificate-api';
import { after, before, describe, it } from 'node:test';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { makeCertificate, makePkcs12, makePkcs7 } from './certs';
import { as2Api, callApi, sendPortBody } from './fixtures';

let server: StartedServer;
const tokens = { acme: '', globex: '' };

before(async () => {
  server = await startTestServer();
  tokens.acme = await server.login(ACME.sys.username, ACME.sys.password);
  tokens.globex = await server.login(GLOBEX.sys.username, GLOBEX.sys.password);
  const api = as2Api(server, tokens.acme);
  const alpha = makeCertificate('ALPHA');
  await api.upload('alpha.p12', makePkcs12(alpha, 's3cret'), { password: 's3cret' });
  await api.upload('bundle.p7b', makePkcs7([alpha], 'der'));
  await api.upload('gamma.pem', makeCertificate('GAMMA').pem);
});
after(() => server?.close());

const { upload, list, remove, download, refused } = certificateApi(
  () => server,
  () => tokens.acme,
);

describe('certificates in use, download and delete', () => {
  const delta = makeCertificate('DELTA');
  before(async () => {
    const api = as2Api(server, tokens.acme);
    await api.upload('delta.cer', delta.der);
    await api.upload('unused.pem', makeCertificate('UNUSED').pem);
    await api.addPort(
      'send',
      sendPortBody({ name: 'SP_DELTA', partnerCertificate: 'delta.cer', encrypted: true }),
    );
    await api.addPort(
      'send',
      sendPortBody({
        name: 'SP_DELTA2',
        partnerCertificate: 'delta.cer',
        selfCertificate: 'delta.cer',
      }),
    );
  });

  it('lists the ports that use a file', async () => {
    const certificate = (await list()).find((c) => c.name === 'delta.cer');
    assert.deepEqual(certificate?.usedBy, ['SP_DELTA', 'SP_DELTA2']);
    assert.deepEqual((await upload('delta.cer', delta.der, { overwrite: 'true' })).data.usedBy, [
      'SP_DELTA',
      'SP_DELTA2',
    ]);
  });

  it('downloads the bytes as an attachment with the right type', async () => {
    const der = await download('delta.cer');
    assert.equal(der.statusCode, 200);
    assert.ok(der.rawPayload.equals(delta.der));
    assert.equal(der.headers['content-type'], 'application/pkix-cert');
    assert.match(String(der.headers['content-disposition']), /^attachment; filename="delta\.cer"/);
    const p12 = await download('alpha.p12');
    assert.equal(p12.headers['content-type'], 'application/x-pkcs12');
    assert.equal((await download('unused.pem')).headers['content-type'], 'application/x-pem-file');
    assert.equal(
      (await download('bundle.p7b')).headers['content-type'],
      'application/x-pkcs7-certificates',
    );
  });

  it('answers 404 for an unknown name', async () => {
    const response = await download('nope.cer');
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), {
      code: 404,
      msg: 'No certificate file named "nope.cer"',
      data: null,
    });
  });

  it('refuses to delete a file a port uses, naming the ports', async () => {
    await refused(
      () => remove('delta.cer'),
      409,
      'The certificate file "delta.cer" is used by the port(s) SP_DELTA, SP_DELTA2',
    );
  });

  it('deletes an unused file; a second delete answers 404', async () => {
    const answer = await remove('unused.pem');
    assert.deepEqual([answer.status, answer.data], [200, null]);
    assert.ok(!(await list()).some((c) => c.name === 'unused.pem'));
    await refused(() => remove('unused.pem'), 404, 'No certificate file named "unused.pem"');
  });

  it('names a missing name query', async () => {
    await refused(
      () => callApi(server, tokens.acme, { method: 'DELETE', url: '/as2/api/deleteCert' }),
      400,
      'querystring.name is required',
    );
  });
});

describe('certificates of another tenant', () => {
  it('are not listed, downloaded or deleted', async () => {
    assert.deepEqual(await list(tokens.globex), []);
    assert.equal((await download('delta.cer', tokens.globex)).statusCode, 404);
    await refused(
      () => remove('gamma.pem', tokens.globex),
      404,
      'No certificate file named "gamma.pem"',
    );
  });

  it('do not block the same name in another tenant', async () => {
    const answer = await upload('gamma.pem', makeCertificate('GLOBEX').pem, {}, tokens.globex);
    assert.equal(answer.status, 200, answer.msg);
    assert.deepEqual(
      (await list(tokens.globex)).map((c) => c.name),
      ['gamma.pem'],
    );
    assert.notEqual(
      (await list()).find((c) => c.name === 'gamma.pem')?.subject,
      answer.data.subject,
    );
  });
});
