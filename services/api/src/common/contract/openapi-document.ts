import { z } from 'zod';
import { rolesWith, type Permission } from '../../identity/auth/permissions.js';
import { IDEMPOTENCY_KEY_FORMAT } from '../idempotency/idempotency-key.js';
import { JsonSchemas, type JsonSchema } from './json-schemas.js';
import { ProblemSchema } from './problem.schema.js';
import type { ErrorStatus, RouteContract } from './route-contract.js';

export const API_BASE_PATH = '/api/v1';

const TAGS: Record<string, string> = {
  auth: 'Accounts and sessions: registration, sign-in with an e-mailed second step, profile, password, sign-out',
  users: 'Users, as admins see them',
  account: 'A signed-in user’s own figures: games owned, wishlist items, total spending',
  store: 'The storefront catalogue: listed games, search, the featured game',
  'store-admin': 'Running the catalogue (admins): listing games, prices, discounts, the featured game, keys',
  dashboard: 'The admin dashboard’s figures, from a read model of the orders',
  refunds: 'Refunding and replacing the keys of an order (admins)',
  'orders-admin': 'Orders as admins audit them',
  'game-database': 'The external game database admins search to list games (read-only)',
  wishlist: 'A shopper’s wishlist',
  promo: 'Promo codes: admins manage them, shoppers check one against their cart',
  orders: 'Buying with the wallet',
  payments: 'Buying by card through the payment gateway (the built-in sandbox by default)',
  inventory: 'The keys a shopper owns',
  wallet: 'Wallet credits and debits by admins',
  support: 'Support tickets: shoppers ask, admins answer and move their status',
  health: 'Whether the store can serve',
  dev: 'Development helpers, answered only on the machine itself',
};

/** What each status means when the contract does not say more. */
const DEFAULT_ERRORS: Record<ErrorStatus, string> = {
  400: 'The request is malformed; `errors` names each field at fault',
  401: 'No valid session',
  402: 'The payment was declined',
  403: 'Not allowed for this user',
  404: 'Not found',
  409: 'Conflicts with the current state',
  412: 'Changed by someone else meanwhile; retry',
  413: 'The request body is too large (1 MB; 16 MB for key uploads)',
  415: 'The request body is not JSON (Content-Type must be application/json)',
  416: 'Range not satisfiable',
  422: 'Not processable',
  429: 'Too many attempts; wait as Retry-After says',
  503: 'The database cannot be reached right now; nothing was done. Retry after Retry-After',
};

const RETRY_AFTER = { $ref: '#/components/headers/RetryAfter' };

/** The OpenAPI 3.1 document of these routes: every request part and every answer, from the contracts themselves. */
export function openApiDocument(routes: readonly RouteContract[]): Record<string, unknown> {
  const schemas = new JsonSchemas();
  const problem = schemas.of(ProblemSchema, 'output');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of [...routes].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    const path = `/${route.path}`;
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route, schemas, problem);
  }
  const usedTags = new Set(routes.map((route) => route.tag));
  return {
    openapi: '3.1.0',
    info: {
      title: 'KeyLedger API',
      version: '1',
      description:
        'The public API of KeyLedger, an event-sourced store for digital game keys. Money is in dollars with two decimals. ' +
        'Every error is problem+json (`Problem`). Commands that move money or keys take an `Idempotency-Key`; see docs/resilience.md.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-KeyLedger' },
    },
    servers: [{ url: API_BASE_PATH, description: 'This server' }],
    tags: [...usedTags].sort().map((name) => ({ name, description: TAGS[name] ?? name })),
    security: [],
    paths,
    components: {
      schemas: schemas.components,
      securitySchemes: {
        session: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token from auth/login or auth/verify-2fa' },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'A fresh key per attempt, sent again unchanged with every retry of it: the same key and body get the first answer and nothing is done twice; the same key with another body is refused (409)',
          schema: { type: 'string', pattern: IDEMPOTENCY_KEY_FORMAT.source, examples: ['3f0c6f1e-8a7d-4c55-9d35-1f6a2b8c9e01'] },
        },
      },
      headers: {
        RetryAfter: { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 0 } },
      },
    },
  };
}

function operation(route: RouteContract, schemas: JsonSchemas, problem: JsonSchema): Record<string, unknown> {
  const parameters: unknown[] = [];
  if (route.params) parameters.push(...parametersOf(route.params, 'path', schemas));
  if (route.query) parameters.push(...parametersOf(route.query, 'query', schemas));
  if (route.idempotent) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });

  const responses: Record<string, unknown> = {};
  const { success } = route;
  responses[String(success.status)] = {
    description: success.description,
    ...(success.body
      ? {
          content: {
            [success.contentType ?? 'application/json']: { schema: schemas.of(success.body, 'output') },
            ...(success.alternative ? { [success.alternative.contentType]: { schema: schemas.of(success.alternative.body, 'output') } } : {}),
          },
        }
      : {}),
  };
  for (const [status, description] of Object.entries(errorsOf(route))) {
    responses[status] = {
      description,
      ...(status === '429' || status === '503' ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
      content: { 'application/problem+json': { schema: problem } },
    };
  }
  for (const other of route.otherAnswers ?? []) {
    responses[String(other.status)] = {
      description: other.description,
      ...(other.body ? { content: { 'application/json': { schema: schemas.of(other.body, 'output') } } } : {}),
    };
  }

  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    security: route.access === 'public' ? [] : [{ session: [] }],
    // Who may call it (public, signed-in, staff with x-permission, second-step): the permission matrix test walks this.
    ...(route.ownAccount ? { 'x-own-account': true } : {}),
    'x-access': route.access,
    ...(route.permission ? { 'x-permission': route.permission } : {}),
    ...(route.staffAlso ? { 'x-staff-also': route.staffAlso } : {}),
    ...(route.refusals?.length ? { 'x-refusals': route.refusals } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body ? { requestBody: requestBodyOf(schemas, route.body, route.bodyTypes ?? ['application/json']) } : {}),
    responses,
  };
}

