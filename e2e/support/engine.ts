import type { APIRequestContext, Page } from '@playwright/test';

const REST = '/api/camunda/engine-rest';

/** The signed-in user's token, as the console keeps it. */
export const tokenOf = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('console.session') ?? '{}').state?.token as string,
  );

/** start → one external task on `topic` → end. */
const oneTask = (key: string, topic: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" targetNamespace="http://console.test" id="defs">
  <process id="${key}" name="${key}" isExecutable="true">
    <startEvent id="start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="task"/>
    <serviceTask id="task" name="Work" camunda:type="external" camunda:topic="${topic}"/>
    <sequenceFlow id="f2" sourceRef="task" targetRef="end"/>
    <endEvent id="end"/>
  </process>
</definitions>`;

/**
 * The engine as an outside client drives it, through the real server's API (never mocked):
 * deploy a one-task flow, start it, and fail its task into an incident.
 */
export function engineClient(request: APIRequestContext, token: string) {
  const headers = { token };
  const ok = async (method: 'post' | 'get', url: string, data?: unknown) => {
    const response = await request[method](url, { headers, data });
    if (!response.ok())
      throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
    return response.status() === 204 ? null : response.json();
  };
  return {
    deployOneTask: async (key: string, topic: string) => {
      const response = await request.post('/api/camunda/deploy', {
        headers,
        multipart: {
          'deployment-name': key,
          file: {
            name: `${key}.bpmn`,
            mimeType: 'text/xml',
            buffer: Buffer.from(oneTask(key, topic)),
          },
        },
      });
      if (!response.ok()) throw new Error(`deploy ${key}: ${await response.text()}`);
    },
    start: (key: string) => ok('post', `${REST}/process-definition/key/${key}/start`, {}),
    /** Locks one task of the topic and fails it with no retries left: an incident opens. */
    failOne: async (topic: string, errorMessage: string) => {
      const [task] = await ok('post', `${REST}/external-task/fetchAndLock`, {
        workerId: 'e2e',
        maxTasks: 1,
        topics: [{ topicName: topic, lockDuration: 60_000 }],
      });
      await ok('post', `${REST}/external-task/${task.id}/failure`, {
        workerId: 'e2e',
        errorMessage,
        retries: 0,
      });
    },
  };
}
