import { STORAGE_KEYS } from '@console/shared';
import { useCallback, useState } from 'react';

interface MenuKeys {
  collapsed: boolean;
}

const read = (): MenuKeys => {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.menuKeys);
    return raw
      ? { collapsed: Boolean((JSON.parse(raw) as MenuKeys).collapsed) }
      : { collapsed: false };
  } catch {
    return { collapsed: false };
  }
};

/** Whether the side menu is folded, kept with the stored menu keys (cleared on logout). */
export function useMenuCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => read().collapsed);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      localStorage.setItem(STORAGE_KEYS.menuKeys, JSON.stringify({ collapsed: !current }));
      return !current;
    });
  }, []);
  return [collapsed, toggle];
}
