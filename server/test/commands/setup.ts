import { ACME, GLOBEX, type StartedServer } from '../harness';
import { callerApi, startScheduledServer, V12, type CallerApi } from '../triggers/helpers';

export type { Command, CommandRun } from '@console/shared/contract';

/** What a Secret parameter must never be seen as. */
export const API_KEY = 'vault-key-7f3a';

/**
 * A package command of Acme's own with a text and a Secret field, that logs both and answers
 * both (the secret masked by the run), and one that fails.
 */
const GREET = [
  "log('greeting ' + params.greeting)",
  "log('key ' + params.apiKey)",
  "return [message: params.greeting + ' world', key: params.apiKey, input: input]",
].join('\n');
const FIELDS = [
  { name: 'greeting', label: 'Greeting', type: 'Text', required: true },
  { name: 'apiKey', label: 'API key', type: 'Secret' },
];

export interface CommandWorld {
  server: StartedServer;
  acme: CallerApi;
  globex: CallerApi;
  /** Acme's command connector of the greet command, its compose connector, a failing one. */
  greeter: number;
  composer: number;
  broken: number;
  mapping: number;
  theirs: number;
}

/** A server whose schedulers wait for `tick(now)`, with Acme's connectors made. */
export async function commandWorld(): Promise<CommandWorld> {
  const server = await startScheduledServer();
  const acme = callerApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  const globex = callerApi(
    server,
    await server.login(GLOBEX.admin.username, GLOBEX.admin.password),
  );
  const own = (id: string, script: string, paramsMeta: object[]) =>
    acme.ok('POST', '/api/packageCommand', {
      packageId: 'acme-tools',
      id,
      name: id,
      script,
      paramsMeta,
    });
  await own('greet', GREET, FIELDS);
  await own('broken', "log('about to fail')\nfail('the vault is closed')", []);
  const connector = (name: string, commandId: string, parameters: object) =>
    acme.ok<{ id: number }>(
      'POST',
      '/api/connector',
      { name, timeout: 5000, packageId: 'acme-tools', commandId, parameters },
      V12,
    );
  const greeter = (await connector('Greeter', 'greet', { greeting: 'Hello', apiKey: API_KEY })).id;
  const broken = (await connector('Broken', 'broken', {})).id;
  const composer = (
    await acme.ok<{ id: number }>('POST', '/api/composeConnector', {
      name: 'Greet twice',
      timeout: 5000,
      steps: [1, 2].map((n) => ({
        packageCommandInfo: { packageId: 'acme-tools', connectorId: 'greet' },
        commandConnector: { parameters: { greeting: `Hi ${n}`, apiKey: API_KEY } },
      })),
    })
  ).id;
  const mapping = (
    await acme.ok<{ id: number }>('POST', '/api/mappingConnector', {
      name: 'A mapping',
      parameters: { expression: '$' },
    })
  ).id;
  const theirs = (
    await globex.ok<{ id: number }>(
      'POST',
      '/api/connector',
      {
        name: 'Their REST',
        timeout: 5000,
        packageId: 'http',
        commandId: 'request',
        parameters: { url: 'http://127.0.0.1:9/x' },
      },
      V12,
    )
  ).id;
  return { server, acme, globex, greeter, composer, broken, mapping, theirs };
}
