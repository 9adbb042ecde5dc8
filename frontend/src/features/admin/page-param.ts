/** A page number from the address: a whole number of at least 1, else 1. */
export const pageFrom = (text: string | null): number => {
  const page = Number(text);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};
