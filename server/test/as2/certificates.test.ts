import assert from 'node:assert/strict';
import { certificateApi, type Certificate } from './certificate-api';
import { after, before, describe, it } from 'node:test';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import {
  keyPem,
  makeCertificate,
  makePkcs12,
  makePkcs7,
  pemWithKey,
  type TestCertificate,
} from './certs';
import { as2Api, as2State, callApi } from './fixtures';
import { multipart } from './multipart';

let server: StartedServer;
const tokens = { acme: '', globex: '' };

before(async () => {
  server = await startTestServer();
  tokens.acme = await server.login(ACME.sys.username, ACME.sys.password);
  tokens.globex = await server.login(GLOBEX.sys.username, GLOBEX.sys.password);
});
after(() => server?.close());

const { upload, list, download, refused } = certificateApi(
  () => server,
  () => tokens.acme,
);

function assertDescribes(answer: Certificate, certificate: TestCertificate, commonName: string) {
  assert.equal(answer.subject, `CN=${commonName}, O=Test Org`);
  assert.equal(answer.issuer, `CN=${commonName}, O=Test Org`);
  assert.equal(answer.serialNumber, certificate.serialNumber);
  assert.equal(answer.fingerprint, certificate.fingerprint);
  assert.equal(answer.validFrom, certificate.validFrom.toISOString());
  assert.equal(answer.validTo, certificate.validTo.toISOString());
}

describe('POST /as2/api/uploadCert: the accepted formats', () => {
  const alpha = makeCertificate('ALPHA');
  const beta = makeCertificate('BETA');
  const formats: [
    file: string,
    content: () => Buffer,
    commonName: string,
    hasKey: boolean,
    fields?: Record<string, string>,
  ][] = [
    ['alpha.pem', () => alpha.pem, 'ALPHA', false],
    ['alpha.der', () => alpha.der, 'ALPHA', false],
    ['alpha-der.cer', () => alpha.der, 'ALPHA', false],
    ['alpha-pem.cer', () => alpha.pem, 'ALPHA', false],
    ['alpha.crt', () => alpha.pem, 'ALPHA', false],
    ['alpha-key.pem', () => pemWithKey(alpha), 'ALPHA', true],
    ['key-first.pem', () => Buffer.concat([Buffer.from(keyPem), alpha.pem]), 'ALPHA', true],
    ['chain.pem', () => Buffer.concat([beta.pem, alpha.pem]), 'BETA', false],
    ['alpha.p12', () => makePkcs12(alpha, 's3cret'), 'ALPHA', true, { password: 's3cret' }],
    ['alpha.pfx', () => makePkcs12(alpha, 'pfx-pass'), 'ALPHA', true, { password: 'pfx-pass' }],
    ['open.p12', () => makePkcs12(alpha, ''), 'ALPHA', true],
    ['bundle.p7b', () => makePkcs7([beta, alpha], 'der'), 'BETA', false],
    ['bundle-pem.p7b', () => makePkcs7([alpha, beta], 'pem'), 'ALPHA', false],
    ['UPPER.CER', () => alpha.der, 'ALPHA', false],
  ];
  for (const [file, content, commonName, hasKey, fields] of formats) {
    it(`reads ${file}`, async () => {
      const bytes = content();
      const answer = await upload(file, bytes, fields);
      assert.equal(answer.status, 200, answer.msg);
      assert.equal(answer.data.name, file);
      assert.equal(answer.data.type, file.split('.').pop()!.toUpperCase());
      assert.equal(answer.data.size, bytes.length);
      assert.equal(answer.data.hasPrivateKey, hasKey);
      assert.deepEqual(answer.data.usedBy, []);
      assertDescribes(answer.data, commonName === 'ALPHA' ? alpha : beta, commonName);
    });
  }

  it('reads the password field wherever it sits in the form', async () => {
    const body = multipart([
      { name: 'file', filename: 'late.p12', content: makePkcs12(alpha, 'later') },
      { name: 'password', value: 'later' },
    ]);
    const answer = await callApi<Certificate>(server, tokens.acme, {
      method: 'POST',
      url: '/as2/api/uploadCert',
      ...body,
    });
    assert.equal(answer.status, 200, answer.msg);
  });

  it('keeps the PKCS#12 password for the AS2 runtime, and none for other files', async () => {
    const rows = (await as2State(server.db)).certificates;
    assert.equal(rows.find((row) => row.name === 'alpha.p12')?.password, 's3cret');
    assert.equal(rows.find((row) => row.name === 'alpha.pem')?.password, null);
  });

  it('lists the files by name', async () => {
    const names = (await list()).map((c) => c.name);
    assert.deepEqual(names, [...names].sort());
    assert.ok(names.includes('alpha.p12') && names.includes('bundle.p7b'));
  });
});

