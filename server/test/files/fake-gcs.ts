import { CRC32C } from '@google-cloud/storage';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const crc32cOf = (content: Buffer) => {
  const crc = new CRC32C();
  crc.update(content);
  return crc.toString();
};

interface StoredObject {
  content: Buffer;
  generation: number;
  timeCreated: string;
  updated: string;
}

/**
 * A stand-in for the part of Google Cloud Storage's JSON API that the GCS driver uses (list
 * with prefix and delimiter, metadata, simple multipart upload with ifGenerationMatch, media
 * download, rewrite, delete), so the driver's own code runs in the tests. It is not an
 * emulator: one bucket, in memory, no auth.
 */
export async function startFakeGcs(bucket: string) {
  const objects = new Map<string, StoredObject>();
  let generation = 1;

  const metadataOf = (name: string, stored: StoredObject) => ({
    kind: 'storage#object',
    bucket,
    name,
    size: String(stored.content.length),
    generation: String(stored.generation),
    timeCreated: stored.timeCreated,
    updated: stored.updated,
    md5Hash: createHash('md5').update(stored.content).digest('base64'),
    crc32c: crc32cOf(stored.content),
  });

  const send = (response: http.ServerResponse, status: number, body?: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body === undefined ? '' : JSON.stringify(body));
  };
  const missing = (response: http.ServerResponse, name: string) =>
    send(response, 404, { error: { code: 404, message: `No such object: ${bucket}/${name}` } });

  function list(url: URL, response: http.ServerResponse) {
    const prefix = url.searchParams.get('prefix') ?? '';
    const delimiter = url.searchParams.get('delimiter');
    const names = [...objects.keys()].filter((name) => name.startsWith(prefix)).sort();
    const items: string[] = [];
    const prefixes = new Set<string>();
    for (const name of names) {
      const cut = delimiter ? name.indexOf(delimiter, prefix.length) : -1;
      if (cut >= 0) prefixes.add(name.slice(0, cut + 1));
      else items.push(name);
    }
    const start = Number(url.searchParams.get('pageToken') ?? 0);
    const size = Number(url.searchParams.get('maxResults') ?? 1000);
    const page = items.slice(start, start + size);
    send(response, 200, {
      kind: 'storage#objects',
      items: page.map((name) => metadataOf(name, objects.get(name)!)),
      prefixes: start === 0 ? [...prefixes] : [],
      ...(start + size < items.length ? { nextPageToken: String(start + size) } : {}),
    });
  }

  /** The media part of a multipart/related upload (the second part, after the metadata). */
  function mediaOf(body: Buffer, contentType: string) {
    const boundary = `--${/boundary=("?)([^";]+)\1/.exec(contentType)?.[2]}`;
    const parts: Buffer[] = [];
    let at = body.indexOf(boundary);
    while (at >= 0) {
      const next = body.indexOf(boundary, at + boundary.length);
      if (next < 0) break;
      parts.push(body.subarray(at + boundary.length, next));
      at = next;
    }
    const media = parts[1];
    const headerEnd = media.indexOf('\r\n\r\n');
    return media.subarray(headerEnd + 4, media.length - 2);
  }

  function upload(
    url: URL,
    request: http.IncomingMessage,
    body: Buffer,
    response: http.ServerResponse,
  ) {
    const name = url.searchParams.get('name') ?? '';
    const ifGeneration = url.searchParams.get('ifGenerationMatch');
    const existing = objects.get(name);
    if (ifGeneration === '0' && existing) {
      send(response, 412, { error: { code: 412, message: 'Precondition Failed' } });
      return;
    }
    const now = new Date().toISOString();
    const stored = {
      content: mediaOf(body, String(request.headers['content-type'])),
      generation: generation++,
      timeCreated: existing?.timeCreated ?? now,
      updated: now,
    };
    objects.set(name, stored);
    send(response, 200, metadataOf(name, stored));
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const body = Buffer.concat(chunks);
      if (url.pathname === `/upload/storage/v1/b/${bucket}/o`)
        return upload(url, request, body, response);
      const base = `/storage/v1/b/${bucket}/o`;
      if (url.pathname === base && request.method === 'GET') return list(url, response);
      const rest = url.pathname.slice(base.length + 1).split('/rewriteTo/b/');
      const name = decodeURIComponent(rest[0]);
      const stored = objects.get(name);
      if (rest.length === 2) {
        if (!stored) return missing(response, name);
        const target = decodeURIComponent(rest[1].slice(`${bucket}/o/`.length));
        const copy = { ...stored, generation: generation++, updated: new Date().toISOString() };
        objects.set(target, copy);
        const meta = metadataOf(target, copy);
        return send(response, 200, {
          kind: 'storage#rewriteResponse',
          done: true,
          resource: meta,
          objectSize: meta.size,
          totalBytesRewritten: meta.size,
        });
      }
      if (!stored) return missing(response, name);
      if (request.method === 'DELETE') {
        objects.delete(name);
        response.writeHead(204).end();
        return;
      }
      if (url.searchParams.get('alt') === 'media') {
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        response.end(stored.content);
        return;
      }
      send(response, 200, metadataOf(name, stored));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
