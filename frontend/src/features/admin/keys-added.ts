import { CATALOGUE_TEXTS } from './admin-texts';
import type { KeysAddedAnswer } from './catalogue-types';

/** How many keys an upload added, and whether the file's header line was skipped, as the server answered. */
export function keysAddedText(answer: Pick<KeysAddedAnswer, 'keysAdded' | 'headerSkipped'>): string {
  const added = CATALOGUE_TEXTS.keysAdded(answer.keysAdded);
  return answer.headerSkipped ? `${added}; ${CATALOGUE_TEXTS.headerSkipped}` : added;
}
