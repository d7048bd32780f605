import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../../auth/guard';
import type { Db } from '../../db/types';
import type { ProcessEngine } from '../../engine';
import { emptyBodyAsObject } from '../../http/empty-body';
import { ok } from '../../http/envelope';
import { firstCloudPage, nextCloudPage } from './cloud-log';
import { searchLogs } from './log-search';
import { lokiLabels } from './loki';
import {
  CloudLogBody,
  CloudPagingInput,
  LogSearchBody,
  LokiLabelsQuery,
  StatQuery,
  TransLogCountQuery,
  TransLogPageQuery,
} from './schema';
import { dailyCounts, type StatKind, type StatOutcome } from './statistics';
import { errorCount, errorList, processSummary, taskCount, taskSummary } from './trans-log';

/** Statistics and logs are the administrator's (the dashboard and the monitoring pages). */
const admin = { auth: { roles: ['admin'] as const } };

const KINDS: StatKind[] = ['task', 'event'];
const OUTCOMES: StatOutcome[] = ['success', 'failed', 'total'];

/**
 * The dashboard's statistics, the transaction log, the log search (/stat/api, in the envelope)
 * and Loki's label list (/loki/api, in Loki's own shape). Request and answer shapes: schema.ts.
 */
export async function statsRoutes(
  app: FastifyInstance,
  { db, engine }: { db: Db; engine: ProcessEngine },
) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tenant = (req: FastifyRequest) => callerOf(req).bpId;
  // A search without a body searches with the defaults.
  const body = { config: admin, preValidation: emptyBodyAsObject };

  for (const kind of KINDS) {
    for (const outcome of OUTCOMES) {
      r.get(
        `/stat/api/${kind}/${outcome}`,
        { schema: { querystring: StatQuery }, config: admin },
        async (req) => ok(await dailyCounts(engine, tenant(req), kind, outcome, req.query)),
      );
    }
  }

  const page = { schema: { querystring: TransLogPageQuery }, config: admin };
  const counted = { schema: { querystring: TransLogCountQuery }, config: admin };
  r.get('/stat/api/trans-log/process', page, async (req) =>
    ok(await processSummary(db, tenant(req), req.query)),
  );
  r.get('/stat/api/trans-log/task/count', counted, async (req) =>
    ok(await taskCount(db, tenant(req), req.query)),
  );
  r.get('/stat/api/trans-log/task', page, async (req) =>
    ok(await taskSummary(db, tenant(req), req.query)),
  );
  r.get('/stat/api/trans-log/errors/count', counted, async (req) =>
    ok(await errorCount(db, tenant(req), req.query)),
  );
  r.get('/stat/api/trans-log/errors', page, async (req) =>
    ok(await errorList(db, tenant(req), req.query)),
  );

  r.post('/stat/api/log', { ...body, schema: { body: LogSearchBody } }, async (req) =>
    ok(await searchLogs(engine, tenant(req), req.body)),
  );
  r.post('/stat/api/cloud/log', { ...body, schema: { body: CloudLogBody } }, async (req) =>
    ok(await firstCloudPage(engine, tenant(req), req.body.query, req.body.pageSize)),
  );
  r.post(
    '/stat/api/cloud/log/paging',
    { ...body, schema: { querystring: CloudPagingInput, body: CloudPagingInput } },
    // The console may send query and token as parameters or in the body; the body wins.
    async (req) =>
      ok(await nextCloudPage(engine, tenant(req), { ...req.query, ...(req.body ?? {}) })),
  );

  r.get('/loki/api/v1/labels', { schema: { querystring: LokiLabelsQuery }, config: admin }, (req) =>
    lokiLabels(engine, tenant(req), req.query),
  );
}
