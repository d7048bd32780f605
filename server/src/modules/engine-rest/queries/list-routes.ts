import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Static, TObject, TProperties } from 'typebox';
import type { Page } from '../../../engine';
import { emptyBodyAsObject } from '../../../http/empty-body';
import { admin, countJson, IdParams, KeyParams, pageOf, tenantOf } from './common';
import { PagingQuery, postBodyOf, queryOfPost } from './post-query';

/** `post`: the resource also has Camunda's POST form of its query, `bodyOnly` its own fields. */
export interface ListOptions {
  post?: boolean;
  bodyOnly?: TProperties;
}

/** How a list query is answered for a tenant: a page in Camunda's JSON, and the count. */
export interface ListReader<Q> {
  page: (tenantId: number, query: Q) => Promise<unknown[]>;
  count: (tenantId: number, query: Q) => Promise<number>;
}

/**
 * GET url (a page) and GET url/count ({ count }) on the same query string, and their POST
 * forms with the query in a JSON body: the administrator's, scoped to the caller's tenant, a
 * bad parameter a 400.
 */
export function listRoutes<S extends TObject>(
  app: FastifyInstance,
  url: string,
  querystring: S,
  read: ListReader<Static<S>>,
  { post = false, bodyOnly }: ListOptions = {},
) {
  const options = { schema: { querystring }, config: admin };
  // Fastify has validated the query string against `querystring` before a handler runs, but
  // its types cannot resolve the static type of a generic schema: this states it once.
  const query = (req: { query: unknown }) => req.query as Static<S>;
  app.get(url, options, async (req) => read.page(tenantOf(req), query(req)));
  app.get(`${url}/count`, options, async (req) =>
    countJson(await read.count(tenantOf(req), query(req))),
  );
  if (!post) return;
  // Camunda's POST form: the same query in a JSON body; a POST without a body is an empty query.
  const postOptions = {
    schema: { querystring: PagingQuery, body: postBodyOf(querystring, bodyOnly) },
    preValidation: emptyBodyAsObject,
    config: admin,
  };
  const posted = (req: { body: unknown; query: unknown }) =>
    queryOfPost<S>(req.body as Record<string, unknown>, req.query as Static<typeof PagingQuery>);
  app.post(url, postOptions, async (req) => read.page(tenantOf(req), posted(req)));
  app.post(`${url}/count`, postOptions, async (req) =>
    countJson(await read.count(tenantOf(req), posted(req))),
  );
}

/** How the engine reads a resource's list: a page of rows and the count. */
export interface TableReader<Q, Row> {
  page: (tenantId: number, query: Q, page: Page) => Promise<Row[]>;
  count: (tenantId: number, query: Q) => Promise<number>;
}

/** listRoutes for a resource the engine lists straight from its table, each row as `json`. */
export function tableRoutes<S extends TObject, Row>(
  app: FastifyInstance,
  url: string,
  querystring: S,
  reads: TableReader<Static<S>, Row>,
  json: (row: Row) => unknown,
  options?: ListOptions,
) {
  listRoutes(
    app,
    url,
    querystring,
    {
      page: async (tenantId, query) => (await reads.page(tenantId, query, pageOf(query))).map(json),
      count: (tenantId, query) => reads.count(tenantId, query),
    },
    options,
  );
}

type Answer = (tenantId: number, value: string, reply: FastifyReply) => Promise<unknown>;

/** GET url with an `:id` in it, the administrator's, answered for the caller's tenant. */
export function idRoute(app: FastifyInstance, url: string, answer: Answer) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(url, { schema: { params: IdParams }, config: admin }, async (req, reply) =>
    answer(tenantOf(req), req.params.id, reply),
  );
}

/** GET url with a `:key` in it (a definition key), like idRoute. */
export function keyRoute(app: FastifyInstance, url: string, answer: Answer) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(url, { schema: { params: KeyParams }, config: admin }, async (req, reply) =>
    answer(tenantOf(req), req.params.key, reply),
  );
}