/** A request body: the one schema under each media type the route takes. */
function requestBodyOf(schemas: JsonSchemas, body: z.ZodType, types: string[]) {
  const schema = schemas.of(body, 'input');
  return { required: true, content: Object.fromEntries(types.map((type) => [type, { schema }])) };
}

const TWO_FACTOR_REFUSAL = 'a staff account without two-factor sign-in while STAFF_TWO_FACTOR=required (type urn:keyledger:problem:two-factor-required)';

/** Who a staff route refuses: everyone without its permission, named with the roles that hold it. */
function staffRefusal(permission: Permission): string {
  return `Without the ${permission} permission (held by: ${rolesWith(permission).join(', ')})`;
}

/** The error answers of a route: its own, and those its access, input and limits imply. */
function errorsOf(route: RouteContract): Partial<Record<ErrorStatus, string>> {
  const implied: Partial<Record<ErrorStatus, string>> = {};
  if (route.params || route.query || route.body || route.idempotent) implied[400] = DEFAULT_ERRORS[400];
  if (route.access !== 'public') implied[401] = route.access === 'second-step' ? 'No valid sign-in step token' : DEFAULT_ERRORS[401];
  if (route.access === 'staff') implied[403] = `${staffRefusal(route.permission!)}; or ${TWO_FACTOR_REFUSAL}`;
  if (route.access === 'signed-in' && route.method !== 'GET' && !route.ownAccount) {
    implied[403] ??= route.staffAlso
      ? `A staff account without the ${route.staffAlso} permission; or ${TWO_FACTOR_REFUSAL}`
      : 'A staff account other than an admin (finance and support accounts send no store command)';
  }
  if (route.idempotent) {
    implied[409] =
      'The Idempotency-Key was used with another request, or its first request is still running (type urn:keyledger:problem:request-in-progress, with Retry-After)';
  }
  if (route.body) {
    implied[413] = DEFAULT_ERRORS[413];
    implied[415] = DEFAULT_ERRORS[415];
  }
  if (route.rateLimited) implied[429] = DEFAULT_ERRORS[429];
  if (!route.noDatabase) implied[503] = DEFAULT_ERRORS[503];
  const own = route.errors ?? {};
  const merged: Partial<Record<ErrorStatus, string>> = { ...implied };
  for (const [status, description] of Object.entries(own) as [`${ErrorStatus}`, string][]) {
    const code = Number(status) as ErrorStatus;
    merged[code] = implied[code] && (code === 409 || code === 403) ? `${description}. ${implied[code]}` : description;
  }
  if (route.refusals?.length) merged[400] = `${merged[400] ?? DEFAULT_ERRORS[400]}. Also refused, as \`x-refusals\` lists: ${route.refusals.join('; ')}`;
  const overridden = new Set((route.otherAnswers ?? []).map((answer) => answer.status));
  return Object.fromEntries(Object.entries(merged).filter(([status]) => !overridden.has(Number(status))).sort(([a], [b]) => Number(a) - Number(b)));
}

/** The object schema behind a query or params schema (its input side, past any transform). */
export function objectBehind(schema: z.ZodType): z.ZodObject {
  let current: z.ZodType = schema;
  for (let i = 0; i < 10; i += 1) {
    if (current instanceof z.ZodObject) return current;
    const def = (current as unknown as { _zod: { def: { type: string; in?: z.ZodType; innerType?: z.ZodType } } })._zod.def;
    if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.innerType) current = def.innerType;
    else break;
  }
  throw new Error('Query and path parameters must be described by an object schema');
}

function parametersOf(schema: z.ZodType, place: 'path' | 'query', schemas: JsonSchemas): unknown[] {
  const object = objectBehind(schema);
  return Object.entries(object.shape).map(([name, field]) => {
    const described = schemas.of(field as z.ZodType, 'input');
    const { description, examples, ...rest } = described as JsonSchema & { description?: string; examples?: unknown[] };
    const optional = (field as z.ZodType).safeParse(undefined).success;
    return {
      name,
      in: place,
      required: place === 'path' || !optional,
      ...(description ? { description } : {}),
      schema: rest,
      ...(examples && examples.length > 0 ? { example: examples[0] } : {}),
    };
  });
}
