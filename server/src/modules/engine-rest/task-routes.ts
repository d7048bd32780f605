import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../auth/guard';
import type { LockedExternalTask, ProcessEngine } from '../../engine';
import { camundaDate } from './format';
import { REST } from './deploy-routes';
import {
  BpmnErrorBody,
  CompleteBody,
  ExtendLockBody,
  FailureBody,
  FetchAndLockBody,
  IdParams,
  RetriesBody,
} from './schema';

const admin = { auth: { roles: ['admin'] as const } };
const TASK = `${REST}/external-task`;

/** Waits for tasks of the topics, at most `timeoutMs` (Camunda's long polling). */
function tasksAvailable(engine: ProcessEngine, topics: string[], timeoutMs: number) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    const off = engine.onTasksAvailable((available) => {
      if (available.some((topic) => topics.includes(topic))) done();
    });
    function done() {
      clearTimeout(timer);
      off();
      resolve();
    }
  });
}

/** Camunda 7's external task commands, as camunda-external-task-client-js calls them. */
/** LockedExternalTaskDto: the engine's task with its times in Camunda's date format. */
const lockedJson = (task: LockedExternalTask) => ({
  ...task,
  lockExpirationTime: camundaDate(new Date(task.lockExpirationTime)),
  createTime: camundaDate(new Date(task.createTime)),
});

export async function taskRoutes(app: FastifyInstance, { engine }: { engine: ProcessEngine }) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.post(
    `${TASK}/fetchAndLock`,
    { schema: { body: FetchAndLockBody }, config: admin },
    async (req) => {
      const tenantId = callerOf(req).bpId;
      const locked = await engine.fetchAndLock(tenantId, req.body);
      const wait = Math.min(req.body.asyncResponseTimeout ?? 0, 60_000);
      if (locked.length || !wait || !req.body.maxTasks) return locked.map(lockedJson);
      await tasksAvailable(
        engine,
        req.body.topics.map((topic) => topic.topicName),
        wait,
      );
      return (await engine.fetchAndLock(tenantId, req.body)).map(lockedJson);
    },
  );

  const noContent = { config: admin };
  r.post(
    `${TASK}/:id/complete`,
    { ...noContent, schema: { params: IdParams, body: CompleteBody } },
    async (req, reply) => {
      await engine.complete(callerOf(req).bpId, req.params.id, req.body);
      return reply.status(204).send();
    },
  );
  r.post(
    `${TASK}/:id/failure`,
    { ...noContent, schema: { params: IdParams, body: FailureBody } },
    async (req, reply) => {
      await engine.handleFailure(callerOf(req).bpId, req.params.id, req.body);
      return reply.status(204).send();
    },
  );
  r.post(
    `${TASK}/:id/bpmnError`,
    { ...noContent, schema: { params: IdParams, body: BpmnErrorBody } },
    async (req, reply) => {
      await engine.handleBpmnError(callerOf(req).bpId, req.params.id, req.body);
      return reply.status(204).send();
    },
  );
  r.post(
    `${TASK}/:id/extendLock`,
    { ...noContent, schema: { params: IdParams, body: ExtendLockBody } },
    async (req, reply) => {
      await engine.extendLock(callerOf(req).bpId, req.params.id, req.body);
      return reply.status(204).send();
    },
  );
  r.post(
    `${TASK}/:id/unlock`,
    { ...noContent, schema: { params: IdParams } },
    async (req, reply) => {
      await engine.unlock(callerOf(req).bpId, req.params.id);
      return reply.status(204).send();
    },
  );
  r.put(
    `${TASK}/:id/retries`,
    { ...noContent, schema: { params: IdParams, body: RetriesBody } },
    async (req, reply) => {
      await engine.setRetries(callerOf(req).bpId, [req.params.id], req.body.retries);
      return reply.status(204).send();
    },
  );
}
