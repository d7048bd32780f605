import { useCallback } from 'react';
import { useSettings } from '../settings/store';
import { formatTime } from './dayjs';

/** Formats instants in the user's timezone; re-renders when the timezone changes. */
export function useFormatTime() {
  const timezone = useSettings((state) => state.timezone);
  return useCallback(
    (value: string | number | Date | null | undefined) => formatTime(value, timezone),
    [timezone],
  );
}
