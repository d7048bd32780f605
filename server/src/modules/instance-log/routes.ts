import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { Type } from 'typebox';
import { callerOf } from '../../auth/guard';
import type { Db } from '../../db/types';
import type { ProcessEngine } from '../../engine';
import { badRequest, ok } from '../../http/envelope';
import { instanceOf, instanceRuns, logSize } from './queries';
import { renderLine, wallClock } from './render';

const admin = { auth: { roles: ['admin'] as const } };

const InstanceQuery = Type.Object({
  processInstanceId: Type.String({ minLength: 1, maxLength: 64 }),
});
const TextQuery = Type.Object({
  processInstanceId: Type.String({ minLength: 1, maxLength: 64 }),
  mode: Type.Enum(['simple', 'complete'], { default: 'simple' }),
  timezone: Type.String({ minLength: 1, maxLength: 64, default: 'UTC' }),
  download: Type.Boolean({ default: false }),
});

function clockOf(timezone: string) {
  try {
    return wallClock(timezone);
  } catch {
    throw badRequest(`timezone: '${timezone}' is not a time zone`);
  }
}

/**
 * One instance's system log and its input and output (the History pages opeSystemLogs/opeLog
 * and opeLogInOut), role admin, the caller's tenant; an instance not theirs is a 404.
 *
 *   GET /stat/api/instance-log/summary?processInstanceId=
 *     → { processInstanceId, process, businessKey, state, lines, bytes: { simple, complete } }:
 *       the size in bytes of the text of each mode, so the console can ask before a big one;
 *   GET /stat/api/instance-log?processInstanceId=&mode=simple|complete&timezone=&download=
 *     → text/plain, streamed, a line per log line in time order (lines of one time in the
 *       order written, which is the order they happened in): simple
 *       `YYYY-MM-DD HH:mm:ss message`, complete `time LEVEL source activity message` (times
 *       in timezone, an IANA name, default UTC); download=true answers it as an attachment;
 *   GET /stat/api/instance-log/in-out?processInstanceId=
 *     → { runs: [{ id, timestamp, task, topic, connector, status, durationMs, message,
 *          inputFile, outputFile, … }], truncated }: its connector runs, oldest first, at most 200.
 */
export async function instanceLogRoutes(
  app: FastifyInstance,
  { db, engine }: { db: Db; engine: ProcessEngine },
) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tenant = (req: FastifyRequest) => callerOf(req).bpId;
  const query = { schema: { querystring: InstanceQuery }, config: admin };

  r.get('/stat/api/instance-log/summary', query, async (req) => {
    const instance = await instanceOf(engine, tenant(req), req.query.processInstanceId);
    const { lines, ...bytes } = await logSize(engine, tenant(req), instance.id);
    return ok({
      processInstanceId: instance.id,
      process: instance.definitionKey,
      businessKey: instance.businessKey,
      state: instance.state,
      lines,
      bytes,
    });
  });

  r.get(
    '/stat/api/instance-log',
    { schema: { querystring: TextQuery }, config: admin },
    async (req, reply) => {
      const { processInstanceId, mode, timezone, download } = req.query;
      const time = clockOf(timezone);
      const instance = await instanceOf(engine, tenant(req), processInstanceId);
      const chunks = engine.query.instanceLog.lines(tenant(req), instance.id);
      async function* text() {
        for await (const rows of chunks)
          yield rows.map((row) => renderLine(row, mode, time)).join('');
      }
      if (download) {
        reply.header('content-disposition', `attachment; filename="${instance.id}-${mode}.log"`);
      }
      return reply.type('text/plain; charset=utf-8').send(Readable.from(text()));
    },
  );

  r.get('/stat/api/instance-log/in-out', query, async (req) => {
    const instance = await instanceOf(engine, tenant(req), req.query.processInstanceId);
    return ok(await instanceRuns(db, tenant(req), instance.id));
  });
}
