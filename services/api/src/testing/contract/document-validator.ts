import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { DocumentOperation } from './document-operations.js';

// ajv-formats is CommonJS: under NodeNext its function is the default export's `default`.
const addFormats = (addFormatsModule as unknown as { default: (ajv: Ajv2020) => void }).default;

/** A request's parts as sent: path and query parameters as text, the body as JSON. */
export interface ContractRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

/**
 * Whether a request is valid by the OpenAPI document alone (Ajv, JSON Schema 2020-12): the judge
 * of what the contract tests generate, independent of the server's own (zod) checks.
 */
export class DocumentValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(document: Record<string, unknown>) {
    // Money is declared as multipleOf 0.01: compared with a tolerance, as 59.99 / 0.01 is not exactly whole in binary.
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true, multipleOfPrecision: 6 });
    addFormats(this.ajv);
    this.ajv.addSchema(document, 'openapi');
  }

  isValid(operation: DocumentOperation, request: ContractRequest): boolean {
    for (const parameter of operation.parameters) {
      const where = parameter.in === 'path' ? request.path : parameter.in === 'query' ? request.query : null;
      if (where === null) continue;
      const value = where[parameter.name];
      if (value === undefined) {
        if (parameter.required) return false;
        continue;
      }
      if (!this.validate(`${operation.pointer}/parameters/${operation.parameters.indexOf(parameter)}`, parameter.schema)(value)) return false;
    }
    if (operation.body === undefined) return true;
    return request.body !== undefined && this.validate(`${operation.pointer}/body`, operation.body)(request.body);
  }

  private validate(key: string, schema: Record<string, unknown>): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      // The schema may $ref the document's components: compiled as a subschema of the added document.
      validate = this.ajv.compile(withBase(schema));
      this.compiled.set(key, validate);
    }
    return validate;
  }
}

/** A schema whose `#/components/…` references resolve against the added document. */
function withBase(schema: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"openapi#/')) as Record<string, unknown>;
}
