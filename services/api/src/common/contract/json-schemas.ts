import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * Zod schemas as the document's JSON Schemas (OpenAPI 3.1 is JSON Schema 2020-12). A schema given
 * an id (`.meta({ id: 'StoreGame' })`) becomes one component that every use refers to.
 */
export class JsonSchemas {
  readonly components: Record<string, JsonSchema> = {};

  /** `io`: what a client sends (`input`: before defaults and transforms) or what it receives (`output`). */
  of(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    let converted = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
    if (io === 'input') converted = withoutNul(converted);
    delete converted.$schema;
    const defs = (converted.$defs ?? {}) as Record<string, JsonSchema>;
    delete converted.$defs;
    for (const [id, definition] of Object.entries(defs)) this.addComponent(id, definition);
    // A schema that is itself a component comes back as a reference to its definition.
    return toComponentRefs(converted);
  }

  private addComponent(id: string, definition: JsonSchema): void {
    const rewritten = toComponentRefs(definition);
    const existing = this.components[id];
    if (existing && JSON.stringify(existing) !== JSON.stringify(rewritten)) {
      throw new Error(`Two different schemas are both called ${id} (an input and an output shape? give them different ids)`);
    }
    this.components[id] = rewritten;
  }
}

/**
 * No text a request carries may hold a NUL (PostgreSQL cannot store it: unstorable-text.ts refuses
 * it before any route runs). A string schema with no pattern, format or set of values says so
 * with a pattern; the others' patterns and values already leave NUL out.
 */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

function withoutNul<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  if (value === null || typeof value !== 'object') return value;
  const node = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNul(item)])) as Record<string, unknown>;
  const free = node.type === 'string' && !('pattern' in node) && !('format' in node) && !('enum' in node) && !('const' in node);
  return (free ? { ...node, pattern: NO_NUL_PATTERN } : node) as T;
}

/** `#/$defs/X` → `#/components/schemas/X`, everywhere in the schema. */
function toComponentRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(toComponentRefs) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = key === '$ref' && typeof item === 'string' ? item.replace(/^#\/\$defs\//, '#/components/schemas/') : toComponentRefs(item);
  }
  return out as T;
}
