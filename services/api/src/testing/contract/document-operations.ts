/** One operation of the OpenAPI document, as the contract tests drive it. */
export interface DocumentOperation {
  method: string;
  /** The path template below /api/v1 (`/users/{id}`). */
  path: string;
  access: 'public' | 'signed-in' | 'staff' | 'second-step';
  parameters: Array<{ name: string; in: string; required?: boolean; schema: Record<string, unknown> }>;
  /** The request body's schema, if the operation takes one: JSON's, or its first media type's (all are JSON text). */
  body?: Record<string, unknown>;
  /** The media type the body is sent as. */
  bodyType?: string;
  idempotent: boolean;
  /** The 400s no schema can state (one field against another, or the account's state), as the document lists them. */
  refusals: string[];
  /** Where the operation sits in the document, for Ajv (`openapi#/paths/~1users~1{id}/get`). */
  pointer: string;
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every operation of the document, in its order. */
export function documentOperations(document: Record<string, any>): DocumentOperation[] {
  return Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]): DocumentOperation => {
      const all = (op.parameters ?? []) as Array<Record<string, any>>;
      return {
        method: method.toUpperCase(),
        path,
        access: op['x-access'],
        parameters: all.filter((p) => !p.$ref) as DocumentOperation['parameters'],
        ...bodyOf(op.requestBody?.content),
        idempotent: all.some((p) => p.$ref === '#/components/parameters/IdempotencyKey'),
        refusals: op['x-refusals'] ?? [],
        pointer: `/paths/${escapePointer(path)}/${method}`,
      };
    }),
  );
}

function bodyOf(content: Record<string, { schema: Record<string, unknown> }> | undefined): Pick<DocumentOperation, 'body' | 'bodyType'> {
  if (!content) return {};
  const bodyType = 'application/json' in content ? 'application/json' : Object.keys(content)[0]!;
  return { body: content[bodyType]!.schema, bodyType };
}

/** Whether a refusal's message is one the document lists (`{…}` in a listed message stands for a figure or a name). */
export function isListedRefusal(message: string, refusals: readonly string[]): boolean {
  return refusals.some((refusal) => {
    if (!refusal.includes('{')) return refusal === message;
    const pattern = refusal.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]*\}/g, '.+');
    return new RegExp(`^${pattern}$`, 's').test(message);
  });
}
