import fc from 'fast-check';

type Schema = Record<string, any>;

/**
 * Values a JSON Schema (2020-12, as the OpenAPI document holds them) accepts, for property-based
 * tests: the keywords the document uses (type, properties, required, items, enum, const, anyOf,
 * pattern, format, lengths and bounds, $ref into the document's components).
 */
export function valid(schema: Schema, document: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return valid(resolve(schema.$ref, document), document, depth);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  if (schema.anyOf || schema.oneOf) return fc.oneof(...((schema.anyOf ?? schema.oneOf) as Schema[]).map((s) => valid(s, document, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return text(schema);
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1_000, -2_147_483_648), max: Math.min(schema.maximum ?? 1_000_000, 2_147_483_647) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000_000, noNaN: true, noDefaultInfinity: true }).map((n) => Math.round(n * 100) / 100);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(depth > 4 ? fc.constant(null) : valid(schema.items ?? {}, document, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set<string>(schema.required ?? []);
      const shape = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valid(property, document, depth + 1)]));
      return fc.record(shape, { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function text(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') {
    const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
    return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254) && (pattern === null || pattern.test(email)));
  }
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 10_000));
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

function resolve(ref: string, document: Schema): Schema {
  const found = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<any>((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  if (!found) throw new Error(`Unresolved ${ref}`);
  return found;
}

/** Text no field should accept: a NUL, half a surrogate pair, a megabyte, markup and SQL. */
export const NASTY_TEXT = fc.constantFrom(
  'a\u0000b',
  '\u0000',
  'x\uD800',
  '\uDFFFy',
  'x'.repeat(1_000_000),
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  '%00',
  ' ',
  '',
  '🎮'.repeat(100),
);

/** Numbers at the edges: zero, negatives, past 32 and 53 bits, fractions, the float limits. */
export const EDGE_NUMBERS = fc.constantFrom(0, -0, -1, 1, 2_147_483_647, 2_147_483_648, -2_147_483_649, 2 ** 53, 2 ** 53 + 2, 1e308, -1e308, 5e-324, 0.1 + 0.2, 59.999, 1.5);

/** Anything of the wrong kind: other types, nesting, nasty text and edge numbers. */
export const WRONG_VALUE: fc.Arbitrary<unknown> = fc.oneof(
  NASTY_TEXT,
  EDGE_NUMBERS,
  fc.constantFrom(null, true, false, [], {}, [null], { $ne: null }, JSON.parse('{"__proto__": {"role": "admin"}}') as unknown),
  fc.jsonValue({ maxDepth: 4 }),
);

/**
 * A valid value with one thing gone wrong: a field replaced by a wrong value, dropped, or an
 * unknown field added (objects); the whole value replaced (anything else).
 */
export function mutated(value: unknown): fc.Arbitrary<unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return WRONG_VALUE;
  const keys = Object.keys(value);
  const options: fc.Arbitrary<unknown>[] = [WRONG_VALUE, fc.constant({ ...value, unexpected: 'field' })];
  if (keys.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...keys), WRONG_VALUE).map(([key, wrong]) => ({ ...value, [key]: wrong })),
      fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key))),
    );
  }
  return fc.oneof(...options);
}
