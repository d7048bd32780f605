import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { closestLang, type Lang } from '../contract/languages';
import { STORAGE_KEYS } from '../storage/keys';
import { guessTimezone } from '../time/zone';

interface SettingsState {
  lang: Lang;
  timezone: string;
  setLang: (lang: Lang) => void;
  setTimezone: (timezone: string) => void;
}

/** The browser's preferred language, mapped to a supported one (SPEC §1). */
export const browserLang = (): Lang => closestLang(globalThis.navigator?.language);

/** Language and timezone, kept in local storage; defaults from the browser. */
export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      lang: browserLang(),
      timezone: guessTimezone(),
      setLang: (lang) => set({ lang }),
      setTimezone: (timezone) => set({ timezone }),
    }),
    {
      name: STORAGE_KEYS.settings,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ lang, timezone }) => ({ lang, timezone }),
    },
  ),
);
