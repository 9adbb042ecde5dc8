import { applyDecorators, Delete, Get, Header, HttpCode, Patch, Post, Put, SetMetadata, UseGuards } from '@nestjs/common';
import { SignedIn, StaffWith } from '../../identity/auth/auth.decorators.js';
import { rolesWith } from '../../identity/auth/permissions.js';
import { GuestMessage, Roles, StaffCall } from '../../identity/auth/roles.decorator.js';
import { SecondStepGuard } from '../../identity/auth/second-step.guard.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';
import type { HttpMethod, RouteContract } from './route-contract.js';

export const ROUTE_CONTRACT = 'keyledger:route-contract';

const METHODS: Record<HttpMethod, (path: string) => MethodDecorator> = { GET: Get, POST: Post, PATCH: Patch, PUT: Put, DELETE: Delete };

/** `users/{id}/wallet` as Nest's router spells it: `users/:id/wallet`. */
export const routerPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Serves a handler as its contract says: method and path, success status, the guard its access
 * needs, `Cache-Control: no-store` when it needs a session, Idempotency-Key support, and the
 * contract itself for request validation. Use it on a handler of a controller declared with
 * `@Controller()` (the path is the contract's, whole).
 */
export function Route(contract: RouteContract): MethodDecorator {
  const decorators: Array<ClassDecorator | MethodDecorator | PropertyDecorator> = [
    METHODS[contract.method](routerPath(contract.path)),
    HttpCode(contract.success.status),
    SetMetadata(ROUTE_CONTRACT, contract),
  ];
  // An answer for one session is kept by no cache, shared or the browser's (set once the guard let it through).
  if (contract.access !== 'public') decorators.push(Header('Cache-Control', 'no-store'));
  if (contract.access === 'signed-in') decorators.push(SignedIn());
  // A store command a shopper may send is refused to finance and support accounts, unless staff with its permission may send it too.
  if (contract.access === 'signed-in' && contract.method !== 'GET' && !contract.ownAccount) {
    const staff = contract.staffAlso ? rolesWith(contract.staffAlso) : [];
    decorators.push(Roles(...new Set(['admin' as const, 'customer' as const, ...staff])));
    if (contract.staffAlso) decorators.push(StaffCall());
  }
  if (contract.access === 'staff') decorators.push(StaffWith(contract.permission!));
  if (contract.access === 'second-step') decorators.push(UseGuards(SecondStepGuard));
  if (contract.guestMessage) decorators.push(GuestMessage(contract.guestMessage));
  if (contract.idempotent) decorators.push(Idempotent());
  return applyDecorators(...decorators);
}
