import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startWorkerServer, type WorkerFlows } from '../connectors/worker-flows';
import type { HttpTarget } from '../connectors/http-target';
import { startSmtpSink } from '../smtp-sink';

/**
 * Script connectors run by the real worker and by dry runs, against real servers started here:
 * a local HTTP server, an SMTP server, and (on the PostgreSQL stage) the CI's PostgreSQL.
 */
let acme: WorkerFlows;
let globex: WorkerFlows;
let target: HttpTarget;
let close: (() => Promise<void>) | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

before(async () => {
  ({ acme, globex, target, close } = await startWorkerServer());
  smtp = await startSmtpSink();
});
after(async () => {
  await smtp?.close();
  await close?.();
});

const credential = (flows: WorkerFlows, name: string, templateId: string, parameters: object) =>
  flows.api.call<{ id: number }>({
    method: 'POST',
    url: '/api/credential',
    payload: { name, template: { id: templateId }, parameters },
  });
const dryRun = (flows: WorkerFlows, payload: object) =>
  flows.api.call<{
    ok: boolean;
    output: unknown;
    logs: string[];
    error: { message: string } | null;
  }>({ method: 'POST', url: '/api/script/dryRun', payload });

describe('a command connector of the HTTP package, run by the worker', () => {
  it('calls with the bound bearer credential and sets the result variable', async () => {
    const connector = await acme.api.call<{ id: number }>({
      method: 'POST',
      url: '/api/connector',
      headers: { version: '1.2' },
      payload: {
        name: 'REST ok',
        timeout: 5000,
        packageId: 'http',
        commandId: 'request',
        parameters: { method: 'POST', url: target.url('/script-ok'), resultVariable: 'answer' },
      },
    });
    const token = await credential(acme, 'Orders token', 'bearer-token', { token: 'tok-123' });
    const id = await acme.run('scripted', 'Command', connector.id, {
      amount: { value: 5, type: 'Integer' },
    });
    // The instance may have run before the credential was bound: bind, then start another.
    await acme.api.call({
      method: 'PUT',
      url: '/api/bindingCredentialToTask',
      payload: { processId: 'scripted', topic: 'scripted-topic', credentialId: token.id },
    });
    await acme.ended(id);
    const second = await acme.start('scripted', { amount: { value: 6, type: 'Integer' } });
    await acme.ended(second);
    const request = target.received.filter((r) => r.path === '/script-ok').at(-1);
    assert.equal(request?.headers.authorization, 'Bearer tok-123');
    assert.deepEqual(JSON.parse(request?.body ?? ''), { amount: 6 });
    const answer = (await acme.variablesOf(second)).answer;
    assert.equal(answer.type, 'Json');
    assert.equal(JSON.parse(String(answer.value)).orderNo, 'PO-7');
    const [run] = await acme.runsOf('scripted', 2);
    assert.equal(run.status, 'success');
    assert.ok(!String(run.output).includes('tok-123'), 'the run log holds no secret');
  });

  it('fails the task with the HTTP status the script saw', async () => {
    const dry = await dryRun(acme, {
      packageId: 'http',
      commandId: 'request',
      parameters: { method: 'GET', url: target.url('/status/502'), resultVariable: 'r' },
    });
    assert.equal(dry.ok, false);
    assert.match(dry.error?.message ?? '', /The call answered HTTP 502: answered 502/);
  });
});

