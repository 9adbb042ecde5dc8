import fc from 'fast-check';
import type { DocumentOperation } from './document-operations.js';
import type { ContractRequest, DocumentValidator } from './document-validator.js';
import { resolve, valid } from './json-schema-arbitrary.js';
import { edgeValues } from './json-schema-edges.js';
import { violations } from './json-schema-violations.js';

export type { ContractRequest } from './document-validator.js';

type Schema = Record<string, any>;

/** A path segment that would change the route rather than fill it. */
const routeChanging = (text: string) => text === '' || text === '.' || text === '..';

/** Requests the document calls valid: every required part, some optional ones, each from its schema (and judged by Ajv). */
export function validRequest(operation: DocumentOperation, document: Schema, validator: DocumentValidator): fc.Arbitrary<ContractRequest> {
  const inPath = operation.parameters.filter((p) => p.in === 'path');
  const inQuery = operation.parameters.filter((p) => p.in === 'query');
  const text = (schema: Schema) => valid(schema, document).map(String);
  return fc
    .record({
      path: fc.tuple(...inPath.map((p) => text(p.schema).filter((t) => !routeChanging(t)))).map((values) => Object.fromEntries(inPath.map((p, i) => [p.name, values[i]!]))),
      query: fc
        .tuple(...inQuery.map((p) => (p.required ? text(p.schema) : fc.option(text(p.schema), { nil: undefined }))))
        .map((values) => Object.fromEntries(inQuery.flatMap((p, i) => (values[i] === undefined ? [] : [[p.name, values[i]!]])))),
      body: operation.body ? valid(operation.body, document) : fc.constant(undefined),
    })
    .map(({ path, query, body }): ContractRequest => ({ path, query, ...(body === undefined ? {} : { body }) }))
    .filter((request) => validator.isValid(operation, request));
}

/**
 * One valid request (the base), and variants of it with one part changed: each parameter and
 * each body field at its edges, set to a value breaking one rule, or left out. Ajv sorts them:
 * what the document admits is valid, anything else invalid.
 */
export function requestVariants(operation: DocumentOperation, document: Schema, validator: DocumentValidator, seed: number): { valid: ContractRequest[]; invalid: ContractRequest[] } {
  const [base] = fc.sample(validRequest(operation, document, validator), { numRuns: 1, seed });
  const variants: ContractRequest[] = [];
  for (const parameter of operation.parameters) {
    const place = parameter.in === 'path' ? 'path' : 'query';
    const values = [...edgeValues(parameter.schema, document), ...violations(parameter.schema, document)].filter((value) => typeof value === 'string');
    for (const value of values as string[]) {
      if (place === 'path' && routeChanging(value)) continue;
      variants.push({ ...base!, [place]: { ...base![place], [parameter.name]: value } });
    }
    if (place === 'query') {
      const { [parameter.name]: _left, ...rest } = base!.query;
      variants.push({ ...base!, query: rest });
    }
  }
  if (operation.body) {
    variants.push({ ...base!, body: [] }, { ...base!, body: 'text' });
    for (const body of bodyVariants(operation.body, base!.body, document)) variants.push({ ...base!, body });
  }
  const seen = new Set<string>();
  const unique = variants.filter((variant) => {
    const key = JSON.stringify(variant);
    return !seen.has(key) && seen.add(key) !== undefined;
  });
  return { valid: unique.filter((v) => validator.isValid(operation, v)), invalid: unique.filter((v) => !validator.isValid(operation, v)) };
}

/** The value with one field (at any depth of objects, and the first item of lists) at each edge, broken, or dropped. */
function bodyVariants(schema: Schema, value: unknown, document: Schema): unknown[] {
  const resolved = schema.$ref ? resolve(schema.$ref, document) : schema;
  if (resolved.type !== 'object' || value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const object = value as Record<string, unknown>;
  const out: unknown[] = [];
  for (const [name, property] of Object.entries((resolved.properties ?? {}) as Record<string, Schema>)) {
    for (const replacement of [...edgeValues(property, document), ...violations(property, document)]) out.push({ ...object, [name]: replacement });
    if (name in object) {
      const { [name]: _dropped, ...rest } = object;
      out.push(rest);
      for (const inner of nestedVariants(property, object[name], document)) out.push({ ...object, [name]: inner });
    }
  }
  return out;
}

/** Variants inside a field: an object's own fields, or a list's first item. */
function nestedVariants(schema: Schema, value: unknown, document: Schema): unknown[] {
  const resolved = schema.$ref ? resolve(schema.$ref, document) : schema;
  if (resolved.type === 'array' && Array.isArray(value) && value.length > 0 && resolved.items) {
    return bodyVariants(resolved.items, value[0], document).map((first) => [first, ...value.slice(1)]);
  }
  return bodyVariants(resolved, value, document);
}
