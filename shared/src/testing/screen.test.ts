import { dataOf, http } from '../http';
import { envelope } from './fixtures';
import { bodyOf, expectEveryCallMocked, setupScreen, takeUnmockedCalls } from './screen';

let kit: Awaited<ReturnType<typeof setupScreen>>;

beforeEach(async () => {
  kit = await setupScreen('probe', { 'en-US': { hello: 'Hello' }, 'zh-CN': {}, 'fr-CA': {} });
});

afterEach(() => kit.mock.restore());

it('answers the calls the test mocked', async () => {
  kit.mock.onGet('/api/things').reply(200, envelope(['one']));
  await expect(dataOf(http.get('/api/things'))).resolves.toEqual(['one']);
  expect(takeUnmockedCalls()).toEqual([]);
});

it('rejects a call the test did not mock and fails the test after it', async () => {
  await expect(http.post('/api/forgotten', { a: 1 })).rejects.toThrow(/Could not find mock/);
  // The check the kit runs after each test; it forgets what it reports.
  expect(() => expectEveryCallMocked()).toThrow('Calls without a mock: POST /api/forgotten');
  expect(() => expectEveryCallMocked()).not.toThrow();
});

it('captures what the client reports instead of showing it', async () => {
  kit.mock.onGet('/api/down').reply(500, { code: 500, msg: 'down', data: null });
  await expect(http.get('/api/down')).rejects.toThrow('Server error 500: down');
  expect(kit.notifyError).toHaveBeenCalledWith('Server error 500: down');
});

it('reads a recorded JSON body', async () => {
  kit.mock.onPost('/api/things').reply(200, envelope(null));
  await http.post('/api/things', { name: 'x' });
  expect(bodyOf(kit.mock.history.post[0])).toEqual({ name: 'x' });
});
