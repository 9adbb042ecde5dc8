import { z } from 'zod';
import { notBlankPattern } from '../../common/contract/common-schemas.js';
import { validationProblem } from '../../common/contract/validation-problem.js';

export const MAX_SEARCH_QUERY_LENGTH = 100;

/** The trimmed search text; blank, repeated or overlong queries are a 400. */
export const nameSearchQuery = z.object({
  search_query: z
    .string({ error: (issue) => (issue.input === undefined ? 'Enter a game name to search for' : 'search_query must be given once, as text') })
    .trim()
    .min(1, { error: 'Enter a game name to search for' })
    .regex(notBlankPattern(), { error: 'Enter a game name to search for' })
    .max(MAX_SEARCH_QUERY_LENGTH, { error: `Search text must be at most ${MAX_SEARCH_QUERY_LENGTH} characters` })
    .meta({ description: 'Part of a game name, case-insensitive', examples: ['cyber'] }),
});

export function parseSearchQuery(raw: unknown): string {
  const result = nameSearchQuery.safeParse({ search_query: raw });
  if (!result.success) throw validationProblem(result.error.issues);
  return result.data.search_query;
}
