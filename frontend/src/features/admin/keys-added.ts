import { CATALOGUE_TEXTS } from './admin-texts';
import type { KeysAddedAnswer } from './catalogue-types';

/**
 * How many keys an upload added, and whether the file's header line was skipped, as the server
 * answered (`headerSkipped` is read defensively: a server without it says nothing about a header).
 */
export function keysAddedText(answer: Pick<KeysAddedAnswer, 'keysAdded'> & { headerSkipped?: unknown }): string {
  const added = CATALOGUE_TEXTS.keysAdded(typeof answer.keysAdded === 'number' ? answer.keysAdded : 0);
  return answer.headerSkipped === true ? `${added}; ${CATALOGUE_TEXTS.headerSkipped}` : added;
}
