import type { FastifyInstance } from 'fastify';

export const REST = '/api/camunda/engine-rest';

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
export const median = (values: number[]) => percentile(values, 50);
export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** A platform call with the console's token: throws on a non-2xx answer. */
export type Call = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) => Promise<T>;

/** Calls the app in-process (no sockets), with the console's token header. */
export function client(app: FastifyInstance, token: string): Call {
  return async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const response = await app.inject({ method, url, payload, headers: { ...headers, token } });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return (response.body ? response.json() : null) as T;
  };
}

export async function signIn(app: FastifyInstance, username: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
  });
  return (response.json() as { data: { token: string } }).data.token;
}

/** A process of one external task: start → task (of `topic`) → end. */
export function oneTaskBpmn(key: string, topic: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="http://bench">
  <process id="${key}" isExecutable="true">
    <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="task"/>
    <serviceTask id="task" camunda:type="external" camunda:topic="${topic}"/>
    <sequenceFlow id="f2" sourceRef="task" targetRef="end"/><endEvent id="end"/>
  </process>
</definitions>`;
}

/** The deployment form's body for one BPMN file. */
export function deploymentForm(key: string, xml: string) {
  const boundary = 'benchboundary';
  return {
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="data"; filename="${key}.bpmn"\r\n\r\n${xml}\r\n--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A BPMN file with one external task, deployed through the deployment form. */
export async function deployOneTask(
  app: FastifyInstance,
  token: string,
  key: string,
  topic: string,
) {
  const form = deploymentForm(key, oneTaskBpmn(key, topic));
  const response = await app.inject({
    method: 'POST',
    url: '/api/camunda/deploy',
    payload: form.payload,
    headers: { token, 'content-type': form.contentType },
  });
  if (response.statusCode !== 200) throw new Error(`deploy ${key}: ${response.body}`);
}

/** Runs `work(i)` for i < total with `parallel` callers at a time. */
export async function inParallel(
  total: number,
  parallel: number,
  work: (i: number) => Promise<unknown>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < total) await work(next++);
    }),
  );
}

export async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
