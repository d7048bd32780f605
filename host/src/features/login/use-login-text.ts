import { i18n } from '@console/shared/core';
import { useEffect, useReducer } from 'react';

/**
 * The host namespace's texts for the login page, re-rendered when the language changes. The
 * login page does not use react-i18next's useTranslation: that package (10 KiB gzip) would be
 * most of what the page may fetch beyond React (issue 9 §6: at most 150 KiB).
 */
export function useLoginText() {
  const [, languageChanged] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    i18n.on('languageChanged', languageChanged);
    return () => i18n.off('languageChanged', languageChanged);
  }, []);
  return (key: string, options?: Record<string, unknown>) =>
    i18n.t(key, { ns: 'host', ...options });
}
