import type { PortKind, Port, Certificate, As2Log, As2LogDetail, LogStat } from '@console/shared';

/** Server answers for the AS2 screens, shaped as docs/api.md describes them. */

export const makeCertificate = (overrides: Partial<Certificate> = {}): Certificate => ({
  name: 'partner.cer',
  type: 'CER',
  size: 1342,
  uploadTime: '2025-01-10T08:00:00.000Z',
  subject: 'CN=Partner Ltd, O=Partner, C=US',
  issuer: 'CN=Partner CA, O=Partner, C=US',
  serialNumber: '0A1B2C3D',
  validFrom: '2025-01-01T00:00:00.000Z',
  validTo: '2030-01-01T00:00:00.000Z',
  fingerprint: 'AB:CD:EF',
  hasPrivateKey: false,
  usedBy: [],
  ...overrides,
});

/** The certificates the port forms offer: an own key pair and a partner's certificate. */
export const PORT_CERTIFICATES = [
  makeCertificate({ name: 'own.p12' }),
  makeCertificate({ name: 'partner.cer' }),
];

export const makePort = (kind: PortKind, overrides: Partial<Port> = {}): Port => ({
  id: 1,
  kind,
  name: kind === 'send' ? 'SP_ACME' : 'RP_ACME',
  messageType: 'X12',
  from: 'OURCO',
  to: 'ACME',
  url: kind === 'send' ? 'https://acme.example.com/as2' : null,
  timeout: 60,
  description: '',
  selfCertificate: null,
  hasSelfCertificatePassword: false,
  partnerCertificate: null,
  signed: false,
  signAlgorithm: 'SHA256',
  encrypted: false,
  encryptAlgorithm: 'AES256',
  compressed: false,
  mdnMode: 'sync',
  mdnSigned: false,
  micAlgorithm: 'SHA256',
  asyncMdnUrl: null,
  retryCount: kind === 'send' ? 3 : 0,
  retryInterval: 60,
  createTime: '2025-03-01T10:00:00.000Z',
  updateTime: '2025-03-02T10:00:00.000Z',
  ...overrides,
});

export const makeLog = (overrides: Partial<As2Log> = {}): As2Log => ({
  id: 1,
  messageId: '<msg-1@ourco>',
  type: 'send',
  name: 'SP_ACME',
  from: 'OURCO',
  to: 'ACME',
  fileName: 'order-1.edi',
  size: 2048,
  status: 'success',
  mdnStatus: 'processed',
  errorMessage: null,
  messageTimestamp: '2025-03-02T10:00:00.000Z',
  mdnTimestamp: '2025-03-02T10:00:02.000Z',
  demo: false,
  ...overrides,
});

/** A received message with what it carried, as GET /as2/api/QueryLogs/{id} answers it. */
export const makeLogDetail = (overrides: Partial<As2LogDetail> = {}): As2LogDetail => ({
  ...makeLog({ type: 'receive', name: 'RP_ACME', from: 'ACME', to: 'OURCO' }),
  headers: {
    'Message-ID': '<msg-1@ourco>',
    'AS2-From': 'ACME',
    'AS2-To': 'OURCO',
    'Content-Type': 'application/pkcs7-mime; smime-type=enveloped-data',
  },
  mic: 'dGVzdC1taWM=, sha-256',
  filePath: 'as2/RP_ACME/2025-03-02/order-1.edi',
  mdnContentType: 'multipart/report; report-type=disposition-notification',
  mdnText: 'Disposition: automatic-action/MDN-sent-automatically; processed',
  ...overrides,
});

export const makeStat = (overrides: Partial<LogStat> = {}): LogStat => ({
  date: '2025-03-02',
  type: 'send',
  status: 'success',
  count: 1,
  ...overrides,
});
