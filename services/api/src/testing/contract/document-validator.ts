import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import { documentAjv } from '../../common/contract/document-ajv.js';
import type { DocumentOperation } from './document-operations.js';

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
    this.ajv = documentAjv(document);
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
      if (!this.validate(parameter.pointer)(value)) return false;
    }
    if (operation.bodyPointer === undefined) return true;
    return request.body !== undefined && this.validate(operation.bodyPointer)(request.body);
  }

  private validate(pointer: string): ValidateFunction {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi#${pointer}` });
      this.compiled.set(pointer, validate);
    }
    return validate;
  }
}
