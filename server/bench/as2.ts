/**
 * `pnpm bench:as2` (issue 28 §4): AS2 messages of 100 KiB, signed (SHA-256) and encrypted
 * (AES-256), each answered by a signed synchronous MDN, from the platform tenant's send port
 * (user `sys`) to Northwind's receive port (`northwind.edi`) on one server over HTTP on
 * 127.0.0.1. Each exchange is the console's "Send a test file" call: pack, post, the partner's
 * checks, storing and logging, its MDN, and our MDN and MIC checks. Prints messages a second
 * and the p50/p95 of one exchange; targets 50/s and 200 ms, exit 1 when one is missed.
 * Environment: BENCH_AS2_MESSAGES (400), BENCH_AS2_PARALLEL (6 exchanges at a time: more only
 * queue, and the p95 of one exchange is then the queue's), BENCH_AS2_KIB (100).
 */
import { randomBytes, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seedDemoData } from '../src/seed/demo';
import { client, inParallel, ms, percentile, signIn } from './support';

const MESSAGES = Number(process.env.BENCH_AS2_MESSAGES ?? 400);
const PARALLEL = Number(process.env.BENCH_AS2_PARALLEL ?? 6);
const SIZE = Number(process.env.BENCH_AS2_KIB ?? 100) * 1024;
const TARGET_RATE = 50;
const TARGET_P95_MS = 200;

/** A self-signed certificate and its key, as one PEM file (what a port's self certificate is). */
function identity(commonName: string) {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(
    pair.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  );
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(
    pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  cert.serialNumber = randomBytes(8).toString('hex');
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 30 * 86_400_000);
  cert.setSubject([{ name: 'commonName', value: commonName }]);
  cert.setIssuer([{ name: 'commonName', value: commonName }]);
  cert.sign(key, forge.md.sha256.create());
  const certificate = forge.pki.certificateToPem(cert);
  return { certificate, withKey: certificate + forge.pki.privateKeyToPem(key) };
}

/** A multipart/form-data body of one file (and text fields). */
function form(fileName: string, content: Buffer | string) {
  const boundary = `bench${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'console-bench-as2-'));
  const config = {
    ...readConfig(),
    dataDir,
    databaseUrl: undefined,
    demoData: true,
    logLevel: 'warn',
    egressAllow: ['127.0.0.0/8'],
  };
  const database = await openDatabase(config);
  await seedDemoData(database.db, config);
  const app = await buildApp({ db: database.db, config, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const sender = await signIn(app, 'sys', 'sys');
    const receiver = await signIn(app, 'northwind.edi', 'northwind-demo-pass');
    const us = identity('BENCH SENDER');
    const them = identity('BENCH RECEIVER');
    const post = (url: string, token: string, file: ReturnType<typeof form>) =>
      app.inject({
        method: 'POST',
        url,
        payload: file.payload,
        headers: { ...file.headers, token },
      });
    const upload = async (token: string, name: string, content: string) => {
      const response = await post('/as2/api/uploadCert', token, form(name, content));
      if (response.statusCode !== 200) throw new Error(`upload ${name}: ${response.body}`);
    };
    await upload(sender, 'bench-us.pem', us.withKey);
    await upload(sender, 'bench-them.crt', them.certificate);
    await upload(receiver, 'bench-them.pem', them.withKey);
    await upload(receiver, 'bench-us.crt', us.certificate);
    const port = (extra: object) => ({
      messageType: 'X12',
      from: 'BENCHSENDER',
      to: 'BENCHRECEIVER',
      timeout: 30,
      description: 'bench',
      selfCertificatePassword: null,
      signed: true,
      signAlgorithm: 'SHA256',
      encrypted: true,
      encryptAlgorithm: 'AES256',
      compressed: false,
      mdnMode: 'sync',
      mdnSigned: true,
      micAlgorithm: 'SHA256',
      asyncMdnUrl: null,
      ...extra,
    });
    const inbound = await client(app, receiver)<{ data: { id: number } }>(
      'POST',
      '/as2/api/receiveport/add',
      port({
        name: 'RP_BENCH',
        url: null,
        selfCertificate: 'bench-them.pem',
        partnerCertificate: 'bench-us.crt',
      }),
    );
    const outbound = await client(app, sender)<{ data: { id: number } }>(
      'POST',
      '/as2/api/sendport/add',
      port({
        name: 'SP_BENCH',
        url: `${base}/as2/inbound/${inbound.data.id}`,
        selfCertificate: 'bench-us.pem',
        partnerCertificate: 'bench-them.crt',
      }),
    );
    const payload = randomBytes(SIZE / 2).toString('hex');
    const send = async (i: number) => {
      const started = performance.now();
      const url = `/as2/api/sendport/${outbound.data.id}/send`;
      const response = await post(url, sender, form(`order-${i}.x12`, payload));
      const log = (response.json() as { data: { status: string; errorMessage: string | null } })
        .data;
      if (log?.status !== 'success')
        throw new Error(
          `message ${i}: ${response.statusCode} ${log?.errorMessage ?? response.body}`,
        );
      return performance.now() - started;
    };
    for (let i = 0; i < 20; i++) await send(-1 - i); // warm-up
    const times: number[] = [];
    const started = performance.now();
    const cpu = process.cpuUsage();
    await inParallel(MESSAGES, PARALLEL, async (i) => times.push(await send(i)));
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const rate = MESSAGES / seconds;
    const p95 = percentile(times, 95);
    console.log(
      `AS2, ${MESSAGES} messages of ${SIZE / 1024} KiB, SHA-256 signed, AES-256 encrypted, signed synchronous MDN, ${PARALLEL} at a time, two tenants of one server over HTTP on 127.0.0.1:`,
    );
    console.log(
      `  ${rate.toFixed(1)} messages/s (goal ${TARGET_RATE}); one exchange p50 ${ms(percentile(times, 50))}, p95 ${ms(p95)} (goal under ${TARGET_P95_MS} ms); ${((used.user + used.system) / 1000 / MESSAGES).toFixed(1)} ms CPU a message, both sides`,
    );
    if (rate < TARGET_RATE || p95 >= TARGET_P95_MS) process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
