import type { FastifyRequest } from 'fastify';
import { Type, type TProperties } from 'typebox';
import { callerOf } from '../../../auth/guard';
import type { Page } from '../../../engine';

export { camundaDate } from '../format';

export const REST = '/api/camunda/engine-rest';
/** Every query here is the administrator's, scoped to the caller's tenant. */
export const admin = { auth: { roles: ['admin'] as const } };
export const tenantOf = (req: FastifyRequest) => callerOf(req).bpId;

/**
 * Camunda has no upper bound on maxResults; with a million history rows one is needed, so a
 * list answers at most MAX_RESULTS rows and that is also the default page.
 */
export const MAX_RESULTS = 1000;

/** Camunda's paging parameters (always in the query string, also for POST queries). */
export const Paging = {
  firstResult: Type.Optional(Type.Integer({ minimum: 0 })),
  maxResults: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_RESULTS })),
};
export const Sorting = {
  sortBy: Type.Optional(Type.String({ maxLength: 64 })),
  sortOrder: Type.Optional(Type.String({ maxLength: 8 })),
};
/** Camunda clients send filters this server does not know; they are ignored, as fields are. */
export const open = { additionalProperties: true };
/** A list's query string: its filters, Camunda's paging and sorting, unknown filters ignored. */
export const listQuery = <F extends TProperties>(filters: F) =>
  Type.Object({ ...filters, ...Paging, ...Sorting }, open);
const Text = Type.String({ maxLength: 1000 });
export const OptText = Type.Optional(Text);
export const OptFlag = Type.Optional(Type.Boolean());
/** A comma-separated id list (Camunda's `...In` parameters), split by the engine. */
export const OptIdList = Type.Optional(Type.String({ maxLength: 100_000 }));
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 255 }) });
export const KeyParams = Type.Object({ key: Type.String({ minLength: 1, maxLength: 255 }) });

export const pageOf = (query: { firstResult?: number; maxResults?: number }): Page => ({
  offset: query.firstResult ?? 0,
  limit: query.maxResults ?? MAX_RESULTS,
});

/** Camunda's count answers. */
export const countJson = (count: number) => ({ count });

/** Milliseconds from start to end, or null while running. */
export const durationOf = (start: Date, end: Date | null) =>
  end ? end.getTime() - start.getTime() : null;
