import assert from 'node:assert/strict';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { hashPassword } from '../../src/auth/passwords';
import {
  connectors,
  deployments,
  processDefinitions,
  roles,
  tempFlows,
  topicBindings,
  userRoles,
  users,
} from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import type { StartedServer } from '../harness';

export interface TaskSpec {
  id: string;
  name?: string;
  topic?: string;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * A BPMN document as the console's modeler saves it: start, one external service task per
 * entry in a row, end, with the diagram. `topic: ''` leaves the task's topic out.
 */
export function bpmnXml({
  key = 'order',
  name = 'Order flow',
  tasks = [{ id: 'Task_send', name: 'Send order', topic: 'send-order' }],
}: { key?: string; name?: string; tasks?: TaskSpec[] } = {}) {
  const nodes = ['StartEvent_1', ...tasks.map((task) => task.id), 'EndEvent_1'];
  const flows = nodes.slice(1).map((target, index) => ({
    id: `Flow_${index + 1}`,
    source: nodes[index],
    target,
  }));
  const taskXml = tasks.map((task) => {
    const topic = task.topic === '' ? '' : ` camunda:topic="${escape(task.topic ?? task.id)}"`;
    const label = task.name ? ` name="${escape(task.name)}"` : '';
    return `    <bpmn:serviceTask id="${task.id}"${label} camunda:type="external"${topic} />`;
  });
  const shapes = nodes.map(
    (node, index) =>
      `      <bpmndi:BPMNShape id="${node}_di" bpmnElement="${node}"><dc:Bounds x="${100 + index * 150}" y="80" width="100" height="80" /></bpmndi:BPMNShape>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="Definitions_${key}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${key}" name="${escape(name)}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" />
${taskXml.join('\n')}
    <bpmn:endEvent id="EndEvent_1" />
${flows.map((flow) => `    <bpmn:sequenceFlow id="${flow.id}" sourceRef="${flow.source}" targetRef="${flow.target}" />`).join('\n')}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_${key}">
    <bpmndi:BPMNPlane id="Plane_${key}" bpmnElement="${key}">
${shapes.join('\n')}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

/** Binds a new connector of the tenant to a topic of a process key, as the binding page does. */
export async function bindTopic(db: Db, tenantId: number, processKey: string, topic: string) {
  const [connector] = await db
    .insert(connectors)
    .values({
      tenantId,
      name: `${processKey}/${topic} connector`,
      type: 'command',
      parameters: { url: 'http://localhost:9/none', method: 'POST', headers: {} },
    })
    .returning();
  await db.insert(topicBindings).values({ tenantId, processKey, topic, connectorId: connector.id });
  return connector;
}

/**
 * An admin user of a tenant, made straight in the database. Globex's admin comes with the
 * test server (GLOBEX.admin): this is for another admin.
 */
export async function addAdmin(db: Db, tenantId: number, username: string, password: string) {
  const [admin] = await db.select().from(roles).where(eq(roles.roleName, 'admin'));
  const [user] = await db
    .insert(users)
    .values({
      username,
      passwordHash: await hashPassword(password),
      email: `${username}@example.com`,
      bpId: tenantId,
    })
    .returning();
  await db.insert(userRoles).values({ userId: user.id, roleId: admin.id });
}

/** Every flow-related row in a stable order, to compare around a refused call. */
export async function flowState(db: Db) {
  return {
    tempFlows: await db.select().from(tempFlows).orderBy(asc(tempFlows.id)),
    definitions: await db.select().from(processDefinitions).orderBy(asc(processDefinitions.id)),
    deployments: await db.select().from(deployments).orderBy(asc(deployments.id)),
  };
}

/** The `data` of an enveloped 200 answer; fails the test with the body otherwise. */
export function dataOf<T>(response: { statusCode: number; body: string }, msg = 'success'): T {
  assert.equal(response.statusCode, 200, response.body);
  const body = JSON.parse(response.body) as { code: number; msg: string; data: T };
  assert.equal(body.code, 200);
  assert.equal(body.msg, msg);
  return body.data;
}

/** The `{ code, msg }` of a refused call, with its status checked. */
export function refusal(response: { statusCode: number; body: string }, status: number) {
  assert.equal(response.statusCode, status, response.body);
  const body = JSON.parse(response.body) as { code: number; msg: string; data: unknown };
  assert.equal(body.code, status);
  assert.equal(body.data, null);
  return body.msg;
}

/** Sends a request that must be refused with `status`, checks nothing changed; returns the msg. */
export async function refusedUnchanged(
  server: StartedServer,
  token: string,
  request: InjectOptions,
  status: number,
) {
  const before = await flowState(server.db);
  const msg = refusal(await server.call(token, request), status);
  assert.deepEqual(
    await flowState(server.db),
    before,
    `${request.method} ${request.url} changed nothing`,
  );
  return msg;
}
