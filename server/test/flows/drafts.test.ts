import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import type { StartedServer } from '../harness';
import { type FlowApi, startFlowServer } from './api';
import { bpmnXml, dataOf, refusedUnchanged } from './fixtures';

/** Temporary flows (drafts): GET, POST, PUT, DELETE /api/tempFlow and the two lists. */
let server: StartedServer;
let acme: FlowApi;
let globex: FlowApi;
let token = '';

before(async () => {
  ({ server, token, acme, globex } = await startFlowServer());
});
after(() => server?.close());

const refused = (request: InjectOptions, status: number) =>
  refusedUnchanged(server, token, request, status);

describe('POST /api/tempFlow', () => {
  it('saves a draft from a JSON body, undeployed, with a trimmed name', async () => {
    const xml = bpmnXml();
    const draft = await acme.createDraft('  Order flow  ', xml);
    assert.equal(draft.name, 'Order flow');
    assert.equal(draft.deployed, false);
    assert.equal(draft.xml, xml);
    assert.ok(Math.abs(Date.parse(draft.modifyTime) - Date.now()) < 60_000);
    assert.deepEqual(await acme.draft(draft.id), draft);
  });

  it('saves a draft sent as raw XML with the name in the query', async () => {
    const xml = bpmnXml({ key: 'raw' });
    const draft = dataOf<{ id: number; name: string; xml: string }>(
      await server.call(token, {
        method: 'POST',
        url: '/api/tempFlow?name=Raw%20flow',
        headers: { 'content-type': 'application/xml' },
        payload: xml,
      }),
    );
    assert.equal(draft.name, 'Raw flow');
    assert.equal(draft.xml, xml);
  });

  it('asks for the flow name when it is missing or blank', async () => {
    const url = '/api/tempFlow';
    for (const payload of [{ xml: bpmnXml() }, { name: '   ', xml: bpmnXml() }]) {
      assert.equal(
        await refused({ method: 'POST', url, payload }, 400),
        'Please input the flow name',
      );
    }
  });

  it('refuses XML that is not BPMN, or no XML at all, and names the problem', async () => {
    const url = '/api/tempFlow';
    const missing = await refused({ method: 'POST', url, payload: { name: 'X' } }, 400);
    assert.equal(missing, 'body.xml is required');
    for (const xml of [
      '',
      'this is not xml',
      '<bpmn:definitions xmlns:bpmn="unclosed"',
      '<note>hi</note>',
    ]) {
      const msg = await refused({ method: 'POST', url, payload: { name: 'X', xml } }, 400);
      assert.match(msg, /BPMN|XML/i, `${JSON.stringify(xml)}: ${msg}`);
    }
  });

  it('refuses two tasks with one id', async () => {
    const xml = bpmnXml({
      tasks: [
        { id: 'Task_a', topic: 'a' },
        { id: 'Task_a', topic: 'b' },
      ],
    });
    const msg = await refused(
      { method: 'POST', url: '/api/tempFlow', payload: { name: 'X', xml } },
      400,
    );
    assert.match(msg, /^Task id is not unique/);
  });
});

describe('GET /api/tempFlow', () => {
  it('reads a draft by id or flowId, and answers 404 for unknown and other tenants’ ids', async () => {
    const draft = await acme.createDraft('Readable', bpmnXml());
    const byFlowId = await server.call(token, {
      method: 'GET',
      url: `/api/tempFlow?flowId=${draft.id}`,
    });
    assert.deepEqual(dataOf(byFlowId), draft);
    assert.equal(
      await refused({ method: 'GET', url: '/api/tempFlow?id=999999' }, 404),
      'No flow with id 999999',
    );
    assert.equal(await refused({ method: 'GET', url: '/api/tempFlow' }, 400), 'id is required');
    const theirs = await globex.createDraft('Globex flow', bpmnXml());
    assert.equal(
      await refused({ method: 'GET', url: `/api/tempFlow?id=${theirs.id}` }, 404),
      `No flow with id ${theirs.id}`,
    );
  });
});

