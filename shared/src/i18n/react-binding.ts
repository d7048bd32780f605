import { initReactI18next } from 'react-i18next';
import { i18n } from './instance';

// react-i18next's hooks read the console's instance. Bound here, in the full entry, not in
// instance.ts: the login page (which imports @console/shared/core) does without react-i18next.
initReactI18next.init(i18n);
