import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { makeCertificate, makePkcs12 } from './certs';
import { as2Api, callApi, expectRefused, receivePortBody, sendPortBody } from './fixtures';

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
});
after(() => server?.close());

type Port = Record<string, unknown> & { id: number; name: string };
const add = (kind: 'send' | 'receive', payload: object, token = tokens.acme) =>
  callApi<Port>(server, token, { method: 'POST', url: `/as2/api/${kind}port/add`, payload });
const list = async (kind: 'send' | 'receive', token = tokens.acme) =>
  (await callApi<Port[]>(server, token, { method: 'GET', url: `/as2/api/${kind}port` })).data;

const refused = (call: () => ReturnType<typeof callApi>, status: number, msg: string) =>
  expectRefused(server, call, status, msg);

describe('AS2 ports: add and list', () => {
  it('adds a send port and answers with the Port, password hidden', async () => {
    const answer = await add(
      'send',
      sendPortBody({
        name: 'SP_FULL',
        selfCertificate: 'me.p12',
        selfCertificatePassword: 'secret',
        partnerCertificate: 'partner.cer',
        signed: true,
        encrypted: true,
        mdnSigned: true,
        mdnMode: 'async',
        asyncMdnUrl: 'https://acme.example/mdn',
      }),
    );
    assert.equal(answer.status, 200, answer.msg);
    const port = answer.data;
    assert.equal(typeof port.id, 'number');
    assert.deepEqual(Object.keys(port).sort(), [
      'asyncMdnUrl',
      'compressed',
      'createTime',
      'description',
      'encryptAlgorithm',
      'encrypted',
      'from',
      'hasSelfCertificatePassword',
      'id',
      'kind',
      'mdnMode',
      'mdnSigned',
      'messageType',
      'micAlgorithm',
      'name',
      'partnerCertificate',
      'retryCount',
      'retryInterval',
      'selfCertificate',
      'signAlgorithm',
      'signed',
      'timeout',
      'to',
      'updateTime',
      'url',
    ]);
    assert.equal(port.kind, 'send');
    assert.equal(port.from, 'ACME');
    assert.equal(port.to, 'PARTNER');
    assert.equal(port.hasSelfCertificatePassword, true);
    assert.equal(port.asyncMdnUrl, 'https://acme.example/mdn');
    assert.ok(
      !JSON.stringify(await list('send')).includes('secret'),
      'the password is never sent back',
    );
  });

  it('adds a receive port with no url and lists each kind by name', async () => {
    const answer = await add(
      'receive',
      receivePortBody({ name: 'RP_B', encrypted: true, selfCertificate: 'me.p12' }),
    );
    assert.equal(answer.status, 200, answer.msg);
    assert.equal(answer.data.url, null);
    assert.equal(answer.data.hasSelfCertificatePassword, false);
    assert.equal((await add('receive', receivePortBody({ name: 'RP_A' }))).status, 200);
    assert.deepEqual(
      (await list('receive')).map((p) => p.name),
      ['RP_A', 'RP_B'],
    );
    assert.ok((await list('send')).every((p) => p.kind === 'send'));
  });

  it('refuses a duplicate name of the same kind with 409', async () => {
    await refused(
      () => add('send', sendPortBody({ name: 'SP_FULL' })),
      409,
      'A send port named "SP_FULL" already exists',
    );
    await refused(
      () => add('receive', receivePortBody({ name: 'RP_A' })),
      409,
      'A receive port named "RP_A" already exists',
    );
  });

  it('lets another tenant use the same name', async () => {
    assert.equal((await add('send', sendPortBody({ name: 'SP_FULL' }), tokens.globex)).status, 200);
  });

  for (const [field, message] of [
    ['name', 'name is required'],
    ['timeout', 'timeout is required'],
  ] as const) {
    it(`answers "${message}" when the body has no ${field}`, async () => {
      const { [field]: _omitted, ...body } = sendPortBody({ name: 'SP_MISSING' });
      await refused(() => add('send', body), 400, message);
    });
  }

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a name with spaces', { name: 'SP_A B' }, 'name must not contain spaces'],
    ['a long name', { name: `SP_${'x'.repeat(48)}` }, 'The length of name must be at most 50'],
    [
      'a receive prefix',
      { name: 'RP_X' },
      'name must start with SP_ and contain only digits, letters, underscore and dash',
    ],
    [
      'an unknown message type',
      { messageType: 'PDF' },
      'messageType must be one of X12, EDIFACT, XML, JSON, CSV, BINARY',
    ],
    ['a from with a space', { from: 'A B' }, 'from must not contain spaces'],
    ['no to', { to: '' }, 'to is required'],
    ['no url', { url: '' }, 'url is required'],
    ['an ftp url', { url: 'ftp://x.example' }, 'url must be an http(s) URL'],
    ['a zero timeout', { timeout: 0 }, 'timeout must be a whole number from 1 to 3600'],
    ['a fractional timeout', { timeout: 2.5 }, 'timeout must be a whole number from 1 to 3600'],
    ['a text timeout', { timeout: 'soon' }, 'timeout must be a whole number from 1 to 3600'],
    [
      'an object timeout',
      { timeout: { seconds: 5 } },
      'timeout must be a whole number from 1 to 3600',
    ],
    ['an empty timeout', { timeout: '' }, 'timeout is required'],
    ['double spaces', { description: 'a  b' }, 'description must not contain consecutive spaces'],
    [
      'a long description',
      { description: 'd'.repeat(201) },
      'The length of description must be at most 200',
    ],
    [
      'an unknown algorithm',
      { signAlgorithm: 'SHA3' },
      'signAlgorithm must be one of MD5, SHA1, SHA224, SHA256, SHA384, SHA512',
    ],
    ['async without url', { mdnMode: 'async' }, 'asyncMdnUrl is required'],
    [
      'signed without own certificate',
      { signed: true },
      'selfCertificate is required when signed is true',
    ],
    [
      'encrypted without partner certificate',
      { encrypted: true },
      'partnerCertificate is required when encrypted is true',
    ],
    [
      'an unknown own certificate',
      { selfCertificate: 'nope.p12' },
      'selfCertificate "nope.p12" is not a known certificate file',
    ],
    [
      'an unknown partner certificate',
      { partnerCertificate: 'nope.cer' },
      'partnerCertificate "nope.cer" is not a known certificate file',
    ],
  ];
  for (const [what, overrides, message] of invalid) {
    it(`refuses ${what}: "${message}"`, async () => {
      await refused(
        () => add('send', sendPortBody({ name: 'SP_BAD', ...overrides })),
        400,
        message,
      );
    });
  }

  it('refuses a receive port whose signed option lacks the partner certificate', async () => {
    await refused(
      () =>
        add(
          'receive',
          receivePortBody({ name: 'RP_BAD', signed: true, selfCertificate: 'me.p12' }),
        ),
      400,
      'partnerCertificate is required when signed is true',
    );
  });

  it('names the field when a JSON type is wrong', async () => {
    await refused(
      () => add('send', sendPortBody({ signed: 'maybe' })),
      400,
      'body.signed must be boolean,null',
    );
    await refused(
      () => add('send', sendPortBody({ name: ['SP_X'] })),
      400,
      'body.name must be string,null',
    );
  });

  it("does not see another tenant's certificate files", async () => {
    await refused(
      () =>
        add(
          'send',
          sendPortBody({ name: 'SP_Y', partnerCertificate: 'partner.cer' }),
          tokens.globex,
        ),
      400,
      'partnerCertificate "partner.cer" is not a known certificate file',
    );
  });
});
