import { bounds, resolve, textFits } from './json-schema-arbitrary.js';

type Schema = Record<string, any>;

/**
 * Text that tends to sit on a rule's edge: blanks, zeros, the bounds of money and of 32-bit ids,
 * impossible and leap days, three decimals. A pattern that admits one of these states that the
 * server takes it; the contract tests send each that a schema admits (and each it refuses).
 */
const EDGE_TEXT = [
  '',
  ' ',
  '\t',
  '0',
  '00',
  '-1',
  '1',
  '0.00',
  '0.01',
  '1.5',
  '1.005',
  '99999.99',
  '100000',
  '100000.00',
  '100000.01',
  '1000000',
  '1000000.01',
  '999999999.99',
  '2147483647',
  '2147483648',
  '9999999999',
  '2027-02-30',
  '2027-04-31',
  '2028-02-29',
  '0000-00-00',
  '2027-13-01',
  '2027-12-31T23:59',
  '2027-12-31T24:00',
  'a',
  'é',
];

/** Numbers that tend to sit on a rule's edge; the schema's own bounds are added to them. */
const BOUNDARY_NUMBERS = [0, -1, 0.01, 1, 1.5, 1.005, 100_000, 100_000.01, 1_000_000, 1_000_000.01, 2_147_483_647, -2_147_483_648, 1e9];

/**
 * Values a schema declares valid, at its edges and deterministically: the bounds, the shortest
 * and longest text, each enum member, blank text where the schema admits it. A server that
 * refuses one of them enforces more than its document states.
 */
export function edgeValues(schema: Schema, document: Schema): unknown[] {
  if (schema.$ref) return edgeValues(resolve(schema.$ref, document), document);
  if ('const' in schema) return [schema.const];
  if (schema.enum) return schema.enum as unknown[];
  if (schema.anyOf || schema.oneOf) return ((schema.anyOf ?? schema.oneOf) as Schema[]).flatMap((branch) => edgeValues(branch, document));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringEdges(schema);
    case 'integer':
    case 'number': {
      const step = type === 'integer' ? 1 : (schema.multipleOf ?? 0.01);
      const { min, max } = bounds(schema, step);
      const fits = (n: number) => (min === undefined || n >= min) && (max === undefined || n <= max) && (type === 'number' || Number.isInteger(n)) && isMultiple(n, schema.multipleOf);
      return [...new Set([...(min === undefined ? [] : [min]), ...(max === undefined ? [] : [max]), ...BOUNDARY_NUMBERS])].filter(fits);
    }
    case 'boolean':
      return [true, false];
    case 'array': {
      const item = schema.items ?? {};
      const sample = edgeValues(item, document)[0] ?? null;
      const counts = [schema.minItems ?? 0, ...(schema.maxItems !== undefined && schema.maxItems <= 20 ? [schema.maxItems] : [])];
      return [...new Set(counts)].map((count) => Array.from({ length: count }, () => sample));
    }
    default:
      return [];
  }
}

function stringEdges(schema: Schema): string[] {
  if (schema.format === 'uuid' || schema.format === 'date-time') return [];
  const lengths = [Math.max(schema.minLength ?? 0, 1), ...(schema.maxLength !== undefined && schema.maxLength <= 100_000 ? [schema.maxLength] : [])];
  const candidates = [...EDGE_TEXT, ...lengths.map((length) => 'x'.repeat(length)), ...lengths.map((length) => ' '.repeat(length))];
  if (schema.format === 'email') candidates.push('a@b.co', `${'a'.repeat(64)}@example.com`);
  return [...new Set(candidates)].filter((text) => textFits(schema, text));
}

/** Whether n is a whole multiple of `step` (money: whole cents), allowing for binary fractions. */
export function isMultiple(n: number, step: number | undefined): boolean {
  if (step === undefined) return true;
  const units = n / step;
  return Math.abs(units - Math.round(units)) < 1e-6;
}