describe('PUT /api/tempFlow', () => {
  it('changes the name and the XML and moves modifyTime on', async () => {
    const draft = await acme.createDraft('Before', bpmnXml());
    const xml = bpmnXml({ tasks: [{ id: 'Task_new', name: 'New task', topic: 'new' }] });
    const updated = dataOf<{ name: string; xml: string; modifyTime: string }>(
      await server.call(token, {
        method: 'PUT',
        url: '/api/tempFlow',
        payload: { id: draft.id, name: 'After', xml },
      }),
    );
    assert.equal(updated.name, 'After');
    assert.equal(updated.xml, xml);
    assert.ok(Date.parse(updated.modifyTime) >= Date.parse(draft.modifyTime));
    assert.deepEqual(await acme.draft(draft.id), { ...draft, ...updated });
  });

  it('keeps what is left out, takes flowId, and takes raw XML with the id in the query', async () => {
    const draft = await acme.createDraft('Partial', bpmnXml());
    const renamed = await server.call(token, {
      method: 'PUT',
      url: '/api/tempFlow',
      payload: { flowId: draft.id, name: 'Renamed' },
    });
    assert.equal(dataOf<{ xml: string }>(renamed).xml, draft.xml);
    const xml = bpmnXml({ key: 'raw_update' });
    const raw = await server.call(token, {
      method: 'PUT',
      url: `/api/tempFlow?id=${draft.id}`,
      headers: { 'content-type': 'text/xml' },
      payload: xml,
    });
    assert.deepEqual(
      { name: dataOf<{ name: string }>(raw).name, xml: (await acme.draft(draft.id)).xml },
      { name: 'Renamed', xml },
    );
  });

  it('refuses a blank name, bad XML, unknown and other tenants’ ids, and changes nothing', async () => {
    const draft = await acme.createDraft('Guarded', bpmnXml());
    const put = (payload: object): InjectOptions => ({
      method: 'PUT',
      url: '/api/tempFlow',
      payload,
    });
    assert.equal(
      await refused(put({ id: draft.id, name: ' ' }), 400),
      'Please input the flow name',
    );
    assert.match(await refused(put({ id: draft.id, xml: '<oops' }), 400), /BPMN|XML/i);
    assert.equal(await refused(put({ name: 'No id' }), 400), 'id is required');
    assert.equal(await refused(put({ id: 999999, name: 'Ghost' }), 404), 'No flow with id 999999');
    const theirs = await globex.createDraft('Globex draft', bpmnXml());
    assert.equal(
      await refused(put({ id: theirs.id, name: 'Hijacked' }), 404),
      `No flow with id ${theirs.id}`,
    );
  });
});

describe('GET /api/tempFlows and /api/temporaryFlows', () => {
  it('list the tenant’s drafts newest change first, and only the tenant’s', async () => {
    const older = await acme.createDraft('Listed older', bpmnXml());
    const newer = await acme.createDraft('Listed newer', bpmnXml());
    const all = await acme.drafts();
    const ids = all.map((draft) => draft.id);
    assert.ok(ids.indexOf(newer.id) < ids.indexOf(older.id), 'newest first');
    assert.deepEqual(
      all.find((draft) => draft.id === older.id),
      older,
    );
    // Nothing is deployed yet, so the undeployed list is the whole list.
    assert.deepEqual(await acme.undeployed(), all);
    const theirs = await globex.drafts();
    assert.ok(theirs.length > 0);
    assert.ok(
      theirs.every((draft) => !ids.includes(draft.id)),
      'Globex sees none of Acme’s',
    );
  });
});

describe('DELETE /api/tempFlow', () => {
  it('deletes an undeployed draft', async () => {
    const draft = await acme.createDraft('Doomed', bpmnXml());
    const response = await server.call(token, {
      method: 'DELETE',
      url: `/api/tempFlow?flowId=${draft.id}`,
    });
    assert.equal(dataOf(response, 'Delete success'), null);
    await refused({ method: 'GET', url: `/api/tempFlow?id=${draft.id}` }, 404);
    await refused({ method: 'DELETE', url: `/api/tempFlow?id=${draft.id}` }, 404);
  });

  it('answers 404 for another tenant’s draft and keeps it', async () => {
    const theirs = await globex.createDraft('Globex keeper', bpmnXml());
    await refused({ method: 'DELETE', url: `/api/tempFlow?id=${theirs.id}` }, 404);
    assert.equal((await globex.draft(theirs.id)).name, 'Globex keeper');
  });
});
