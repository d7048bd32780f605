import type { AxiosAdapter } from 'axios';
import MockAdapter from 'axios-mock-adapter';
import type { Lang } from '../contract/languages';
import type { TranslationTree } from '../contract/remote-module';
import { bindUi } from '../http/bindings';
import { http } from '../http/client';
import { setupI18n } from './render';

/** The calls of the current test that no handler answered, as `GET /url`. */
let unmocked: string[] = [];

/** Returns the calls no handler answered since the last look, and forgets them. */
export function takeUnmockedCalls(): string[] {
  const calls = unmocked;
  unmocked = [];
  return calls;
}

/** Fails when a call of the current test had no handler; screen tests run it after each test. */
export function expectEveryCallMocked() {
  const calls = takeUnmockedCalls();
  if (calls.length) throw new Error(`Calls without a mock: ${calls.join(', ')}`);
}

// A screen usually survives a failed call (it shows its error state, or a catch relies on the
// client having reported it), so the rejection alone would let a test pass without its
// fixture. Registered once, when a test file imports the testing kit.
if (typeof afterEach === 'function') afterEach(expectEveryCallMocked);

/** Records each call the mock has no handler for, then rejects it as the mock does. */
function recordUnmocked(answer: AxiosAdapter): AxiosAdapter {
  return async (config) => {
    try {
      return await answer(config);
    } catch (error) {
      if ((error as { isCouldNotFindMockError?: boolean }).isCouldNotFindMockError) {
        unmocked.push(`${config.method?.toUpperCase()} ${config.url}`);
      }
      throw error;
    }
  };
}

/**
 * Starts a screen test: English i18n with the area's namespace, a fake server on the shared
 * client, and the UI bindings the host would give the client, so tests can assert which errors
 * it reported. A call without a handler rejects and fails the test. Call in `beforeEach`;
 * `mock.restore()` after.
 */
export async function setupScreen(
  namespace?: string,
  translations?: Record<Lang, TranslationTree>,
) {
  await setupI18n(namespace, translations);
  const notifyError = jest.fn<void, [string]>();
  const navigate = jest.fn<void, [string]>();
  bindUi({ notifyError, navigate });
  const mock = new MockAdapter(http, { onNoMatch: 'throwException' });
  unmocked = [];
  const answer = http.defaults.adapter;
  if (typeof answer !== 'function') throw new Error('axios-mock-adapter installed no adapter');
  http.defaults.adapter = recordUnmocked(answer);
  return { mock, notifyError, navigate };
}

/** The parsed JSON body of a recorded request. */
export const bodyOf = (request: { data?: unknown }): unknown =>
  typeof request.data === 'string' ? JSON.parse(request.data) : request.data;
