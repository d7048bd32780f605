import { randomUUID } from 'node:crypto';
import { deployments, processDefinitions } from '../../src/db/schema';
import type { StartedServer } from '../harness';

export const REST = '/api/camunda/engine-rest';

/** A multipart body with one file, as Camunda's deployment form sends it. */
export function multipartFile(
  fileName: string,
  content: string,
  fields: Record<string, string> = {},
) {
  const boundary = `----console${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="data"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

interface DeploymentJson {
  id: string;
  deployedProcessDefinitions: Record<string, { id: string; key: string; version: number }>;
}
export interface LockedTask {
  id: string;
  topicName: string;
  processInstanceId: string;
  businessKey: string | null;
  retries: number | null;
  variables: Record<string, { type: string; value: unknown }>;
}

/** The engine's HTTP calls for one signed-in caller. */
export function engineApi(server: StartedServer, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    server.call(token, { method, url, payload: payload as Record<string, unknown> });
  const ok = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    const response = await call(method, url, payload);
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return (response.body ? response.json() : null) as T;
  };
  return {
    call,
    ok,
    deployRaw: (fileName: string, xml: string, fields: Record<string, string> = {}) =>
      server.call(token, {
        method: 'POST',
        url: '/api/camunda/deploy',
        ...multipartFile(fileName, xml, fields),
      }),
    async deploy(fileName: string, xml: string) {
      const response = await this.deployRaw(fileName, xml);
      if (response.statusCode !== 200) throw new Error(`deploy: ${response.body}`);
      const json = response.json() as DeploymentJson;
      return Object.values(json.deployedProcessDefinitions)[0];
    },
    start: (key: string, body: Record<string, unknown> = {}) =>
      ok<{ id: string; ended: boolean }>(
        'POST',
        `${REST}/process-definition/key/${key}/start`,
        body,
      ),
    fetch: (topic: string, workerId = 'test-worker', maxTasks = 10, variables?: string[]) =>
      ok<LockedTask[]>('POST', `${REST}/external-task/fetchAndLock`, {
        workerId,
        maxTasks,
        topics: [{ topicName: topic, lockDuration: 60_000, variables }],
      }),
    complete: (taskId: string, variables: Record<string, unknown> = {}, workerId = 'test-worker') =>
      ok('POST', `${REST}/external-task/${taskId}/complete`, { workerId, variables }),
  };
}

/**
 * Stores a definition as an older release would have, without today's deploy checks: how a
 * test reaches the start of a definition that deploy now refuses.
 */
export async function storeUnchecked(server: StartedServer, key: string, xml: string) {
  const [deployment] = await server.db
    .insert(deployments)
    .values({ id: randomUUID(), tenantId: server.acme.tenantId, name: key, source: null })
    .returning();
  await server.db.insert(processDefinitions).values({
    id: `${key}:1:${randomUUID()}`,
    tenantId: server.acme.tenantId,
    key,
    version: 1,
    deploymentId: deployment.id,
    resourceName: `${key}.bpmn`,
    xml,
    model: { externalTasks: [], messageStarts: [], hasTimerStart: false },
  });
}
