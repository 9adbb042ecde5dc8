import type { z } from 'zod';
import type { Permission } from '../../identity/auth/permissions.js';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call a route:
 * - `public`: anyone, no token needed;
 * - `signed-in`: any signed-in user (401 without a valid session);
 * - `staff`: the staff holding the route's `permission` (401 without a session, 403 for anyone
 *   else, and 403 two-factor-required for a staff account without two-factor sign-in while
 *   STAFF_TWO_FACTOR=required);
 * - `second-step`: the temporary token of a sign-in's first step (two-factor).
 */
export type Access = 'public' | 'signed-in' | 'staff' | 'second-step';

/** The error statuses a route may answer, each as problem+json. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 412 | 413 | 415 | 416 | 422 | 429 | 503;

export interface SuccessAnswer {
  status: 200 | 201 | 204;
  description: string;
  /** The body's schema (JSON unless contentType says otherwise); none for 204. */
  body?: z.ZodType;
  /** A body that is not JSON (a CSV download): its media type. */
  contentType?: 'text/csv';
  /** The same answer in another form the query asks for (a report as CSV): its media type and schema. */
  alternative?: { contentType: 'text/csv'; body: z.ZodType };
}

/** An answer that is not problem+json, beside the success (the health check's 503 body, say). */
export interface OtherAnswer {
  status: number;
  description: string;
  /** JSON; none for an answer without a body (304). */
  body?: z.ZodType;
}

/**
 * Everything a route accepts and answers, in one place: the same schemas validate each request
 * (RequestValidationInterceptor) and make the OpenAPI document (openapi-document.ts), and the
 * tests check each answer against that document (response-check.ts). A route is declared with
 * `@Route(contract)` on its handler; a test walks the router and the document and fails on any
 * route without one.
 */
export interface RouteContract {
  method: HttpMethod;
  /** Below /api/v1, parameters in braces: `users/{id}/wallet`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  access: Access;
  /** A `staff` route: the permission it needs (identity/auth/permissions.ts). */
  permission?: Permission;
  /**
   * A `signed-in` store command that staff holding this permission may also send (a ticket's
   * reply or closing by the support desk); it follows the staff rules for them (two-factor).
   */
  staffAlso?: Permission;
  /** What a caller with no Authorization header at all is told (401), in the spec's words. */
  guestMessage?: string;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body's media types when it is not application/json (violation reports): each parsed as JSON, any other type 415. */
  bodyTypes?: string[];
  success: SuccessAnswer;
  /** Why each error status can happen; 400 (when there is input), 401/403 (by access), 413 and 415 (with a body), 429 and 503 are added where they apply. */
  errors?: Partial<Record<ErrorStatus, string>>;
  otherAnswers?: OtherAnswer[];
  /**
   * The 400s no schema can state: one field against another (passwords that do not match), or
   * the caller's state (a wrong current password). Each is the message the answer carries, `{…}`
   * standing for a figure or a name; the document lists them (`x-refusals`), and the contract
   * tests refuse any other 400 to a request the document calls valid.
   */
  refusals?: readonly string[];
  /** Takes an Idempotency-Key (see common/idempotency). */
  idempotent?: boolean;
  /** Limited per address or account: 429 with Retry-After. */
  rateLimited?: boolean;
  /**
   * A signed-in route that changes only the caller's own account (profile, password, 2FA,
   * sign-out): finance accounts may call it. Every other signed-in route that changes something
   * is a store command, which finance accounts may not call (403).
   */
  ownAccount?: boolean;
  /** Answers without the database (no 503). */
  noDatabase?: boolean;
}

const declared: RouteContract[] = [];

/** Declares a route's contract; every declared contract is in the OpenAPI document. */
export function defineRoute<const Contract extends RouteContract>(contract: Contract): Contract {
  if ((contract.access === 'staff') !== (contract.permission !== undefined)) {
    throw new Error(`${contract.operationId}: a staff route names its permission, and only a staff route does`);
  }
  if (declared.some((other) => other.operationId === contract.operationId)) {
    throw new Error(`Two routes declare the operation id ${contract.operationId}`);
  }
  declared.push(contract);
  return contract;
}

/** The contracts declared so far (every controller module imported declares its own). */
export function declaredRoutes(): readonly RouteContract[] {
  return declared;
}

/** The route's request parts as the handler gets them, after validation. */
export type ParamsOf<C extends RouteContract> = C['params'] extends z.ZodType ? z.output<C['params']> : never;
export type QueryOf<C extends RouteContract> = C['query'] extends z.ZodType ? z.output<C['query']> : never;
export type BodyOf<C extends RouteContract> = C['body'] extends z.ZodType ? z.output<C['body']> : never;
/** What the handler answers: the success body's input shape (it is checked against the document in tests). */
export type AnswerOf<C extends RouteContract> = C['success']['body'] extends z.ZodType ? z.input<C['success']['body']> : void;
