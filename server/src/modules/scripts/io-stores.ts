import { FILE_LIMITS } from '@console/shared/contract';
import type { FileStore } from '../files/store';
import type { HostOp } from './pure-ops';

async function textOf(body: NodeJS.ReadableStream | Buffer): Promise<string> {
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** files.read, files.write and files.list: the tenant's own file store, under its rules. */
export function fileOps(store: FileStore, tenant: number): Record<string, HostOp> {
  return {
    'files.read': async ([path]) => textOf((await store.download(tenant, String(path))).body),
    'files.write': async ([path, content]) => {
      const full = String(path);
      const cut = full.lastIndexOf('/');
      const result = await store.upload(
        { tenant, username: 'connector' },
        {
          folder: full.slice(0, cut + 1),
          fileName: full.slice(cut + 1),
          content: Buffer.from(typeof content === 'string' ? content : JSON.stringify(content)),
          overwrite: true,
        },
      );
      return { path: result.path, size: result.size };
    },
    'files.list': async ([folder]) => {
      const page = await store.list(tenant, { path: String(folder), limit: FILE_LIMITS.pageMax });
      return page.entries.map(({ name, type, size, updateTime }) => ({
        name,
        type,
        size,
        updateTime,
      }));
    },
  };
}
