import { RELEASE_MESSAGE_MAX } from '@console/shared/contract';
import { waitFor } from '@testing-library/react';
import { loadRouteModule } from './loader';
import { useRemotes } from './store';
import {
  fakeRemote,
  mockPlatform,
  resetStores,
  setupHostI18n,
  signInAs,
} from '../testing/host-test-utils';
import { TEST_AREAS } from '../testing/areas';

jest.mock('./loader', () => ({ loadRouteModule: jest.fn() }));
const loadRemote = jest.mocked(loadRouteModule);

const entryOf = (name: string) => ({
  name,
  entry: `/remotes/${name}/mf-manifest.json`,
  area: TEST_AREAS.find((area) => area.remote === name),
});
const mock = mockPlatform();

beforeAll(setupHostI18n);

beforeEach(() => {
  resetStores();
  mock.reset();
  loadRemote.mockReset();
  loadRemote.mockImplementation(async (entry) => fakeRemote(entry.name, []));
  mock.onGet('/remotes.json').reply(200, ['partners', 'as2', 'operator'].map(entryOf));
});

const catalogRequests = () => mock.history.get.filter((call) => call.url === '/remotes.json');

it("loads the first page's remote before the role is known, and the role's later, asking for the catalog once", async () => {
  const early = useRemotes.getState().loadForPath('/operator/dashboard');
  const byRole = useRemotes.getState().loadForRole('sys');
  await Promise.all([early, byRole]);
  expect(catalogRequests()).toHaveLength(1);
  expect(loadRemote.mock.calls.map(([entry]) => entry.name).sort()).toEqual([
    'as2',
    'operator',
    'partners',
  ]);
  // The role's remotes do not load the path's again.
  await useRemotes.getState().loadForRole('admin');
  expect(loadRemote).toHaveBeenCalledTimes(3);
  expect(Object.keys(useRemotes.getState().modules).sort()).toEqual([
    'as2',
    'operator',
    'partners',
  ]);
});

it('loads nothing for a path no area holds, and nothing when the catalog cannot be read', async () => {
  await useRemotes.getState().loadForPath('/nowhere');
  expect(loadRemote).not.toHaveBeenCalled();
  resetStores();
  mock.onGet('/remotes.json').reply(500);
  await useRemotes.getState().loadForPath('/operator/dashboard');
  expect(loadRemote).not.toHaveBeenCalled();
  expect(useRemotes.getState().catalogPending).toBe(false);
});

describe('the version of each area (issue 26)', () => {
  const host = __CONTRACT_VERSION__;
  const manifestOf = (version: string) => `/remotes/partners/${version}/mf-manifest.json`;
  const ref = (version: string, contract: string | null) => ({
    version,
    entry: manifestOf(version),
    contract,
  });
  const v1 = ref('0.1.0+v1', `^${host}`);
  const future = ref('0.1.0+future', '^99.0.0');
  const servedPartners = (served: typeof v1, versions = [future, v1]) =>
    mock.onGet('/remotes.json').reply(200, [{ ...entryOf('partners'), ...served, versions }]);
  const reports = () => mock.history.post.filter((call) => call.url === '/api/releases/events');
  const reportBodies = () => reports().map((call) => JSON.parse(call.data as string) as unknown);
  let warn: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mock.onPost('/api/releases/events').reply(200, { code: 200, msg: 'success', data: null });
  });
  afterEach(() => warn.mockRestore());

  it('loads the version the catalog names when it fits, and reports the load when signed in', async () => {
    signInAs('sys');
    servedPartners(v1);
    await useRemotes.getState().loadForPath('/bpg/index');
    expect(loadRemote).toHaveBeenCalledWith({ name: 'partners', entry: manifestOf('0.1.0+v1') });
    expect(useRemotes.getState().versions.partners).toEqual({
      load: { version: '0.1.0+v1', entry: manifestOf('0.1.0+v1') },
      skipped: null,
    });
    expect(warn).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(reportBodies()).toEqual([{ remote: 'partners', version: '0.1.0+v1', ok: true }]),
    );
  });

  it('loads the newest version that fits when the one served needs a newer host, and says why', async () => {
    servedPartners(future);
    await useRemotes.getState().loadForPath('/bpg/index');
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith({ name: 'partners', entry: manifestOf('0.1.0+v1') });
    expect(useRemotes.getState().status.partners).toBe('ready');
    expect(warn).toHaveBeenCalledWith(
      `partners 0.1.0+v1 (0.1.0+future needs @console/shared ^99.0.0; this host has ${host})`,
    );
  });

  it('loads nothing when no version fits: the area fails, with the reason kept for its page', async () => {
    servedPartners(future, [future]);
    await useRemotes.getState().loadForPath('/bpg/index');
    expect(loadRemote).not.toHaveBeenCalled();
    expect(useRemotes.getState().status.partners).toBe('failed');
    expect(useRemotes.getState().versions.partners.skipped?.contract).toBe('^99.0.0');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^partners none \(0\.1\.0\+future/));
  });

  it('reports a load that failed after its retries, with the message; nothing when signed out', async () => {
    signInAs('sys');
    servedPartners(v1);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockRejectedValue(new Error(`boom ${'x'.repeat(600)}`));
    await useRemotes.getState().loadForPath('/bpg/index');
    expect(useRemotes.getState().status.partners).toBe('failed');
    await waitFor(() => expect(reports()).toHaveLength(1));
    const [report] = reportBodies() as Array<{ ok: boolean; message: string }>;
    expect(report).toMatchObject({ remote: 'partners', version: '0.1.0+v1', ok: false });
    expect(report.message).toMatch(/^boom x+$/);
    expect(report.message).toHaveLength(RELEASE_MESSAGE_MAX);

    resetStores();
    await useRemotes.getState().loadForPath('/bpg/index');
    await useRemotes.getState().retry('partners');
    expect(loadRemote).toHaveBeenCalledTimes(3);
    await new Promise((resolve) => setTimeout(resolve, 50)); // a report would be sent by now
    expect(reports()).toHaveLength(1);
    error.mockRestore();
  });
});
