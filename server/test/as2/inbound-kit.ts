import assert from 'node:assert/strict';
import { desc, eq } from 'drizzle-orm';
import { as2Logs } from '../../src/db/schema';
import type { StartedServer } from '../harness';
import { as2Api, receivePortBody } from './fixtures';
import { asHttp, type Kit, partnerEntity, type Party, X12 } from './message-kit';

/** Sets Acme up to receive from PARTNER: our key and certificate, the partner's, a port. */
export async function receivingPort(
  server: StartedServer,
  sysToken: string,
  kit: Kit,
  overrides: Record<string, unknown> = {},
) {
  const api = as2Api(server, sysToken);
  const names = await uploaded(server, sysToken, kit);
  return api.addPort(
    'receive',
    receivePortBody({
      name: 'RP_IN',
      from: 'PARTNER',
      to: 'ACME',
      selfCertificate: names.us,
      partnerCertificate: names.partner,
      signed: true,
      encrypted: true,
      ...overrides,
    }),
  );
}

const uploads = new WeakMap<StartedServer, { us: string; partner: string }>();

/** Our PEM (certificate and key in one file) and the partner's certificate, uploaded once. */
async function uploaded(server: StartedServer, sysToken: string, kit: Kit) {
  const known = uploads.get(server);
  if (known) return known;
  const api = as2Api(server, sysToken);
  await api.upload('us.pem', Buffer.concat([kit.us.certificate, kit.us.privateKey]));
  await api.upload('partner.crt', kit.partner.certificate);
  const names = { us: 'us.pem', partner: 'partner.crt' };
  uploads.set(server, names);
  return names;
}

/** OpenSSL signs an entity (SHA-256, detached, CRLF kept): the multipart/signed S/MIME text. */
export const opensslSign = (kit: Kit, signer: Party, entity: Buffer) =>
  kit.openssl(
    ['cms', '-sign', '-binary', '-md', 'sha256', '-crlfeol'].concat([
      '-signer',
      signer.certPath,
      '-inkey',
      signer.keyPath,
    ]),
    entity,
  );

/** OpenSSL makes the partner's message: the payload entity, signed (SHA-256) then encrypted. */
export function opensslMessage(
  kit: Kit,
  options: {
    fileName?: string;
    signer?: 'partner' | 'stranger' | null;
    recipient?: 'us' | 'stranger' | null;
  } = {},
) {
  const entity = partnerEntity(X12, options.fileName);
  const signer = options.signer === undefined ? kit.partner : options.signer && kit[options.signer];
  const signed = signer
    ? opensslSign(kit, signer, entity)
    : Buffer.concat([Buffer.from('MIME-Version: 1.0\r\n'), entity]);
  const recipient =
    options.recipient === undefined ? kit.us : options.recipient && kit[options.recipient];
  if (!recipient) return { entity, ...asHttp(signed) };
  // As AS2 software posts it: the enveloped data as binary DER, its type in the HTTP header.
  const der = kit.openssl(
    ['cms', '-encrypt', '-binary', '-aes256', '-outform', 'DER', recipient.certPath],
    signed,
  );
  return {
    entity,
    contentType: 'application/pkcs7-mime; smime-type=enveloped-data; name="smime.p7m"',
    body: der,
  };
}

/** The AS2 headers of a partner's POST asking for a signed synchronous MDN. */
export const as2Headers = (messageId: string, overrides: Record<string, string> = {}) => ({
  'as2-version': '1.2',
  'as2-from': 'PARTNER',
  'as2-to': 'ACME',
  'message-id': messageId,
  'disposition-notification-to': 'edi@partner.example',
  'disposition-notification-options':
    'signed-receipt-protocol=optional, pkcs7-signature; signed-receipt-micalg=optional, sha-256',
  ...overrides,
});

/** The newest AS2 log rows of a tenant. */
export async function lastLogs(server: StartedServer, count = 1) {
  return server.db
    .select()
    .from(as2Logs)
    .where(eq(as2Logs.tenantId, server.acme.tenantId))
    .orderBy(desc(as2Logs.id))
    .limit(count);
}

/** The names in a folder of Acme's file store (empty when the folder is not there). */
export async function storedNames(server: StartedServer, adminToken: string, folder: string) {
  const response = await server.call(adminToken, {
    method: 'GET',
    url: `/api/file/fileList?path=${encodeURIComponent(folder)}`,
  });
  if (response.statusCode === 404) return [];
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { data: { entries: { name: string }[] } }).data.entries.map(
    (entry) => entry.name,
  );
}
