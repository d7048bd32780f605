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
 * runtime list of remotes (ARCHITECTURE.md step 1). Any other page path gets index.html.
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

  const roots: [string, string][] = [
    ['/', locations.host],
    ...Object.entries(locations.remotes).map(([name, root]): [string, string] => [
      `/remotes/${name}/`,
      root,
    ]),
  ];
  let decorated = false;
  for (const [prefix, root] of roots.filter(([, root]) => existsSync(root))) {
    // Only the first registration may add reply.sendFile.
    await app.register(fastifyStatic, {
      root,
      prefix,
      index: prefix === '/' ? ['index.html'] : false,
      decorateReply: !decorated,
      ...serve,
    });
    decorated = true;
  }

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    if (options.remotesJson) return JSON.parse(await readFile(options.remotesJson, 'utf8'));
    return Object.entries(locations.remotes)
      .filter(([, root]) => existsSync(path.join(root, 'mf-manifest.json')))
      .map(([name]) => ({ name, entry: `/remotes/${name}/mf-manifest.json` }));
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
