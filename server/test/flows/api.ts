import assert from 'node:assert/strict';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { multipart } from '../as2/multipart';
import { dataOf } from './fixtures';
import type { DeployedFlow, DeployResult, TempFlow } from '@console/shared/contract';

// The wire types the console reads (shared/src/contract/wire/flows.ts).
export type Draft = TempFlow;
export type Deployment = DeployResult;
export type { DeployedFlow };

/** The options of an import of `xml` as the file `fileName`, with the given form fields. */
export function importRequest(
  fileName: string,
  xml: string | Buffer,
  fields: Record<string, string> = {},
) {
  const body = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'flowFile', filename: fileName, content: Buffer.from(xml), contentType: 'text/xml' },
  ]);
  return { method: 'POST' as const, url: '/api/flow/importFlow', ...body };
}

/** Typed wrappers over the flow calls that are expected to succeed, for a test's setup. */
export function flowApi(server: StartedServer, token: string) {
  return {
    createDraft: async (name: string, xml: string) =>
      dataOf<Draft>(
        await server.call(token, { method: 'POST', url: '/api/tempFlow', payload: { name, xml } }),
      ),
    draft: async (id: number) =>
      dataOf<Draft>(await server.call(token, { method: 'GET', url: `/api/tempFlow?id=${id}` })),
    drafts: async () =>
      dataOf<Draft[]>(await server.call(token, { method: 'GET', url: '/api/tempFlows' })),
    undeployed: async () =>
      dataOf<Draft[]>(await server.call(token, { method: 'GET', url: '/api/temporaryFlows' })),
    deploy: async (tempFlowId: number, name = 'Order deployment', extra: object = {}) =>
      dataOf<Deployment>(
        await server.call(token, {
          method: 'POST',
          url: '/api/flow/deploy',
          payload: { tempFlowId, name, ...extra },
        }),
        'Deploy success',
      ),
    /** GET /api/camunda/deployedFlows answers plain JSON (SPEC §8). */
    deployedFlows: async () => {
      const response = await server.call(token, {
        method: 'GET',
        url: '/api/camunda/deployedFlows',
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json() as DeployedFlow[];
    },
    importFlow: async (fileName: string, xml: string, fields: Record<string, string> = {}) =>
      dataOf<Draft>(
        await server.call(token, importRequest(fileName, xml, fields)),
        'Success, please check in undeployed process table',
      ),
  };
}

export type FlowApi = ReturnType<typeof flowApi>;

/** A test server with Acme's admin (token and flow calls) and Globex's admin signed in. */
export async function startFlowServer() {
  const server = await startTestServer();
  const token = await server.login(ACME.admin.username, ACME.admin.password);
  const globexToken = await server.login(GLOBEX.admin.username, GLOBEX.admin.password);
  return {
    server,
    token,
    acme: flowApi(server, token),
    globexToken,
    globex: flowApi(server, globexToken),
  };
}
