import { useCallback, useState } from 'react';
import { readText, writeText } from '../../../shared/storage/browser-storage';
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys';

/** Whether the admin sidebar is collapsed; the choice is remembered across reloads. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => readText(STORAGE_KEYS.adminSidebarCollapsed) === 'true');
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      writeText(STORAGE_KEYS.adminSidebarCollapsed, String(!was));
      return !was;
    });
  }, []);
  return [collapsed, toggle];
}
