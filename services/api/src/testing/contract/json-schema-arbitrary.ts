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
    case 'integer': {
      const { min, max } = bounds(schema, 1);
      return fc.integer({ min: Math.max(min ?? -1_000, -2_147_483_648), max: Math.min(max ?? 1_000_000, 2_147_483_647) });
    }
    case 'number': {
      // Money is declared with multipleOf 0.01: whole cents, generated as integers and divided.
      const step = schema.multipleOf ?? 0.01;
      const { min, max } = bounds(schema, step);
      return fc.integer({ min: Math.ceil((min ?? -1_000) / step), max: Math.floor((max ?? 1_000_000) / step) }).map((units) => Number((units * step).toFixed(6)));
    }
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

/** The inclusive range a number schema allows; an exclusive bound moves in by `step` (a cent, or 1). */
export function bounds(schema: Schema, step: number): { min?: number; max?: number } {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : schema.minimum;
  const max = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : schema.maximum;
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/** Every pattern a string schema carries: its own, and those of an allOf (zod states a second pattern so). */
export function patternsOf(schema: Schema): RegExp[] {
  const own = schema.pattern ? [new RegExp(schema.pattern, 'u')] : [];
  return own.concat(((schema.allOf ?? []) as Schema[]).flatMap(patternsOf));
}

/** Whether a text fits a string schema's lengths (in code points, as JSON Schema counts) and patterns. */
export function textFits(schema: Schema, text: string): boolean {
  const length = [...text].length;
  return length >= (schema.minLength ?? 0) && length <= (schema.maxLength ?? Infinity) && patternsOf(schema).every((pattern) => pattern.test(text));
}

function text(schema: Schema): fc.Arbitrary<string> {
  const patterns = patternsOf(schema);
  const fits = (s: string) => s.length <= 10_000 && textFits(schema, s);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (patterns.length > 0) return fc.stringMatching(new RegExp(withoutLookarounds(patterns[0]!.source), 'u')).filter(fits);
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) }).filter(fits);
}

/**
 * The pattern with its lookaheads taken out, for fast-check's stringMatching (which has none);
 * what it generates is then filtered by the whole pattern.
 */
export function withoutLookarounds(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i += 1) {
    if (source.startsWith('(?=', i) || source.startsWith('(?!', i)) {
      let depth = 0;
      let inClass = false;
      for (; i < source.length; i += 1) {
        const char = source[i];
        if (char === '\\') i += 1;
        else if (inClass) inClass = char !== ']';
        else if (char === '[') inClass = true;
        else if (char === '(') depth += 1;
        else if (char === ')' && --depth === 0) break;
      }
      continue;
    }
    out += source[i];
    if (source[i] === '\\') out += source[++i] ?? '';
  }
  return out;
}

export function resolve(ref: string, document: Schema): Schema {
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
