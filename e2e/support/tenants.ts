import type { APIRequestContext } from '@playwright/test';

type Envelope<T> = { code: number; data: T };

/** A new BP (tenant) with an administrator, made by the system user through the API. */
export async function newTenantAdmin(request: APIRequestContext, sysToken: string, stamp: string) {
  const headers = { token: sysToken };
  const data = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    if (!response.ok()) throw new Error(`${response.url()}: ${await response.text()}`);
    return ((await response.json()) as Envelope<T>).data;
  };
  // The tenant tree's root group (GET /api/all_bpg answers one GroupNode).
  const group = await data<{ id: number }>(await request.get('/api/all_bpg', { headers }));
  const partner = await data<{ id: number }>(
    await request.post(`/api/bp?bpgId=${group.id}`, {
      headers,
      data: { name: `Tenant ${stamp}`, email: `t-${stamp}@tenant.test` },
    }),
  );
  const roles = await data<{ id: number; roleName: string }[]>(
    await request.get('/api/roles', { headers }),
  );
  const admin = roles.find((role) => role.roleName === 'admin');
  const user = { username: `adm${stamp}`, password: `pass-${stamp}-word` };
  await data(
    await request.post('/api/bpUser', {
      headers,
      data: {
        bpId: partner.id,
        ...user,
        email: `adm-${stamp}@tenant.test`,
        roleIds: [admin?.id],
      },
    }),
  );
  return user;
}
