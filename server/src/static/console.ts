import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TokenCallers } from '../auth/guard';
import type { ServerConfig } from '../config';
import type { Db } from '../db/types';
import { VERSION_PATTERN } from '../modules/releases/deployed';
import { remotesFor } from '../modules/releases/remotes-json';
import { remoteFolders, staticLocations } from './locations';

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

const isFolder = (folder: string) => statSync(folder, { throwIfNoEntry: false })?.isDirectory();

/**
 * The folder a remote's file is served from: `/remotes/<name>/<version>/<file>` from that
 * version's folder, any other path from the remote's flat folder; null for no remote.
 */
function fileFolder(
  options: Pick<ServerConfig, 'staticRoot' | 'dataDir'>,
  name: string,
  file: string,
): { root: string; file: string } | null {
  const folders = remoteFolders(options).get(name);
  if (!folders) return null;
  const slash = file.indexOf('/');
  const version = file.slice(0, slash);
  if (slash > 0 && VERSION_PATTERN.test(version)) {
    const versionFolder = path.join(folders.versions, version);
    if (isFolder(versionFolder)) return { root: versionFolder, file: file.slice(slash + 1) };
  }
  return folders.flat && isFolder(folders.flat) ? { root: folders.flat, file } : null;
}

/**
 * Serves the built host at `/`, each remote at `/remotes/<name>/` (a deployed version at
 * `/remotes/<name>/<version>/`), and `/remotes.json`, the runtime list of remotes with their
 * areas and versions (ARCHITECTURE.md step 1). Any other page path gets index.html.
 */
export async function registerConsoleStatic(
  app: FastifyInstance,
  options: Pick<ServerConfig, 'staticRoot' | 'dataDir' | 'remotesJson'>,
  deps: { db: Db; callerOf: TokenCallers },
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

  // Remotes are looked up at each request, not at start: a remote or a version deployed into
  // the running console is served and listed at once (issue 9 §4, issue 26 §1).
  app.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', async (request, reply) => {
    const file = request.params['*'];
    const folder = fileFolder(options, request.params.name, file);
    if (!folder) return reply.callNotFound();
    return reply.sendFile(folder.file, folder.root);
  });

  app.get('/remotes.json', async (request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    if (options.remotesJson) return JSON.parse(await readFile(options.remotesJson, 'utf8'));
    // The answer depends on who asks (a candidate's audience): caches keep one per token.
    reply.header('Vary', 'token');
    const token = request.headers.token;
    const caller = await deps.callerOf(typeof token === 'string' ? token : undefined);
    return remotesFor(deps.db, options, caller);
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
