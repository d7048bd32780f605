/**
 * The release commands that go through the running console's API (GET/POST /api/releases…,
 * modules/releases/routes.ts), signed in as a sys user of the platform tenant.
 *
 * Not under the egress policy (http/egress.ts): that policy guards the connections a tenant's
 * configuration can aim from inside the server; this is an operator's command, run on a
 * machine of theirs, calling the console they name in CONSOLE_URL.
 */
import type { AreaRelease, Envelope, ReleaseRequest, ReleasesView } from '@console/shared/contract';
import { ReleaseRefusal, type ReleaseCommand } from './release-args';

export interface ConsoleAccess {
  url: string;
  username: string;
  password: string;
}

/** The console to call, from CONSOLE_URL, CONSOLE_USER and CONSOLE_PASSWORD. */
export function consoleAccess(env: NodeJS.ProcessEnv): ConsoleAccess {
  const { CONSOLE_USER: username, CONSOLE_PASSWORD: password } = env;
  if (!username || !password) {
    throw new ReleaseRefusal(
      'Set CONSOLE_USER and CONSOLE_PASSWORD to a sys user of the platform tenant',
    );
  }
  return {
    url: (env.CONSOLE_URL || 'http://localhost:8080').replace(/\/+$/, ''),
    username,
    password,
  };
}

/** One call; the server's `msg` becomes the refusal when it says no. */
async function call<T>(
  access: ConsoleAccess,
  token: string | null,
  method: string,
  route: string,
  body?: unknown,
) {
  let response: Response;
  try {
    response = await fetch(`${access.url}${route}`, {
      method,
      headers: {
        ...(token ? { token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ReleaseRefusal(`No console answers at ${access.url}: is it running? (CONSOLE_URL)`);
  }
  const text = await response.text();
  let envelope: Envelope<T> | undefined;
  try {
    envelope = JSON.parse(text) as Envelope<T>;
  } catch {
    envelope = undefined;
  }
  if (!response.ok || !envelope) {
    throw new ReleaseRefusal(envelope?.msg || `${method} ${route}: HTTP ${response.status}`);
  }
  return envelope.data;
}

const area = (remote: string) => `/api/releases/${encodeURIComponent(remote)}`;

function audienceOf(candidate: NonNullable<AreaRelease['candidate']>) {
  const parts = [
    ...(candidate.tenants.length
      ? [candidate.tenants.map((tenant) => tenant.name).join(', ')]
      : []),
    ...(candidate.percent !== null ? [`${candidate.percent} % of users`] : []),
  ];
  return parts.join(' and ') || 'nobody';
}

/** `list`: one line per area, then one per deployed version. */
function listLines(view: ReleasesView) {
  const lines = [`Host contract: @console/shared ${view.hostContract ?? 'unknown'}`];
  for (const release of view.areas) {
    const candidate = release.candidate
      ? `, candidate ${release.candidate.version} for ${audienceOf(release.candidate)}`
      : '';
    lines.push(
      `${release.remote}: current ${release.current}, previous ${release.previous ?? '-'}${candidate}`,
    );
    if (release.withdrawn) {
      lines.push(`  withdrawn ${release.withdrawn.version}: ${release.withdrawn.reason}`);
    }
    for (const version of release.versions) {
      const notes = [
        version.serving,
        version.fits ? null : `needs @console/shared ${version.contract}`,
        `${version.loads} loads, ${version.failures} failures in the last hour`,
      ].filter(Boolean);
      lines.push(`  ${version.version}  (${notes.join('; ')})`);
    }
  }
  return lines;
}

/** What a change did, in one line. */
function outcomeLine(command: ReleaseCommand, release: AreaRelease) {
  const previous = release.previous ? ` (previous ${release.previous})` : '';
  switch (command.kind) {
    case 'release':
      return release.candidate && (command.tenants || command.percent !== undefined)
        ? `${release.remote} ${release.candidate.version} is the candidate for ${audienceOf(release.candidate)}; ${release.current} stays current`
        : `${release.remote} ${release.current} is current${previous}`;
    case 'promote':
      return `${release.remote} ${release.current} is promoted to current${previous}`;
    case 'rollback':
      return `${release.remote} is rolled back to ${release.current}${release.previous ? ` from ${release.previous}` : ''}`;
    case 'withdraw':
      return `${release.remote} ${release.withdrawn?.version ?? ''} is withdrawn; everyone gets ${release.current}`;
    default:
      return '';
  }
}

/** Runs one API command; returns the lines to print. */
export async function runApiCommand(command: ReleaseCommand, access: ConsoleAccess) {
  const { token } = await call<{ token: string }>(access, null, 'POST', '/api/login', {
    username: access.username,
    password: access.password,
  }).catch((error: unknown) => {
    throw error instanceof ReleaseRefusal
      ? new ReleaseRefusal(`Sign-in as ${access.username} failed: ${error.message}`)
      : error;
  });
  try {
    return await commandLines(command, access, token);
  } finally {
    // The token would stay valid for hours unused: revoke it (a failure here changes nothing).
    await call(access, token, 'POST', '/api/logout').catch(() => undefined);
  }
}

async function commandLines(command: ReleaseCommand, access: ConsoleAccess, token: string) {
  if (command.kind === 'list') {
    return listLines(await call<ReleasesView>(access, token, 'GET', '/api/releases'));
  }
  if (command.kind === 'release') {
    const body: ReleaseRequest = {
      version: command.version,
      ...(command.tenants ? { tenants: command.tenants } : {}),
      ...(command.percent !== undefined ? { percent: command.percent } : {}),
    };
    const release = await call<AreaRelease>(access, token, 'POST', area(command.remote), body);
    return [outcomeLine(command, release)];
  }
  if (command.kind === 'promote' || command.kind === 'rollback' || command.kind === 'withdraw') {
    const route = `${area(command.remote)}/${command.kind}`;
    return [outcomeLine(command, await call<AreaRelease>(access, token, 'POST', route))];
  }
  return [];
}
