import { bindUi, http } from '@console/shared';
import { setupI18n } from '@console/shared/testing';
import MockAdapter from 'axios-mock-adapter';
import { as2Translations } from '../i18n';

/**
 * Starts a screen test: English i18n with the `as2` namespace, a mock server on the shared
 * client, and the client's error messages captured instead of shown.
 */
export async function setupScreen() {
  await setupI18n('as2', as2Translations);
  const mock = new MockAdapter(http);
  const notifyError = jest.fn<void, [string]>();
  const navigate = jest.fn<void, [string]>();
  bindUi({ navigate, notifyError });
  return { mock, notifyError, navigate };
}
