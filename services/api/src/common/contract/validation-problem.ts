import type { z } from 'zod';
import { InvalidRequestError } from '../app-errors.js';

/** One field's problem, as problem+json bodies list them (`errors`). */
export interface FieldError {
  /** Where: `username`, `games[0].quantity`, `query.page`… */
  field: string;
  message: string;
}

/** `games[0].quantity` from ['games', 0, 'quantity']. */
export function fieldName(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)), '');
}

/**
 * A 400 for a request its contract refuses: each field's first problem, in the order the schema
 * lists the fields, joined into the message the client shows (the spec's words, where the schema
 * carries them), and listed one by one in `errors`.
 */
export function validationProblem(issues: readonly z.core.$ZodIssue[], prefix: string[] = []): InvalidRequestError {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const field = fieldName([...prefix, ...issue.path]);
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  const message = [...new Set(errors.map((error) => error.message))].join('; ');
  return new InvalidRequestError(message, errors);
}
