import { bindUi, http } from '@console/shared';
import { setupI18n } from '@console/shared/testing';
import MockAdapter from 'axios-mock-adapter';
import { partnersTranslations } from '../i18n';

/**
 * A fake server at the HTTP layer plus the UI bindings the host would give the client, so
 * tests can assert which errors the client reported. Call in `beforeEach`; `restore` after.
 */
export async function setupScreen() {
  await setupI18n('partners', partnersTranslations);
  const notifyError = jest.fn();
  const navigate = jest.fn();
  bindUi({ notifyError, navigate });
  const mock = new MockAdapter(http, { onNoMatch: 'throwException' });
  return { mock, notifyError, navigate };
}

/** The parsed JSON body of a recorded request. */
export const bodyOf = (request: { data?: unknown }): unknown =>
  typeof request.data === 'string' ? JSON.parse(request.data) : request.data;
