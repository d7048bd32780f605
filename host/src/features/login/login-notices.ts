import { bindUi, ui } from '@console/shared/core';
import { useEffect } from 'react';

/**
 * While the login page shows, the shared client's messages (SPEC §8, e.g. 'Unauthorized
 * request: …') appear on the page itself: antd's message is not loaded here. Its navigation
 * is the page's too, so a 401 does not reload the page it is already on.
 */
export function useLoginNotices(notify: (text: string) => void, navigate: (path: string) => void) {
  useEffect(() => {
    const previous = ui();
    bindUi({ navigate, notifyError: notify });
    return () => bindUi(previous);
  }, [notify, navigate]);
}
