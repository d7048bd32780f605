import type { FactoryEntry, FactoryTag } from '@console/shared/contract';
import assert from 'node:assert/strict';
import { multipart } from '../as2/multipart';
import type { StartedServer } from '../harness';

export type Envelope<T> = { code: number; msg: string; data: T };
export type Entry = FactoryEntry;
export type Tag = FactoryTag;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The factory's calls for one signed-in user, answering the raw response or its data. */
export function factoryApi(server: StartedServer, token: string) {
  const call = (method: Method, url: string, payload?: object) =>
    server.call(token, { method, url, payload });
  async function ok<T>(method: Method, url: string, payload?: object) {
    const response = await call(method, url, payload);
    assert.equal(response.statusCode, 200, `${method} ${url}: ${response.body}`);
    return (response.json() as Envelope<T>).data;
  }
  const upload = (
    fileName: string,
    content: string | Buffer,
    fields: Record<string, string> = {},
  ) =>
    server.call(token, {
      method: 'POST',
      url: '/api/bpmnUpload',
      ...multipart([
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        {
          name: 'file',
          filename: fileName,
          content: Buffer.isBuffer(content) ? content : Buffer.from(content),
          contentType: 'text/xml',
        },
      ]),
    });
  return {
    call,
    ok,
    upload,
    /** An upload that must succeed: the new entry. */
    uploaded: async (fileName: string, content: string, fields: Record<string, string> = {}) => {
      const response = await upload(fileName, content, fields);
      assert.equal(response.statusCode, 200, `upload ${fileName}: ${response.body}`);
      return (response.json() as Envelope<Entry>).data;
    },
    tags: () => ok<Tag[]>('GET', '/api/tags'),
    folder: (dir = '') => ok<Entry[]>('GET', `/api/bpmnFileList?dir=${encodeURIComponent(dir)}`),
    mkdir: (dir: string, name: string) => ok<Entry>('POST', '/api/bpmnDir', { dir, name }),
    tagged: (...tags: string[]) =>
      ok<Entry[]>(
        'GET',
        `/api/bpmnFiles?${tags.map((tag) => `tag=${encodeURIComponent(tag)}`).join('&')}`,
      ),
  };
}

/** The status and message of a refused call. */
export const refusal = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  msg: (response.json() as Envelope<null>).msg,
});
