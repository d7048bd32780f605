import type { APIRequestContext, Page } from '@playwright/test';

const REST = '/api/camunda/engine-rest';

/** The signed-in user's token, as the console keeps it. */
export const tokenOf = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('console.session') ?? '{}').state?.token as string,
  );

/** start → one external task on `topic` → end, with its diagram (bpmn-js draws only what has DI). */
export const oneTask = (key: string, topic: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" targetNamespace="http://console.test" id="defs">
  <process id="${key}" name="${key}" isExecutable="true">
    <startEvent id="start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="task"/>
    <serviceTask id="task" name="Work" camunda:type="external" camunda:topic="${topic}"/>
    <sequenceFlow id="f2" sourceRef="task" targetRef="end"/>
    <endEvent id="end"/>
  </process>
  <bpmndi:BPMNDiagram id="diagram">
    <bpmndi:BPMNPlane id="plane" bpmnElement="${key}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="100" y="100" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="task_di" bpmnElement="task"><dc:Bounds x="200" y="78" width="100" height="80"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="370" y="100" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1"><di:waypoint x="136" y="118"/><di:waypoint x="200" y="118"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f2_di" bpmnElement="f2"><di:waypoint x="300" y="118"/><di:waypoint x="370" y="118"/></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
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
    start: (key: string, businessKey?: string) =>
      ok('post', `${REST}/process-definition/key/${key}/start`, businessKey ? { businessKey } : {}),
    /** Locks one task of the topic and fails it with no retries left: an incident opens. */
    failOne: async (topic: string, errorMessage: string) => {
      // A just-started instance's task may not be there yet on a busy machine: ask again.
      let task: { id: string; processInstanceId: string } | undefined;
      for (let attempt = 0; !task && attempt < 50; attempt += 1) {
        if (attempt) await new Promise((resolve) => setTimeout(resolve, 200));
        [task] = await ok('post', `${REST}/external-task/fetchAndLock`, {
          workerId: 'e2e',
          maxTasks: 1,
          topics: [{ topicName: topic, lockDuration: 60_000 }],
        });
      }
      if (!task) {
        // Say what the engine holds for the topic, so a failure here explains itself.
        const held = await ok(
          'get',
          `${REST}/external-task?topicName=${encodeURIComponent(topic)}`,
        );
        throw new Error(`no task of ${topic} to fail; the topic's tasks: ${JSON.stringify(held)}`);
      }
      await ok('post', `${REST}/external-task/${task.id}/failure`, {
        workerId: 'e2e',
        errorMessage,
        retries: 0,
      });
      return task.processInstanceId;
    },
  };
}
