/** The command line of `pnpm release` (release.ts), read and checked before anything is done. */
import { VERSION_PATTERN } from '../modules/releases/deployed';

export const RELEASE_USAGE = `Usage:
  pnpm release deploy <remote> [--from <build folder>]   copy a build in as a new version
  pnpm release list                                      areas, versions and who gets which
  pnpm release <remote> <version>                        make a version current
  pnpm release <remote> <version> [--tenants a,b] [--percent N]
                                                         roll a version out as the candidate
  pnpm release promote <remote>                          the candidate becomes current
  pnpm release rollback <remote>                         back to the previous version
  pnpm release withdraw <remote>                         stop giving out the candidate
All commands but deploy call the console at CONSOLE_URL (default http://localhost:8080) as
CONSOLE_USER / CONSOLE_PASSWORD, a sys user of the platform tenant.`;

export type ReleaseCommand =
  | { kind: 'help' }
  | { kind: 'deploy'; remote: string; from: string | undefined }
  | { kind: 'list' }
  | { kind: 'promote' | 'rollback' | 'withdraw'; remote: string }
  | {
      kind: 'release';
      remote: string;
      version: string;
      tenants: Array<number | string> | undefined;
      percent: number | undefined;
    };

/**
 * A command line refused before any change or call. `usage` marks a malformed one (exit 2,
 * with the usage text); the others are refused values (exit 1).
 */
export class ReleaseRefusal extends Error {
  constructor(
    message: string,
    readonly usage = false,
  ) {
    super(message);
  }
}

/** A federation name, as area.json declares it (shared/src/contract/area.ts). */
export const REMOTE_NAME = /^[a-z][a-z0-9_]*$/;
/** The server's own words for a bad percentage (modules/releases), said before calling it. */
export const PERCENT_MESSAGE = 'The percentage must be a whole number from 0 to 100';

const ACTIONS = ['promote', 'rollback', 'withdraw'] as const;
const FLAGS_OF: Record<string, string[]> = {
  deploy: ['--from'],
  release: ['--tenants', '--percent'],
};

/** Splits `--name value` and `--name=value` options from the positional words. */
function splitOptions(args: string[], allowed: string[]) {
  const words: string[] = [];
  const options = new Map<string, string>();
  for (let at = 0; at < args.length; at++) {
    const arg = args[at];
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const [name, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    if (!allowed.includes(name)) throw new ReleaseRefusal(`Unknown option ${name}`, true);
    const value = inline ?? args[++at];
    if (value === undefined || value === '')
      throw new ReleaseRefusal(`${name} needs a value`, true);
    options.set(name, value);
  }
  return { words, options };
}

function remoteName(word: string | undefined, command: string) {
  if (!word) throw new ReleaseRefusal(`${command} needs a remote`, true);
  if (!REMOTE_NAME.test(word)) throw new ReleaseRefusal(`${word} is not a remote's name`);
  return word;
}

function percentOf(value: string | undefined) {
  if (value === undefined) return undefined;
  const percent = Number(value);
  if (!/^\d+$/.test(value) || percent > 100) throw new ReleaseRefusal(PERCENT_MESSAGE);
  return percent;
}

/** Tenants by BP id (digits) or exact BP name, comma-separated. */
function tenantsOf(value: string | undefined) {
  if (value === undefined) return undefined;
  const tenants = value
    .split(',')
    .map((tenant) => tenant.trim())
    .filter(Boolean)
    .map((tenant) => (/^\d+$/.test(tenant) ? Number(tenant) : tenant));
  if (!tenants.length) throw new ReleaseRefusal('--tenants needs at least one tenant', true);
  return tenants;
}

function noMoreWords(words: string[], from: number) {
  if (words.length > from) throw new ReleaseRefusal(`Unexpected ${words[from]}`, true);
}

export function parseReleaseArgs(argv: string[]): ReleaseCommand {
  // pnpm may pass its `--` separator through.
  const args = argv.filter((arg) => arg !== '--');
  const [first] = args;
  if (!first || ['help', '--help', '-h'].includes(first)) return { kind: 'help' };
  if (first === 'deploy') {
    const { words, options } = splitOptions(args.slice(1), FLAGS_OF.deploy);
    noMoreWords(words, 1);
    return { kind: 'deploy', remote: remoteName(words[0], 'deploy'), from: options.get('--from') };
  }
  if (first === 'list') {
    const { words } = splitOptions(args.slice(1), []);
    noMoreWords(words, 0);
    return { kind: 'list' };
  }
  const action = ACTIONS.find((name) => name === first);
  if (action) {
    const { words } = splitOptions(args.slice(1), []);
    noMoreWords(words, 1);
    return { kind: action, remote: remoteName(words[0], action) };
  }
  if (first.startsWith('-')) throw new ReleaseRefusal(`Unknown option ${first}`, true);
  const { words, options } = splitOptions(args, FLAGS_OF.release);
  const [remote, version] = words;
  if (words.length === 1) throw new ReleaseRefusal(`Unknown command ${remote}`, true);
  noMoreWords(words, 2);
  if (!VERSION_PATTERN.test(version)) {
    throw new ReleaseRefusal(`${version} is not a version (such as 0.1.0 or 0.1.0+v2)`);
  }
  return {
    kind: 'release',
    remote: remoteName(remote, 'release'),
    version,
    tenants: tenantsOf(options.get('--tenants')),
    percent: percentOf(options.get('--percent')),
  };
}
