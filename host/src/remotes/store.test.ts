import { loadRouteModule } from './loader';
import { useRemotes } from './store';
import { fakeRemote, mockPlatform, resetStores, setupHostI18n } from '../testing/host-test-utils';
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
