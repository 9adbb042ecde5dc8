import { AsyncLocalStorage } from 'node:async_hooks';
import type { EventMetadataInput } from '@keyledger/event-store';

/** What the audit trail needs of the request being served, wherever its events are appended. */
export interface RequestContext {
  /** The X-Request-Id: the correlation id of every event the request leads to. */
  requestId: string;
  /** The API operation (its contract's operationId) when the request is a command. */
  command?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (the rest of a request's handling) with `context` as the current request. */
export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * The metadata of events appended while serving a request: correlated with the request, caused
 * by it, naming the command. (The event store applies it under what each append states: follow-ups
 * outside any request state their own cause; see EventStoreOptions.metadataContext.)
 */
export function requestEventMetadata(): EventMetadataInput | undefined {
  const context = storage.getStore();
  if (!context) return undefined;
  return { correlationId: context.requestId, causationId: context.requestId, ...(context.command ? { command: context.command } : {}) };
}

/** Runs `work` outside any request: system work that a request merely woke states its own cause. */
export function outsideRequestContext<T>(work: () => T): T {
  return storage.exit(work);
}