describe('POST /as2/api/uploadCert: refusals', () => {
  const gamma = makeCertificate('GAMMA');
  before(async () => {
    await as2Api(server, tokens.acme).upload('gamma.pem', gamma.pem);
  });

  for (const file of ['gamma.txt', 'gamma', 'gamma.pem.exe', 'gamma.key']) {
    it(`refuses ${file} with 415`, async () => {
      await refused(
        () => upload(file, gamma.pem),
        415,
        'Unsupported upload file type, please try again',
      );
    });
  }

  it('refuses a file over 10 MiB with 413', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    await refused(() => upload('big.pem', big), 413, 'The file is too big');
  });

  it('refuses what is not a certificate with 400', async () => {
    await refused(
      () => upload('junk.cer', Buffer.from('not a certificate')),
      400,
      'junk.cer is not a readable certificate',
    );
    await refused(
      () => upload('key.pem', Buffer.from(keyPem)),
      400,
      'key.pem is not a readable certificate',
    );
    await refused(
      () => upload('junk.p7b', gamma.der),
      400,
      'junk.p7b is not a readable certificate',
    );
    await refused(
      () => upload('junk.p12', gamma.der, { password: 'x' }),
      400,
      'junk.p12 is not a readable certificate',
    );
    await refused(
      () => upload('empty.der', Buffer.alloc(0)),
      400,
      'empty.der is not a readable certificate',
    );
  });

  it('refuses a PKCS#12 the password does not open', async () => {
    const p12 = makePkcs12(gamma, 'right');
    await refused(
      () => upload('gamma.p12', p12, { password: 'wrong' }),
      400,
      'The password does not open gamma.p12',
    );
    await refused(() => upload('gamma.p12', p12), 400, 'The password does not open gamma.p12');
  });

  it('refuses an existing name unless overwrite=true', async () => {
    const other = makeCertificate('GAMMA2');
    await refused(
      () => upload('gamma.pem', other.pem),
      409,
      'A certificate file named "gamma.pem" already exists',
    );
    await refused(
      () => upload('gamma.pem', other.pem, { overwrite: 'yes' }),
      409,
      'A certificate file named "gamma.pem" already exists',
    );
    const answer = await upload('gamma.pem', other.der, { overwrite: 'true' });
    assert.equal(answer.status, 200, answer.msg);
    assert.equal(answer.data.fingerprint, other.fingerprint);
    assert.equal((await list()).filter((c) => c.name === 'gamma.pem').length, 1);
    assert.ok((await download('gamma.pem')).rawPayload.equals(other.der));
  });

  it('takes one file at a time', async () => {
    const two = multipart([
      { name: 'file', filename: 'one.pem', content: gamma.pem },
      { name: 'file', filename: 'two.pem', content: gamma.pem },
    ]);
    await refused(
      () => callApi(server, tokens.acme, { method: 'POST', url: '/as2/api/uploadCert', ...two }),
      400,
      'Upload one file at a time',
    );
  });

  it('needs a file', async () => {
    const noFile = multipart([{ name: 'password', value: 'x' }]);
    await refused(
      () => callApi(server, tokens.acme, { method: 'POST', url: '/as2/api/uploadCert', ...noFile }),
      400,
      'file is required',
    );
    await refused(
      () =>
        callApi(server, tokens.acme, {
          method: 'POST',
          url: '/as2/api/uploadCert',
          payload: { file: 'x' },
        }),
      400,
      'file is required',
    );
  });
});
