/** Summary lengths on the game page (contract: spec section 9). */
export const SUMMARY_WORDS = 50;
export const SUMMARY_WORDS_EXPANDED = 200;

/** How many words a text has (whitespace runs separate words). */
export const wordCount = (text: string): number => text.trim().split(/\s+/).filter(Boolean).length;
