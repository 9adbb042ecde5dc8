import { useState } from 'react';
import type { MonthQuery } from '../dashboard-types';

/** This month (the browser's calendar), read once per page so the figures' queries stay the same. */
export function useCurrentMonth(): MonthQuery {
  const [month] = useState<MonthQuery>(() => {
    const now = new Date();
    return { month: now.getMonth() + 1, year: now.getFullYear() };
  });
  return month;
}
