import { addNamespace, i18n, initI18n } from '@console/shared';
import { as2Translations } from '../i18n';

/** English i18n with the `as2` namespace, for unit tests that render nothing. */
export async function setupAs2I18n() {
  await initI18n('en-US');
  addNamespace('as2', as2Translations);
  await i18n.changeLanguage('en-US');
}
