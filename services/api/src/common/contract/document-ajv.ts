import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: under NodeNext its function is the default export's `default`.
const addFormats = (addFormatsModule as unknown as { default: (ajv: Ajv2020) => void }).default;

/**
 * Ajv (JSON Schema 2020-12, formats checked) holding the OpenAPI document as `openapi`, so any
 * part of it compiles as `{ $ref: 'openapi#/paths/…' }`. Money is declared as multipleOf 0.01:
 * compared with a tolerance, as 59.99 / 0.01 is not exactly whole in binary.
 */
export function documentAjv(document: Record<string, unknown>): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true, multipleOfPrecision: 6 });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi');
  return ajv;
}
