import type { RemoteEntry } from '@console/shared/contract';
import { chooseVersion, describeChoice, fits } from './version-choice';

const ref = (version: string, contract: string | null) => ({
  version,
  entry: `/remotes/partners/${version}/mf-manifest.json`,
  contract,
});
const v1 = ref('0.1.0+v1', '^1.0.0');
const v2 = ref('0.1.0+v2', '^1.0.0');
const future = ref('0.1.0+future', '^1.1.0');
const old = ref('0.0.9', null);

/** The entry /remotes.json gives: the caller's version, and every deployed one newest first. */
const entryFor = (served: ReturnType<typeof ref>, versions = [future, v2, v1, old]) => ({
  name: 'partners',
  ...served,
  versions,
});

describe('fits', () => {
  it('checks the host against the range a build needs; no range fits any host', () => {
    expect(fits('^1.0.0', '1.0.0')).toBe(true);
    expect(fits('^1.0.0', '1.4.2')).toBe(true);
    expect(fits('^1.1.0', '1.0.0')).toBe(false);
    expect(fits('^2.0.0', '1.9.0')).toBe(false);
    expect(fits(null, '1.0.0')).toBe(true);
    expect(fits(undefined, '1.0.0')).toBe(true);
    expect(fits('not a range', '1.0.0')).toBe(false);
  });
});

describe('chooseVersion', () => {
  it('loads the version the catalog names when it fits, skipping nothing', () => {
    expect(chooseVersion(entryFor(v2), '1.0.0')).toEqual({
      load: { version: '0.1.0+v2', entry: v2.entry },
      skipped: null,
    });
  });

  it('falls back to the newest other version that fits, and says what it skipped', () => {
    const choice = chooseVersion(entryFor(future), '1.0.0');
    expect(choice.load).toEqual({ version: '0.1.0+v2', entry: v2.entry });
    expect(choice.skipped).toEqual({ version: '0.1.0+future', contract: '^1.1.0', host: '1.0.0' });
    expect(describeChoice('partners', choice)).toBe(
      'partners 0.1.0+v2 (0.1.0+future needs @console/shared ^1.1.0; this host has 1.0.0)',
    );
  });

  it('takes a version with no recorded contract as a fallback', () => {
    const choice = chooseVersion(
      entryFor(future, [future, ref('0.1.0+v3', '^3.0.0'), old]),
      '1.0.0',
    );
    expect(choice.load?.version).toBe('0.0.9');
  });

  it('loads none when no version fits, and says why', () => {
    const choice = chooseVersion(entryFor(future, [future]), '1.0.0');
    expect(choice).toEqual({
      load: null,
      skipped: { version: '0.1.0+future', contract: '^1.1.0', host: '1.0.0' },
    });
    expect(describeChoice('partners', choice)).toBe(
      'partners none (0.1.0+future needs @console/shared ^1.1.0; this host has 1.0.0)',
    );
    // An entry without the list of versions (a REMOTES_JSON file) has no fallback either.
    expect(chooseVersion({ ...future, name: 'partners' }, '1.0.0').load).toBeNull();
  });

  it('loads an entry that records neither version nor contract as it is', () => {
    const plain: RemoteEntry = { name: 'partners', entry: '/remotes/partners/mf-manifest.json' };
    const choice = chooseVersion(plain, '1.0.0');
    expect(choice).toEqual({ load: { version: undefined, entry: plain.entry }, skipped: null });
    expect(describeChoice('partners', choice)).toBe('partners');
  });
});
