import type { FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_TYPES } from '../app-errors.js';
import { sendProblem } from '../http/problem-response.js';
import { fieldName } from './validation-problem.js';

/** How deep a request's JSON may nest: deeper is no order, profile or promo the store knows. */
export const MAX_DEPTH = 32;

export interface UnstorableText {
  field: string;
  message: string;
}

// A NUL, or a surrogate half without its other half.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first text in `value` (keys included) that PostgreSQL cannot store or that is not valid
 * Unicode: a NUL character, or half of a surrogate pair. Or a value nested deeper than
 * MAX_DEPTH. Walks without recursion, so no input can exhaust the stack.
 */
export function findUnstorableText(value: unknown, root: string): UnstorableText | null {
  const stack: Array<{ value: unknown; path: PropertyKey[] }> = [{ value, path: root ? [root] : [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return { field: fieldName(path) || root, message: `${fieldName(path) || root} ${problem}` };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length > MAX_DEPTH) return { field: fieldName(path), message: `The request is nested more than ${MAX_DEPTH} levels deep` };
    const entries = Array.isArray(current) ? current.map((item, i) => [i, item] as const) : Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i]!;
      if (typeof key === 'string') {
        const problem = textProblem(key);
        if (problem) return { field: fieldName(path) || root, message: `A field name in ${fieldName(path) || 'the request'} ${problem}` };
      }
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

function textProblem(text: string): string | null {
  const match = UNSTORABLE.exec(text);
  if (!match) return null;
  return match[0] === '\u0000' ? 'must not contain a NUL character' : 'must not contain an unpaired surrogate (invalid Unicode)';
}

/**
 * For every API request, before any route: path, query and body must hold only text the store can
 * keep. Refused with a 400 naming the field, in the API's problem format; nothing has run.
 */
export function refuseUnstorableText(prefix: string) {
  // A preHandler hook: the body has been read, no route has run.
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const path = request.url.split('?')[0]!;
    if (!path.startsWith(prefix)) return;
    const problem = findUnstorableText(decodedPath(path), 'path') ?? findUnstorableText(request.query, '') ?? findUnstorableText(request.body, '');
    if (!problem) return;
    sendProblem(request, reply, { status: 400, type: PROBLEM_TYPES.invalidRequest, message: problem.message, extra: { errors: [problem] } });
    return reply as unknown as void;
  };
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // malformed escapes: the router answers those
  }
}
