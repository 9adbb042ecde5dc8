import { BadRequestError } from '../../common/app-errors.js';

export const MAX_IDS_PER_REQUEST = 100;
const ID_LIST = /^[1-9]\d{0,9}(?:,[1-9]\d{0,9})*$/;

/**
 * Reads `ids=1,2,3` strictly: positive whole numbers without signs, spaces, leading zeros or
 * empty items, at most 100 of them. Anything else is a 400 with a message saying what is expected.
 */
export function parseIdList(raw: unknown): number[] {
  if (raw === undefined || raw === '') {
    throw new BadRequestError('ids is required: a comma-separated list of ids, e.g. ids=1,2,3');
  }
  if (typeof raw !== 'string' || raw.length > MAX_IDS_PER_REQUEST * 11 || !ID_LIST.test(raw)) {
    throw new BadRequestError('ids must be a comma-separated list of positive whole numbers, e.g. ids=1,2,3');
  }
  const ids = raw.split(',').map(Number);
  if (ids.length > MAX_IDS_PER_REQUEST) throw new BadRequestError(`At most ${MAX_IDS_PER_REQUEST} ids per request`);
  return ids;
}