describe('the SOAP call and the transforms', () => {
  it('posts the envelope with its SOAPAction and parses the XML answer', async () => {
    const run = await dryRun(acme, {
      packageId: 'http',
      commandId: 'soap',
      parameters: {
        url: target.url('/soap'),
        soapAction: 'urn:order',
        envelope: '<Envelope><Body><Order>${orderNo}</Order></Body></Envelope>',
        resultVariable: 'answer',
      },
      input: { orderNo: 'PO-1' },
    });
    assert.equal(run.ok, true, JSON.stringify(run.error));
    const request = target.received.filter((r) => r.path === '/soap').at(-1);
    assert.equal(request?.headers.soapaction, '"urn:order"');
    assert.equal(request?.body, '<Envelope><Body><Order>PO-1</Order></Body></Envelope>');
    assert.deepEqual(run.output, {
      answer: { Envelope: { Body: { Answer: { orderNo: 'PO-9' } } } },
    });
  });

  it('turns CSV into rows and rows into CSV', async () => {
    const rows = await dryRun(acme, {
      packageId: 'transform',
      commandId: 'csv-to-json',
      parameters: { sourceVariable: 'csv', targetVariable: 'rows', separator: ';' },
      input: { csv: 'sku;qty\nA;2\nB;3\n' },
    });
    assert.deepEqual(rows.output, {
      rows: [
        { sku: 'A', qty: '2' },
        { sku: 'B', qty: '3' },
      ],
    });
    const csv = await dryRun(acme, {
      packageId: 'transform',
      commandId: 'json-to-csv',
      parameters: { sourceVariable: 'rows', targetVariable: 'csv' },
      input: { rows: [{ sku: 'A', qty: 2 }] },
    });
    assert.deepEqual(csv.output, { csv: 'sku,qty\nA,2\n' });
  });
});

describe('the platform functions and their walls (issue 13 §5)', () => {
  it("writes and reads the tenant's own file store, never another tenant's", async () => {
    const write = await dryRun(acme, {
      script:
        "files.write('mounted/script-note.txt', 'hello')\nreturn files.read('mounted/script-note.txt')",
    });
    assert.equal(write.output, 'hello');
    const other = await dryRun(globex, { script: "return files.read('mounted/script-note.txt')" });
    assert.equal(other.ok, false);
    assert.match(other.error?.message ?? '', /does not exist/);
    const escape = await dryRun(acme, {
      script: "return files.read('mounted/../../globex/mounted/x.txt')",
    });
    assert.equal(escape.ok, false);
  });

  it('reaches the network only through http, and only http(s) URLs', async () => {
    for (const script of [
      "return http.get('file:///etc/passwd')",
      "return globalThis['process']",
      "return [1].constructor.constructor('return typeof require')()",
      "return sql.query('select 1')",
    ]) {
      const run = await dryRun(acme, { script });
      if (run.ok)
        assert.ok(
          run.output === null || run.output === 'undefined',
          `${script} answered ${JSON.stringify(run.output)}`,
        );
      else
        assert.match(
          run.error?.message ?? '',
          /http or https|needs a bound PostgreSQL|not defined|Cannot index null|"constructor" is not a member/,
          script,
        );
    }
  });

  it('sends mail through the bound SMTP credential', async () => {
    const mail = await credential(acme, 'Mail out', 'smtp', {
      host: '127.0.0.1',
      port: smtp.port,
      from: 'flows@acme.test',
    });
    const run = await dryRun(acme, {
      packageId: 'mail',
      commandId: 'send',
      parameters: {
        to: 'buyer@example.test',
        subject: 'Order ${orderNo}',
        text: 'Thanks ${buyer}',
      },
      input: { orderNo: 'PO-9', buyer: 'Ann' },
      credentialId: mail.id,
    });
    assert.equal(run.ok, true, JSON.stringify(run.error));
    const sent = smtp.mails.at(-1);
    assert.equal(sent?.to, 'buyer@example.test');
    assert.match(sent?.text ?? '', /Subject: Order PO-9/);
    assert.match(sent?.text ?? '', /Thanks Ann/);
  });

  it(
    'queries PostgreSQL through the bound credential (PostgreSQL stage only)',
    { skip: !process.env.TEST_DATABASE_URL && 'no PostgreSQL here (TEST_DATABASE_URL)' },
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      const db = await credential(acme, 'Warehouse', 'postgresql', {
        host: url.hostname,
        port: Number(url.port || 5432),
        database: url.pathname.slice(1) || 'postgres',
        user: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password) || null,
      });
      const run = await dryRun(acme, {
        packageId: 'sql',
        commandId: 'query',
        parameters: { statement: 'select $1::int * 2 as doubled', valueVariables: 'n' },
        input: { n: 21 },
        credentialId: db.id,
      });
      assert.equal(run.ok, true, JSON.stringify(run.error));
      assert.deepEqual(run.output, { rows: [{ doubled: 42 }] });
    },
  );
});
