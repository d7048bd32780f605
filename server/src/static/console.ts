import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { staticLocations } from './locations';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Chunks are named `<name>.<8 hex>.js`; entries, manifests and remoteEntry.js are not. A
// precompressed twin (`.gz`, `.br`) is what setHeaders sees when it is the one sent.
const HASHED = /\.[0-9a-f]{8}\.(js|css)(\.map)?(\.gz|\.br)?$/;

const cacheControlFor = (file: string) => (HASHED.test(file) ? IMMUTABLE : NO_CACHE);

/**
 * The area a remote declares (its build's area.json, issue 9 §4), read at each request so that
 * a remote deployed into a running console appears at the next reload; null when it has none.
 * The host checks its shape.
 */
async function areaOf(root: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path.join(root, 'area.json'), 'utf8'));
  } catch {
    return null;
  }
}

/** A page of the console: not an API call, not a remote's file, not a file (no extension). */
const isConsolePath = (url: string) => {
  const path = url.split('?')[0];
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return (
    !path.startsWith('/api/') &&
    !path.startsWith('/as2/') &&
    !path.startsWith('/remotes/') &&
    !lastSegment.includes('.')
  );
};

/**
 * Serves the built host at `/`, each remote at `/remotes/<name>/`, and `/remotes.json`, the
 * runtime list of remotes with their areas (ARCHITECTURE.md step 1). Any other page path gets index.html.
 */
export async function registerConsoleStatic(
  app: FastifyInstance,
  options: { staticRoot?: string; remotesJson?: string },
) {
  const locations = staticLocations(options.staticRoot);
  const serve = {
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) =>
      reply.header('Cache-Control', cacheControlFor(file)),
  };
  // The host at `/`; without a host build it only gives replies sendFile, for the remotes.
  await app.register(fastifyStatic, {
    root: locations.host,
    prefix: '/',
    index: ['index.html'],
    serve: existsSync(locations.host),
    ...serve,
  });

  // Remotes are looked up at each request, not at start: a remote deployed into the running
  // console (a new folder under remotes/) is served and listed at once (issue 9 §4).
  app.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', async (request, reply) => {
    const root = staticLocations(options.staticRoot).remotes[request.params.name];
    if (!root || !existsSync(root)) return reply.callNotFound();
    return reply.sendFile(request.params['*'], root);
  });

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    if (options.remotesJson) return JSON.parse(await readFile(options.remotesJson, 'utf8'));
    const deployed = Object.entries(staticLocations(options.staticRoot).remotes).filter(
      ([, root]) => existsSync(path.join(root, 'mf-manifest.json')),
    );
    return Promise.all(
      deployed.map(async ([name, root]) => ({
        name,
        entry: `/remotes/${name}/mf-manifest.json`,
        area: await areaOf(root),
      })),
    );
  });

  const indexHtml = path.join(locations.host, 'index.html');
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = ['GET', 'HEAD'].includes(request.method) && isConsolePath(request.url);
    if (wantsPage && existsSync(indexHtml)) {
      reply.header('Cache-Control', NO_CACHE).type('text/html');
      return readFile(indexHtml);
    }
    return reply
      .status(404)
      .send({ code: 404, msg: `No route ${request.method} ${request.url}`, data: null });
  });
}
