import type { PortKind } from '@console/shared/contract';
import type { Db } from '../../db/types';
import { saveCertificate } from './certificate-service';
import { certificateDer, certificatePem, issueCertificate, pkcs12Of } from './demo-certificates';
import { seedAs2DemoLogs } from './demo-logs';
import { createPort } from './port-service';
import type { PortInput } from './schema';

export const DEMO_AS2_ID = 'ACMEHUB';
export const DEMO_P12_PASSWORD = 'demo-p12-pass';

/** The demo's certificate files: our own key pair and three partners at different stages of life. */
export const DEMO_CERTIFICATES = {
  own: 'acmehub.p12',
  valid: 'northwind.pem',
  expiring: 'blueocean.cer',
  expired: 'tailspin.crt',
};

const SELF = { selfCertificate: DEMO_CERTIFICATES.own, selfCertificatePassword: DEMO_P12_PASSWORD };

/** The demo ports; each passes the port rules (seeding goes through createPort). */
export const DEMO_PORTS: [PortKind, PortInput][] = [
  [
    'send',
    {
      name: 'SP_NORTHWIND_ORDERS',
      messageType: 'X12',
      from: DEMO_AS2_ID,
      to: 'NORTHWIND',
      url: 'https://as2.northwind.example/as2/receive',
      timeout: 60,
      description: 'Purchase orders (850) to Northwind Components',
      ...SELF,
      partnerCertificate: DEMO_CERTIFICATES.valid,
      signed: true,
      encrypted: true,
      mdnSigned: true,
    },
  ],
  [
    'send',
    {
      name: 'SP_BLUEOCEAN_BOOKINGS',
      messageType: 'EDIFACT',
      from: DEMO_AS2_ID,
      to: 'BLUEOCEANLINE',
      url: 'https://edi.blueocean.example:4443/as2',
      timeout: 120,
      description: 'IFTMBF booking requests; asynchronous MDN',
      ...SELF,
      partnerCertificate: DEMO_CERTIFICATES.expiring,
      signed: true,
      signAlgorithm: 'SHA384',
      encrypted: true,
      encryptAlgorithm: 'AES128',
      compressed: true,
      mdnMode: 'async',
      mdnSigned: true,
      asyncMdnUrl: 'https://as2.acme-hub.example/as2/mdn',
    },
  ],
  [
    'send',
    {
      name: 'SP_TAILSPIN_INVOICES',
      messageType: 'XML',
      from: DEMO_AS2_ID,
      to: 'TAILSPIN-RETAIL',
      url: 'http://b2b.tailspin.example/as2',
      timeout: 30,
      description: 'Invoices; the partner certificate has expired',
      ...SELF,
      partnerCertificate: DEMO_CERTIFICATES.expired,
      signed: true,
      mdnSigned: true,
      micAlgorithm: 'SHA1',
    },
  ],
  [
    'receive',
    {
      name: 'RP_NORTHWIND_ASN',
      messageType: 'X12',
      from: 'NORTHWIND',
      to: DEMO_AS2_ID,
      timeout: 60,
      description: 'Advance ship notices (856) from Northwind Components',
      ...SELF,
      partnerCertificate: DEMO_CERTIFICATES.valid,
      signed: true,
      encrypted: true,
      mdnSigned: true,
    },
  ],
  [
    'receive',
    {
      name: 'RP_WIDEWORLD_ORDERS',
      messageType: 'CSV',
      from: 'WIDEWORLD',
      to: DEMO_AS2_ID,
      timeout: 300,
      description: 'Replenishment orders from Wide World Importers',
      ...SELF,
      encrypted: true,
      encryptAlgorithm: 'AES256',
      mdnSigned: true,
      micAlgorithm: 'SHA512',
    },
  ],
];

/** AS2 demo data for a new tenant: certificate files, ports and about 600 message logs. */
export async function seedAs2Demo(db: Db, tenantId: number) {
  const own = issueCertificate(
    { commonName: DEMO_AS2_ID, organization: 'Acme Integration Hub', country: 'US' },
    -1,
    730,
  );
  const valid = issueCertificate(
    { commonName: 'NORTHWIND', organization: 'Northwind Components', country: 'US' },
    -30,
    365,
  );
  const expiring = issueCertificate(
    { commonName: 'BLUEOCEANLINE', organization: 'Blue Ocean Line', country: 'NL' },
    -345,
    20,
  );
  const expired = issueCertificate(
    { commonName: 'TAILSPIN-RETAIL', organization: 'Tailspin Retail', country: 'CA' },
    -375,
    -10,
  );

  const files = [
    {
      fileName: DEMO_CERTIFICATES.own,
      content: pkcs12Of(own, DEMO_P12_PASSWORD, DEMO_AS2_ID),
      password: DEMO_P12_PASSWORD,
    },
    { fileName: DEMO_CERTIFICATES.valid, content: certificatePem(valid) },
    { fileName: DEMO_CERTIFICATES.expiring, content: certificateDer(expiring) },
    { fileName: DEMO_CERTIFICATES.expired, content: certificatePem(expired) },
  ];
  for (const file of files) await saveCertificate(db, tenantId, file);

  const ports = [];
  for (const [kind, input] of DEMO_PORTS) ports.push(await createPort(db, tenantId, kind, input));
  await seedAs2DemoLogs(db, tenantId, ports);
}
