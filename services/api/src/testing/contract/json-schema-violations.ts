import { bounds, patternsOf, resolve, textFits } from './json-schema-arbitrary.js';

type Schema = Record<string, any>;

const OTHER_TYPES: Record<string, unknown[]> = {
  string: [12345, true, null, {}, []],
  integer: ['12', 1.5, true, null, {}],
  number: ['a lot', true, null, []],
  boolean: ['true', 1, null],
  array: ['a list', 1, {}, null],
  object: ['an object', 1, [], null],
};

/** Text a pattern refuses: the edge texts, and a few that miss any pattern of ids or money. */
const OFF_PATTERN_TEXT = ['', ' ', 'x', '-1', '1.005', '0x10', '1e3', '2027-02-30', '9999999999', 'not it', '12345678901234567890'];

/**
 * Values a schema declares invalid, one rule broken at a time, deterministically: another type,
 * a bound crossed by a step, a cent split, text a character too long or short or off its pattern,
 * a member outside the enum, a list one item too long. The contract tests send each in an
 * otherwise valid request, and keep it only where the whole request is invalid by the document.
 */
export function violations(schema: Schema, document: Schema): unknown[] {
  if (schema.$ref) return violations(resolve(schema.$ref, document), document);
  if ('const' in schema) return [typeof schema.const === 'string' ? `${schema.const}-not` : 'not-the-constant'];
  if (schema.enum) return ['not-a-member', 42];
  if (schema.anyOf || schema.oneOf) return ((schema.anyOf ?? schema.oneOf) as Schema[]).flatMap((branch) => violations(branch, document));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const wrongType = OTHER_TYPES[type as string] ?? [];
  switch (type) {
    case 'string': {
      const broken: unknown[] = [...wrongType];
      if (schema.maxLength !== undefined && schema.maxLength < 100_000) broken.push('x'.repeat(schema.maxLength + 1));
      if ((schema.minLength ?? 0) > 0) broken.push('x'.repeat(schema.minLength - 1));
      if (patternsOf(schema).length > 0 || schema.format === 'uuid' || schema.format === 'email') broken.push(...OFF_PATTERN_TEXT.filter((text) => !textFits(schema, text)));
      return broken;
    }
    case 'integer':
    case 'number': {
      const step = type === 'integer' ? 1 : (schema.multipleOf ?? 0.01);
      const { min, max } = bounds(schema, step);
      const broken: unknown[] = [...wrongType];
      if (min !== undefined) broken.push(Number((min - step).toFixed(6)));
      if (max !== undefined) broken.push(Number((max + step).toFixed(6)));
      if (type === 'integer') broken.push((min ?? 0) + 0.5);
      if (schema.multipleOf !== undefined) broken.push(Number(((min ?? 0) + schema.multipleOf / 2).toFixed(6)));
      return broken;
    }
    case 'array': {
      const broken: unknown[] = [...wrongType];
      if (schema.maxItems !== undefined && schema.maxItems <= 100) broken.push(Array.from({ length: schema.maxItems + 1 }, () => null));
      if ((schema.minItems ?? 0) > 0) broken.push([]);
      return broken;
    }
    default:
      return wrongType;
  }
}
