import type {
  FileAuditEntry,
  FileEntry,
  FileListQuery,
  FilePage,
  RemoveStatus,
  StoreUrls,
  TrashEntry,
  UploadResult,
} from '@console/shared/contract';
import type { LightMyRequestResponse } from 'fastify';
import { multipart } from '../as2/multipart';
import type { StartedServer } from '../harness';

export {
  CLOUD_STORE_URLS as CLOUD_PATHS,
  FILE_STORE_URLS as FILE_PATHS,
} from '@console/shared/contract';

type Data<T> = { response: LightMyRequestResponse; data: T };

const query = (values: object) =>
  new URLSearchParams(
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();

/** The calls of one store, as one caller. */
export function storeApi(server: () => StartedServer, token: () => string, paths: StoreUrls) {
  const send = async <T>(options: Parameters<StartedServer['call']>[1]): Promise<Data<T>> => {
    const response = await server().call(token(), options);
    const body = response.headers['content-type']?.toString().includes('json')
      ? (response.json() as { data: T })
      : undefined;
    return { response, data: body?.data as T };
  };
  return {
    list: (q: FileListQuery) => send<FilePage>({ method: 'GET', url: `${paths.list}?${query(q)}` }),
    upload: (
      folder: string,
      fileName: string,
      content: Buffer,
      fields: Record<string, string> = {},
    ) => {
      const body = multipart([
        { name: 'path', value: folder },
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        { name: 'file', filename: fileName, content },
      ]);
      return send<UploadResult>({ method: 'POST', url: paths.upload, ...body });
    },
    download: (path: string) =>
      server().call(token(), { method: 'GET', url: `${paths.download}?${query({ path })}` }),
    mkdir: (path: string, name: string) =>
      send<FileEntry>({ method: 'POST', url: paths.mkdir, payload: { path, name } }),
    remove: (paths_: string[]) =>
      send<RemoveStatus[]>({ method: 'POST', url: paths.batchRemove, payload: { paths: paths_ } }),
    trash: () => send<TrashEntry[]>({ method: 'GET', url: paths.trash }),
    restore: (id: number) =>
      send<FileEntry>({ method: 'POST', url: paths.restore, payload: { id } }),
    audit: (path: string) =>
      send<FileAuditEntry[]>({ method: 'GET', url: `${paths.audit}?${query({ path })}` }),
  };
}

export type StoreApi = ReturnType<typeof storeApi>;

/** The names of a folder's first page. */
export async function namesIn(api: StoreApi, path: string) {
  const { data } = await api.list({ path, limit: 1000 });
  return data.entries.map((entry) => entry.name);
}
