import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { readConfig, type ServerConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { as2Logs, as2Ports, certificates } from '../../src/db/schema';
import { seedDemoData } from '../../src/seed/demo';
import { freshDatabase } from '../database';
import { partnerState } from '../partners/state';

interface Node {
  name: string;
  bpList: { name: string }[];
  subBpg: Node[];
}

let database: Database;
let app: FastifyInstance;
let config: ServerConfig;
before(async () => {
  database = await freshDatabase();
  config = {
    ...readConfig({}),
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'console-demo-data-')),
    jwtSecret: 'test-secret',
    demoData: false,
    staticRoot: '/nonexistent',
  };
  await seedDemoData(database.db, config);
  app = await buildApp({ db: database.db, config, logger: false });
  await app.ready();
});
after(async () => {
  await app?.close();
  await database?.close();
  if (config) rmSync(config.dataDir, { recursive: true, force: true });
});

const signIn = async (username: string, password: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data.token as string;
};
const userInfo = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/user/userInfo', headers: { token } })).json().data;

describe('seedDemoData', () => {
  it('creates admin/admin with the role admin and sys/sys with the role sys, in one tenant', async () => {
    const admin = await userInfo(await signIn('admin', 'admin'));
    assert.equal(admin.username, 'admin');
    assert.deepEqual(
      admin.roleSet.map((role: { roleName: string }) => role.roleName),
      ['admin'],
    );
    const sys = await userInfo(await signIn('sys', 'sys'));
    assert.deepEqual(
      sys.roleSet.map((role: { roleName: string }) => role.roleName),
      ['sys'],
    );
    assert.equal(sys.bpId, admin.bpId);
    assert.equal(sys.bpName, 'Acme Integration Hub');
  });

  it('creates a group tree with nested groups and several BPs, each with a user', async () => {
    const token = await signIn('sys', 'sys');
    const response = await app.inject({ method: 'GET', url: '/api/all_bpg', headers: { token } });
    assert.equal(response.statusCode, 200);
    const root = response.json().data as Node;
    assert.equal(root.name, 'All partners');
    const groups: string[] = [];
    const partners: string[] = [];
    const walk = (node: Node) => {
      groups.push(node.name);
      partners.push(...node.bpList.map((p) => p.name));
      node.subBpg.forEach(walk);
    };
    walk(root);
    assert.deepEqual(
      root.subBpg.map((g) => g.name),
      ['Carriers', 'Retailers', 'Suppliers'],
    );
    assert.ok(
      root.subBpg.some((g) => g.subBpg.length > 0),
      'some group has sub-groups',
    );
    assert.equal(groups.length, 6);
    assert.equal(partners.length, 7);
    const state = await partnerState(database.db);
    const partnerRows = state.bp.filter((row) => row.tenantId !== null);
    assert.equal(partnerRows.length, 7);
    for (const partner of partnerRows) {
      assert.ok(
        state.users.some((user) => user.bpId === partner.id),
        `${partner.name} has a user`,
      );
    }
  });

  it('puts folders and files in the file store and the cloud storage of the tenant', async () => {
    const token = await signIn('admin', 'admin');
    for (const list of ['/api/file/fileList', '/api/gcp/gcs/ls']) {
      const response = await app.inject({
        method: 'GET',
        url: `${list}?path=mounted/inbound/orders/`,
        headers: { token },
      });
      const names = response.json().data.entries.map((entry: { name: string }) => entry.name);
      assert.deepEqual(names, ['PO-1001.csv', 'PO-1002.csv'], list);
    }
  });

  it('adds nothing when run again', async () => {
    const tally = async () => ({
      ...(await partnerState(database.db)),
      certificates: (await database.db.select({ n: count() }).from(certificates))[0].n,
      ports: (await database.db.select({ n: count() }).from(as2Ports))[0].n,
      logs: (await database.db.select({ n: count() }).from(as2Logs))[0].n,
    });
    const before = await tally();
    await seedDemoData(database.db, config);
    assert.deepEqual(await tally(), before);
  });
});
