import { i18n, isLang, LANGUAGES, useSettings, type Lang } from '@console/shared/core';
import { useLoginText } from './use-login-text';
import { LANGUAGE_NAMES } from '../../i18n/language-names';

/** The login page's language switch: a native select, since antd is not loaded yet. */
export function LanguageSelect() {
  const t = useLoginText();
  const { lang, setLang } = useSettings();
  // The console's App follows the setting; before it is loaded this page switches i18next.
  const choose = (next: Lang) => {
    setLang(next);
    void i18n.changeLanguage(next);
    document.documentElement.lang = next;
  };
  return (
    <select
      className="console-login-language"
      aria-label={t('frame.language')}
      value={lang}
      onChange={(event) => isLang(event.target.value) && choose(event.target.value)}
    >
      {LANGUAGES.map((key) => (
        <option key={key} value={key}>
          {LANGUAGE_NAMES[key]}
        </option>
      ))}
    </select>
  );
}
