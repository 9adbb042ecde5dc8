import { useEffect, useState } from 'react';

/** The filters drawer's open state; it closes by itself once the screen is no longer mobile. */
export function useFiltersDrawer(mobile: boolean) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!mobile) setOpen(false);
  }, [mobile]);
  return { open: open && mobile, openDrawer: () => setOpen(true), closeDrawer: () => setOpen(false) };
}
