import type { FastifyInstance, FastifySchema } from 'fastify';
import type { RouteAuth } from '../auth/guard';

/** A registered route as the server knows it: what the input walker and the docs read. */
export interface RouteEntry {
  method: string;
  url: string;
  schema?: FastifySchema;
  auth?: RouteAuth;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, in registration order (HEAD twins of GET routes left out). */
    routeTable: readonly RouteEntry[];
  }
}

/** Records each route as it registers; call before any route is added. */
export function recordRoutes(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, schema: route.schema, auth: route.config?.auth });
    }
  });
}
