import assert from 'node:assert/strict';
import type { StartedServer } from '../harness';

/** Small typed wrappers over the partner calls, for building a tree in a test's setup. */
export function partnerApi(server: StartedServer, token: string) {
  const ok = async <T>(method: 'POST' | 'PUT', url: string, payload: object): Promise<T> => {
    const response = await server.call(token, { method, url, payload });
    assert.equal(response.statusCode, 200, `${method} ${url}: ${response.body}`);
    return (response.json() as { data: T }).data;
  };
  return {
    group: (parentId: number, name: string, description = `${name} group`) =>
      ok<{ id: number; name: string; parentId: number }>('POST', `/api/bpg?parentId=${parentId}`, {
        name,
        description,
      }),
    partner: (
      bpgId: number,
      name: string,
      email = `edi@${name.toLowerCase().replace(/\W+/g, '')}.example`,
    ) =>
      ok<{ id: number; name: string; email: string; bpgId: number }>(
        'POST',
        `/api/bp?bpgId=${bpgId}`,
        { name, email },
      ),
    user: (bpId: number, username: string, roleIds: number[], password = `${username}-pass`) =>
      ok<{ id: number; username: string }>('POST', '/api/bpUser', {
        bpId,
        username,
        password,
        email: `${username}@example.com`,
        roleIds,
      }),
  };
}
