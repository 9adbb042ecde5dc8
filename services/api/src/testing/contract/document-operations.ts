/** One operation of the OpenAPI document, as the contract tests drive it. */
export interface DocumentOperation {
  method: string;
  /** The path template below /api/v1 (`/users/{id}`). */
  path: string;
  access: 'public' | 'signed-in' | 'staff' | 'second-step';
  /** Each with `pointer`: where its schema is in the document. */
  parameters: Array<{ name: string; in: string; required?: boolean; schema: Record<string, unknown>; pointer: string }>;
  /** The request body's schema, if the operation takes one: JSON's, or its first media type's (all are JSON text). */
  body?: Record<string, unknown>;
  /** Where the body's schema is in the document. */
  bodyPointer?: string;
  /** The media type the body is sent as. */
  bodyType?: string;
  idempotent: boolean;
  /** The 400s no schema can state (one field against another, or the account's state), as the document lists them. */
  refusals: string[];
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every operation of the document, in its order. */
export function documentOperations(document: Record<string, any>): DocumentOperation[] {
  return Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]): DocumentOperation => {
      const all = (op.parameters ?? []) as Array<Record<string, any>>;
      const pointer = `/paths/${escapePointer(path)}/${method}`;
      return {
        method: method.toUpperCase(),
        path,
        access: op['x-access'],
        parameters: all.flatMap((p, i) => (p.$ref ? [] : [{ ...p, pointer: `${pointer}/parameters/${i}/schema` }])) as DocumentOperation['parameters'],
        ...bodyOf(op.requestBody?.content, `${pointer}/requestBody/content`),
        idempotent: all.some((p) => p.$ref === '#/components/parameters/IdempotencyKey'),
        refusals: op['x-refusals'] ?? [],
      };
    }),
  );
}

function bodyOf(content: Record<string, { schema: Record<string, unknown> }> | undefined, pointer: string): Pick<DocumentOperation, 'body' | 'bodyType' | 'bodyPointer'> {
  if (!content) return {};
  const bodyType = 'application/json' in content ? 'application/json' : Object.keys(content)[0]!;
  return { body: content[bodyType]!.schema, bodyType, bodyPointer: `${pointer}/${escapePointer(bodyType)}/schema` };
}

/** Whether a refusal's message is one the document lists (`{…}` in a listed message stands for a figure or a name). */
export function isListedRefusal(message: string, refusals: readonly string[]): boolean {
  return refusals.some((refusal) => {
    if (!refusal.includes('{')) return refusal === message;
    const pattern = refusal.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]*\}/g, '.+');
    return new RegExp(`^${pattern}$`, 's').test(message);
  });
}
