import type { AreaRelease, ReleasesView, VersionStats } from '@console/shared';

export const version = (overrides: Partial<VersionStats> = {}): VersionStats => ({
  version: '0.1.0',
  contract: '^1.0.0',
  fits: true,
  deployedAt: '2026-11-20T08:00:00.000Z',
  loads: 0,
  failures: 0,
  serving: null,
  ...overrides,
});

/** partners: v2 a candidate for northwind and 10 % of users, v1 current, a v3 that needs more. */
export const partnersArea = (overrides: Partial<AreaRelease> = {}): AreaRelease => ({
  remote: 'partners',
  current: '0.1.0+v1',
  previous: '0.1.0',
  candidate: {
    version: '0.1.0+v2',
    tenants: [{ id: 7, name: 'northwind' }],
    percent: 10,
    since: '2026-11-27T09:30:00.000Z',
  },
  withdrawn: null,
  versions: [
    version({ version: '0.2.0', contract: '^1.1.0', fits: false }),
    version({ version: '0.1.0+v2', loads: 12, failures: 2, serving: 'candidate' }),
    version({ version: '0.1.0+v1', loads: 340, serving: 'current' }),
    version({ version: '0.1.0', contract: null }),
  ],
  ...overrides,
});

/** files: one version, nothing to promote, roll back or withdraw; a candidate was withdrawn. */
export const filesArea = (overrides: Partial<AreaRelease> = {}): AreaRelease => ({
  remote: 'files',
  current: '0.1.0',
  previous: null,
  candidate: null,
  withdrawn: {
    version: '0.1.1',
    reason:
      'Withdrawn automatically: 3 users could not load it in the last hour (last error: boom)',
    at: '2026-11-27T10:15:00.000Z',
  },
  versions: [version({ serving: 'current', loads: 5 })],
  ...overrides,
});

export const releasesView = (overrides: Partial<ReleasesView> = {}): ReleasesView => ({
  hostContract: '1.0.0',
  failureUsers: 3,
  tenants: [
    { id: 1, name: 'platform' },
    { id: 7, name: 'northwind' },
    { id: 9, name: 'contoso' },
  ],
  areas: [partnersArea(), filesArea()],
  ...overrides,
});
