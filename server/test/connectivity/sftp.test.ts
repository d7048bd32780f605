import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { connectorApi } from '../connectors/helpers';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { sshdInstalled, startSftpServer } from './sftp-server';

// CI installs openssh-server (README's test command); elsewhere the test says why it skips.
const skip =
  !sshdInstalled() && !process.env.CI && 'no /usr/sbin/sshd (apt-get install openssh-server)';

let server: StartedServer;
let sftp: Awaited<ReturnType<typeof startSftpServer>>;
let api: ReturnType<typeof connectorApi>;

before(async () => {
  if (skip) return;
  server = await startTestServer();
  api = connectorApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  sftp = await startSftpServer();
});
after(async () => {
  sftp?.close();
  await server?.close();
});

interface DryRun {
  ok: boolean;
  output: Record<string, unknown>;
  error: { message: string } | null;
}

describe('the SFTP package against OpenSSH on a loopback port (issue 13 §2)', { skip }, () => {
  it('uploads, lists and downloads with a key credential', async () => {
    const { id: credentialId } = await api.call<{ id: number }>({
      method: 'POST',
      url: '/api/credential',
      payload: {
        name: 'Partner SFTP',
        template: { id: 'sftp' },
        parameters: {
          host: '127.0.0.1',
          port: sftp.port,
          username: sftp.username,
          privateKey: sftp.privateKey,
        },
      },
    });
    const run = (commandId: string, parameters: object, input: object = {}) =>
      api.call<DryRun>({
        method: 'POST',
        url: '/api/script/dryRun',
        payload: { packageId: 'sftp', commandId, parameters, input, credentialId, timeout: 20_000 },
      });
    const remote = path.join(sftp.files, 'order-7.json');
    const upload = await run(
      'upload',
      { path: remote, sourceVariable: 'order' },
      { order: { id: 7 } },
    );
    assert.equal(upload.ok, true, JSON.stringify(upload.error));
    assert.deepEqual(JSON.parse(readFileSync(remote, 'utf8')), { id: 7 });
    writeFileSync(path.join(sftp.files, 'note.txt'), 'from the partner');
    const list = await run('list', { folder: sftp.files, resultVariable: 'files' });
    assert.deepEqual(
      (list.output.files as { name: string; type: string }[])
        .map((f) => `${f.name}:${f.type}`)
        .sort(),
      ['note.txt:file', 'order-7.json:file'],
    );
    const download = await run('download', {
      path: path.join(sftp.files, 'note.txt'),
      resultVariable: 'content',
    });
    assert.deepEqual(download.output, { content: 'from the partner' });
  });

  it('says which credential it needs, and fails on a wrong key', async () => {
    const none = await api.call<DryRun>({
      method: 'POST',
      url: '/api/script/dryRun',
      payload: { packageId: 'sftp', commandId: 'list', parameters: { folder: '/' } },
    });
    assert.match(none.error?.message ?? '', /sftp.list needs a bound SFTP credential/);
    const { id } = await api.call<{ id: number }>({
      method: 'POST',
      url: '/api/credential',
      payload: {
        name: 'Wrong password',
        template: { id: 'sftp' },
        parameters: {
          host: '127.0.0.1',
          port: sftp.port,
          username: sftp.username,
          password: 'nope',
        },
      },
    });
    const refused = await api.call<DryRun>({
      method: 'POST',
      url: '/api/script/dryRun',
      payload: {
        packageId: 'sftp',
        commandId: 'list',
        parameters: { folder: '/' },
        credentialId: id,
        timeout: 20_000,
      },
    });
    assert.equal(refused.ok, false);
    assert.match(
      refused.error?.message ?? '',
      /authentication|All configured authentication methods failed/i,
    );
  });
});
