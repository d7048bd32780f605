/**
 * @jest-environment node
 */
import {
  contractProblem,
  diffSurface,
  requiredBump,
  type ContractSnapshot,
  type Surface,
} from './contract-diff';

const base: Surface = {
  '.': {
    formatBytes: { kind: 'function', type: '(bytes: number) => string' },
    Partner: { kind: 'interface', type: 'Partner', members: ['id: number', 'name: string'] },
  },
  './ui': { LoadError: { kind: 'function', type: '(props: LoadErrorProps) => Element' } },
};

/** The base surface with some names replaced or removed (undefined) in the `.` entry. */
const withRoot = (names: Record<string, Surface[string][string] | undefined>): Surface => {
  const root = { ...base['.'], ...names };
  for (const [name, value] of Object.entries(names)) if (!value) delete root[name];
  return { ...base, '.': root as Surface[string] };
};

const COMMAND = 'pnpm --filter @console/shared contract:update';
const problem = (version: string, surface: Surface) =>
  contractProblem({ version: '1.0.0', surface: base }, { version, surface }, COMMAND);

describe('diffSurface and requiredBump', () => {
  it('finds no difference and needs no bump when nothing changed', () => {
    const diff = diffSurface(base, structuredClone(base));
    expect(diff).toEqual({ added: [], removed: [], extended: [], changed: [] });
    expect(requiredBump(diff)).toBe('none');
  });

  it('calls a new export a minor change, naming it with its entry', () => {
    const diff = diffSurface(base, {
      ...base,
      './ui': { ...base['./ui'], FormModal: { kind: 'function', type: '() => Element' } },
    });
    expect(diff.added).toEqual(['@console/shared/ui FormModal']);
    expect(requiredBump(diff)).toBe('minor');
  });

  it('calls a removed export a major change', () => {
    const diff = diffSurface(base, withRoot({ formatBytes: undefined }));
    expect(diff.removed).toEqual(['@console/shared formatBytes']);
    expect(requiredBump(diff)).toBe('major');
  });

  it('calls a changed member a major change and says which lines changed', () => {
    const partner = {
      kind: 'interface',
      type: 'Partner',
      members: ['id: number', 'name?: string'],
    };
    const diff = diffSurface(base, withRoot({ Partner: partner }));
    expect(diff.changed).toEqual([
      { name: '@console/shared Partner', lines: ['- name: string', '+ name?: string'] },
    ]);
    expect(requiredBump(diff)).toBe('major');
  });

  it('calls a new optional member of a type a minor change, a new required one a major one', () => {
    const withMember = (member: string) =>
      withRoot({
        Partner: { ...base['.'].Partner, members: ['id: number', 'name: string', member] },
      });
    const optional = diffSurface(base, withMember('readonly tags?: string[]'));
    expect(optional.extended).toEqual([
      { name: '@console/shared Partner', lines: ['+ readonly tags?: string[]'] },
    ]);
    expect(requiredBump(optional)).toBe('minor');
    const required = diffSurface(base, withMember('tags: string[]'));
    expect(required.changed.map((change) => change.name)).toEqual(['@console/shared Partner']);
    expect(requiredBump(required)).toBe('major');
  });

  it('calls a new key of a constant object (an i18n bundle) a minor change', () => {
    const bundle = (members: string[]) => ({ kind: 'const', type: '{ … }', members });
    const before = withRoot({ commonEnUS: bundle(['actions: { … }', 'actions.save: string']) });
    const after = withRoot({
      commonEnUS: bundle(['actions: { … }', 'actions.save: string', 'actions.edit: string']),
    });
    expect(requiredBump(diffSurface(before, after))).toBe('minor');
    // The same key removed, or its type changed, is a major change.
    expect(requiredBump(diffSurface(after, before))).toBe('major');
    const retyped = withRoot({ commonEnUS: bundle(['actions: { … }', 'actions.save: number']) });
    expect(requiredBump(diffSurface(before, retyped))).toBe('major');
  });

  it('calls a new call signature of a type a major change', () => {
    const callable = diffSurface(
      base,
      withRoot({
        Partner: {
          ...base['.'].Partner,
          members: ['id: number', 'name: string', 'call (a?: number) => void'],
        },
      }),
    );
    expect(requiredBump(callable)).toBe('major');
  });

  it('calls a change of kind a change, and an added plus a changed name major', () => {
    const diff = diffSurface(
      base,
      withRoot({
        formatBytes: { kind: 'const', type: '(bytes: number) => string' },
        newHelper: { kind: 'const', type: '1' },
      }),
    );
    expect(diff.changed.map((change) => change.name)).toEqual(['@console/shared formatBytes']);
    expect(requiredBump(diff)).toBe('major');
  });
});

describe('contractProblem', () => {
  const added = withRoot({ newHelper: { kind: 'const', type: '1' } });
  const removed = withRoot({ formatBytes: undefined });

  it('passes an unchanged surface whatever the version', () => {
    expect(problem('1.0.0', base)).toBeNull();
    expect(problem('1.0.1', base)).toBeNull();
  });

  it('refuses a new export without a minor bump, naming it, the bump and the command', () => {
    const message = problem('1.0.1', added);
    expect(message).toContain('added    @console/shared newHelper');
    expect(message).toContain('A minor change needs a version of at least 1.1.0');
    expect(message).toContain('shared/package.json says 1.0.1');
    expect(message).toContain(COMMAND);
  });

  it('refuses a removed export with only a minor bump', () => {
    const message = problem('1.1.0', removed);
    expect(message).toContain('removed  @console/shared formatBytes');
    expect(message).toContain('A major change needs a version of at least 2.0.0');
  });

  it('refuses a bumped version whose snapshot was not refreshed, with the command', () => {
    for (const [version, surface] of [
      ['1.1.0', added],
      ['2.0.0', removed],
      ['2.0.0', added],
    ] as const) {
      const message = problem(version, surface);
      expect(message).toContain(`(${version}) is bumped enough, but the snapshot is not refreshed`);
      expect(message).toContain(COMMAND);
    }
  });

  it('refuses a version that is not a semver version', () => {
    expect(problem('next', added)).toContain('shared/package.json says next');
  });

  it('passes once the snapshot is refreshed for the bumped version', () => {
    const refreshed: ContractSnapshot = { version: '1.1.0', surface: added };
    expect(contractProblem(refreshed, { version: '1.1.0', surface: added }, COMMAND)).toBeNull();
  });
});
