const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Dollars with '$' and two decimals (wallet, inventory and admin views). */
export const formatUsd = (dollars: number): string => usd.format(Number.isFinite(dollars) ? dollars : 0);
