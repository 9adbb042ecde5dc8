import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Observable } from 'rxjs';
import { ROUTE_CONTRACT } from '../contract/route.decorator.js';
import type { RouteContract } from '../contract/route-contract.js';
import { currentRequestContext } from './request-context.js';

/** Names the command a request carries (its route's operationId), for the events it appends. */
@Injectable()
export class CommandNameInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const contract = this.reflector.get<RouteContract | undefined>(ROUTE_CONTRACT, context.getHandler());
    const request = currentRequestContext();
    if (contract && request && contract.method !== 'GET') request.command = contract.operationId;
    return next.handle();
  }
}
