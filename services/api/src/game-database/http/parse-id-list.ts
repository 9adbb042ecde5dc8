import { z } from 'zod';
import { validationProblem } from '../../common/contract/validation-problem.js';

export const MAX_IDS_PER_REQUEST = 100;
const ID_LIST = /^[1-9]\d{0,9}(?:,[1-9]\d{0,9})*$/;
const MALFORMED = 'ids must be a comma-separated list of positive whole numbers, e.g. ids=1,2,3';

/**
 * `ids=1,2,3`, strictly: positive whole numbers without signs, spaces, leading zeros or empty
 * items, at most 100 of them. Anything else is a 400 with a message saying what is expected.
 */
export const idListQuery = z.object({
  ids: z
    .string({ error: (issue) => (issue.input === undefined ? 'ids is required: a comma-separated list of ids, e.g. ids=1,2,3' : MALFORMED) })
    .min(1, { error: 'ids is required: a comma-separated list of ids, e.g. ids=1,2,3' })
    .max(MAX_IDS_PER_REQUEST * 11, { error: MALFORMED })
    .regex(ID_LIST, { error: MALFORMED })
    .transform((text) => text.split(',').map(Number))
    .refine((ids) => ids.length <= MAX_IDS_PER_REQUEST, { error: `At most ${MAX_IDS_PER_REQUEST} ids per request` })
    .meta({ description: 'Comma-separated record ids, at most 100; unknown ids are left out of the answer', examples: ['187701,187702'] }),
});

export function parseIdList(raw: unknown): number[] {
  const result = idListQuery.safeParse({ ids: raw });
  if (!result.success) throw validationProblem(result.error.issues);
  return result.data.ids;
}
