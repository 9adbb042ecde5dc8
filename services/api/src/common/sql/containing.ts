/** `text` as a LIKE/ILIKE pattern matching it anywhere, its own wildcards (% _ \) taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
