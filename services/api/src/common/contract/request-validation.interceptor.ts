import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import type { z } from 'zod';
import { ROUTE_CONTRACT } from './route.decorator.js';
import type { RouteContract } from './route-contract.js';
import { validationProblem } from './validation-problem.js';

/**
 * Checks each request against its route's contract, after the guards (so a caller without a
 * session hears 401 first) and before anything else runs: path parameters, query and body are
 * parsed by the contract's schemas, and the handler gets the parsed values. A refusal is a 400
 * naming every field at fault; nothing has run, so nothing is written.
 */
@Injectable()
export class RequestValidationInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const contract = this.reflector.get<RouteContract | undefined>(ROUTE_CONTRACT, context.getHandler());
    if (!contract) return next.handle();
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (contract.params) req.params = parsed(contract.params, req.params);
    if (contract.query) req.query = parsed(contract.query, req.query);
    if (contract.body) req.body = parsed(contract.body, req.body ?? {});
    return next.handle();
  }
}

function parsed(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (!result.success) throw validationProblem(result.error.issues);
  return result.data;
}
