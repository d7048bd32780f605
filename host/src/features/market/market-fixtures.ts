import type { MarketCommand, MarketPackage } from '@console/shared';

const command = (id: string, name: string, description: string): MarketCommand => ({
  id,
  name,
  description,
  paramsMeta: [{ name: 'url', label: 'URL', type: 'Text', required: true }],
});

const REQUEST = command('request', 'REST call', 'Calls a URL');
const GRAPHQL = command('graphql', 'GraphQL query', 'Posts a query');
const TEMPLATE = command('template', 'Fill a template', 'Fills placeholders');
const SPLIT = command('split', 'Split', 'Cuts a text at a separator');

const install = (version: string) => ({
  version,
  installedAt: '2026-11-01T08:00:00.000Z',
  installedBy: 'platform',
  changedAt: '2026-11-01T08:00:00.000Z',
  changedBy: 'platform',
});

/** HTTP installed at 1.0.0 with 1.1.0 out (one connector follows a changed command). */
export const httpPackage = (overrides: Partial<MarketPackage> = {}): MarketPackage => ({
  id: 'http',
  name: 'HTTP',
  description: 'REST and SOAP calls',
  latestVersion: '1.1.0',
  defaultVersion: '1.0.0',
  versions: [
    {
      version: '1.0.0',
      releasedAt: '2026-06-01',
      changelog: 'The first release',
      commands: [REQUEST],
    },
    {
      version: '1.1.0',
      releasedAt: '2026-11-20',
      changelog: 'Adds GraphQL queries',
      commands: [REQUEST, GRAPHQL],
    },
  ],
  installed: install('1.0.0'),
  usedBy: { request: ['Orders API'] },
  upgrade: {
    from: '1.0.0',
    to: '1.1.0',
    added: ['graphql'],
    changed: ['request'],
    removed: [],
    following: ['Orders API'],
    blocking: [],
  },
  ...overrides,
});

/** Text tools, not installed. */
export const textPackage = (overrides: Partial<MarketPackage> = {}): MarketPackage => ({
  id: 'text',
  name: 'Text tools',
  description: 'Templates and splitting of text variables',
  latestVersion: '1.1.0',
  defaultVersion: null,
  versions: [
    {
      version: '1.0.0',
      releasedAt: '2026-06-01',
      changelog: 'The first release',
      commands: [TEMPLATE],
    },
    {
      version: '1.1.0',
      releasedAt: '2026-11-20',
      changelog: 'Adds Split',
      commands: [TEMPLATE, SPLIT],
    },
  ],
  installed: null,
  usedBy: {},
  upgrade: null,
  ...overrides,
});

export const installedAt = install;
