import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import { decodeBody } from '../http/compression/decode-body.js';
import { documentAjv } from './document-ajv.js';
import { API_BASE_PATH } from './openapi-document.js';

/** An answer the OpenAPI document does not describe. */
export interface ContractViolation {
  request: string;
  status: number;
  problem: string;
}

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  pointer: string;
}

/**
 * Checks answers against the OpenAPI document: the status is one the operation declares, the
 * content type is the declared one, and the body is valid against its schema. The API's test
 * apps run every answer through it (startTestApp), so an answer that drifts from the document
 * fails the test that caused it.
 */
export class ResponseCheck {
  private readonly ajv: Ajv2020;
  private readonly operations: Operation[] = [];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: Record<string, any>) {
    this.ajv = documentAjv(document);
    for (const [template, item] of Object.entries(document.paths as Record<string, Record<string, any>>)) {
      const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}/?$`);
      for (const [method, operation] of Object.entries(item)) {
        this.operations.push({ method: method.toUpperCase(), template, pattern, responses: operation.responses, pointer: `/paths/${escapePointer(template)}/${method}` });
      }
    }
    // A literal path wins over a template that also matches it (users/count before users/{id}), as in the router.
    const parameters = (template: string) => (template.match(/\{/g) ?? []).length;
    this.operations.sort((a, b) => parameters(a.template) - parameters(b.template));
  }

  /** What is wrong with this answer, or null. Requests outside the API, or to no documented route, are not checked. */
  check(method: string, url: string, status: number, contentType: string | undefined, body: string): string | null {
    const path = url.split('?')[0]!;
    if (!path.startsWith(`${API_BASE_PATH}/`)) return null;
    const relative = path.slice(API_BASE_PATH.length).replace(/\/+$/, '');
    const asGet = method === 'HEAD' ? 'GET' : method;
    // A literal path is its own, whatever method a template of it would take (the server answers 405 with Allow).
    const literal = this.operations.filter((op) => op.template === relative);
    if (literal.length > 0 && !literal.some((op) => op.method === asGet)) {
      return status === 405 ? null : `${method} is not a method of ${relative}, which was answered ${status} instead of 405`;
    }
    const operation = this.operations.find((op) => op.method === asGet && op.pattern.test(relative));
    if (!operation) return null;
    const declared = operation.responses[String(status)];
    if (!declared) return `status ${status} is not declared (declared: ${Object.keys(operation.responses).join(', ')})`;
    if (!declared.content) return body.length === 0 || method === 'HEAD' ? null : `status ${status} is declared without a body, but one came`;
    if (method === 'HEAD' || status === 304) return null;
    const mediaType = (contentType ?? '').split(';')[0]!.trim();
    if (!declared.content[mediaType]) return `content type "${contentType}" is not declared for ${status} (declared: ${Object.keys(declared.content).join(', ')})`;
    // A body that is not JSON (a CSV download): its media type is all the document says of it.
    if (!/json$/.test(mediaType)) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `the ${status} body is not JSON`;
    }
    const validate = this.validator(`${operation.pointer}/responses/${status}/content/${escapePointer(mediaType)}/schema`);
    if (validate(parsed)) return null;
    const errors = (validate.errors ?? []).slice(0, 3).map((error) => `${error.instancePath || '(body)'} ${error.message}`);
    return `the ${status} body does not match its schema: ${errors.join('; ')}`;
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi#${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }
}

/**
 * Runs every answer of `server` through `check`, ahead of everything else on it (so answers sent
 * before the application, like cached catalogue pages, are checked too), decoded from their
 * Content-Encoding; each violation goes to `report`.
 */
export function checkEveryAnswer(server: Server, check: ResponseCheck, report: (violation: ContractViolation) => void): void {
  const handlers = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    // Fastify hands its headers to writeHead: set them first, so that the check can read them.
    res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
      const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
      if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value as string | number | readonly string[]);
      }
      return typeof rest[0] === 'string' ? writeHead(statusCode, rest[0]) : writeHead(statusCode);
    }) as typeof res.writeHead;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as typeof res.end;
    res.on('finish', () => {
      const url = req.url ?? '';
      const problem = checkDecoded(check, req, res, Buffer.concat(chunks));
      if (problem) report({ request: `${req.method} ${url}`, status: res.statusCode, problem });
    });
    for (const handler of handlers) handler(req, res);
  });
}

/** Checks the body as the client reads it: what was sent, decoded from its Content-Encoding (answers go out compressed). */
function checkDecoded(check: ResponseCheck, req: IncomingMessage, res: ServerResponse, sent: Buffer): string | null {
  const coding = res.getHeader('content-encoding');
  let body: string;
  try {
    body = decodeBody(sent, coding).toString('utf8');
  } catch (error) {
    return `the body does not decode as its Content-Encoding "${String(coding)}" says: ${(error as Error).message}`;
  }
  return check.check(req.method ?? 'GET', req.url ?? '', res.statusCode, res.getHeader('content-type') as string | undefined, body);
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
