import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_DELIVERY_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@console/shared/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { monitors } from '../../db/schema';
import { ApiError, conflict, notFound, ok, unauthorized } from '../../http/envelope';
import { deliver } from '../automation/deliver';
import type { AutomationDeps } from '../automation/register';
import type { MonitorManager } from './manager';
import { monitorSource } from './monitor-row';

const BODY_LIMIT = 1024 * 1024;
const DELIVERY_ID = /^[\w.:-]{1,200}$/;

/** `sha256=<hex>` of the raw body under the monitor's key, compared in constant time. */
function signatureMatches(secret: string, body: Buffer, header: string | undefined) {
  if (!header?.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function payloadOf(body: Buffer, contentType: string | undefined) {
  const text = body.toString('utf8');
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ApiError(400, 'The body is not valid JSON');
    }
  }
  return text;
}

/**
 * POST /api/monitor/webhook/:id (beyond SPEC, issue 23 §1): each POST signed with the web API
 * monitor's HMAC key starts its flow once. The raw body is what is signed, so this scope reads
 * bodies as bytes. A delivery id header makes a resent delivery start nothing; without one the
 * body's hash is the key, so the same body twice starts once.
 */
export async function webhookRoute(
  scope: FastifyInstance,
  { deps, manager }: { deps: AutomationDeps; manager: MonitorManager },
) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  scope.post<{ Params: { id: string } }>(
    '/api/monitor/webhook/:id',
    { config: { auth: { public: true } } },
    async (req) => {
      const id = Number(req.params.id);
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound('No such webhook');
      const [row] = await deps.db
        .select()
        .from(monitors)
        .where(and(eq(monitors.id, id), eq(monitors.kind, 'webapi')));
      if (!row?.secret) throw notFound('No such webhook');
      const { secret } = deps.scripts.sealer.open(row.secret) as { secret: string };
      const signature = req.headers[WEBHOOK_SIGNATURE_HEADER];
      if (!signatureMatches(secret, body, typeof signature === 'string' ? signature : undefined)) {
        throw unauthorized('The signature does not match');
      }
      if (!row.active) throw conflict('The monitor is stopped');
      const header = req.headers[WEBHOOK_DELIVERY_HEADER];
      const deliveryId = typeof header === 'string' && DELIVERY_ID.test(header) ? header : null;
      const key = `webhook:${deliveryId ?? createHash('sha256').update(body).digest('hex')}`;
      const delivery = await deliver(
        deps,
        {
          tenantId: row.tenantId,
          source: monitorSource(row.id),
          processKey: row.processKey,
          eventConnectorId: row.eventConnectorId,
        },
        {
          key,
          payload: { body: payloadOf(body, req.headers['content-type']), deliveryId },
          detail: { webhook: true, deliveryId, size: body.length },
        },
      );
      manager.counts.add(row.id, delivery);
      if (delivery.outcome === 'failed') throw new ApiError(422, delivery.error);
      return ok(delivery);
    },
  );
}
