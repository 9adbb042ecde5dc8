import { UseInterceptors } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';

/** Marks a route that moves money or keys: it honours the Idempotency-Key header (the route's contract documents it). */
export const Idempotent = () => UseInterceptors(IdempotencyInterceptor);
