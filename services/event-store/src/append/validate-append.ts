import { randomUUID } from 'node:crypto';
import { InvalidAppendError } from '../errors.js';
import { timeOrderedUuid } from '../ids/time-ordered-uuid.js';
import type { AppendToStream, ExpectedVersion, EventMetadataInput } from '../types.js';

/** `category-id`: a lower-case category, a dash, then an id of letters, digits and `_.:@-`. */
const STREAM_ID = /^[a-z][a-z0-9]*-[A-Za-z0-9][A-Za-z0-9_.:@-]*$/;
const EVENT_TYPE = /^[A-Z][A-Za-z0-9]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_STREAM_ID_LENGTH = 200;
const MAX_EVENT_TYPE_LENGTH = 100;
const MAX_EVENTS_PER_APPEND = 10_000;
const MAX_EVENT_BYTES = 256 * 1024;

/** The rows the append function receives, already checked. */
export interface PreparedAppend {
  streams: { id: string; expected: string; count: number }[];
  events: {
    stream: string;
    eventId: string;
    type: string;
    schemaVersion: number;
    data: unknown;
    metadata: Record<string, unknown>;
    /** The event as the append statement reads it: {eventId, type, schemaVersion, data, metadata}. */
    json: string;
  }[];
}

export function validateStreamId(streamId: unknown): asserts streamId is string {
  if (typeof streamId !== 'string' || streamId.length > MAX_STREAM_ID_LENGTH || !STREAM_ID.test(streamId)) {
    throw new InvalidAppendError(
      `Invalid stream id ${JSON.stringify(streamId)}: expected "category-id" of at most ${MAX_STREAM_ID_LENGTH} characters`,
    );
  }
}

function normaliseExpected(streamId: string, expected: unknown): string {
  if (expected === 'no_stream' || expected === 'stream_exists' || expected === 'any') return expected;
  if (typeof expected === 'number' && Number.isSafeInteger(expected) && expected >= 0) {
    return expected === 0 ? 'no_stream' : String(expected);
  }
  throw new InvalidAppendError(
    `Invalid expected version ${JSON.stringify(expected)} for stream ${streamId}: use 'no_stream', 'stream_exists', 'any' or a whole number ≥ 0`,
  );
}

const MAX_DEPTH = 64;

/**
 * Throws unless `value` is plain JSON that survives a round trip unchanged: objects, arrays,
 * strings without NUL, finite numbers, booleans, null. A walk, not JSON.stringify with a
 * replacer: appends are hot, and the replacer made validation cost more than the insert.
 */
function checkJsonValue(value: unknown, what: string, depth: number): void {
  switch (typeof value) {
    case 'string':
      if (value.includes('\u0000')) throw new InvalidAppendError(`${what} holds a NUL character`);
      return;
    case 'number':
      if (!Number.isFinite(value)) throw new InvalidAppendError(`${what} holds ${value}, which JSON cannot store`);
      return;
    case 'boolean':
      return;
    case 'object': {
      if (value === null) return;
      if (depth > MAX_DEPTH) throw new InvalidAppendError(`${what} is nested more than ${MAX_DEPTH} levels deep (or holds a cycle)`);
      if (Array.isArray(value)) {
        for (const item of value) checkJsonValue(item, what, depth + 1);
        return;
      }
      const prototype = Object.getPrototypeOf(value) as unknown;
      if (prototype !== Object.prototype && prototype !== null) {
        throw new InvalidAppendError(`${what} holds a ${(value as object).constructor?.name ?? 'non-plain'} object; use plain JSON values`);
      }
      for (const key in value) checkJsonValue((value as Record<string, unknown>)[key], what, depth + 1);
      return;
    }
    default:
      throw new InvalidAppendError(`${what} holds ${typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`}, which JSON cannot store`);
  }
}

/** Checks a payload and returns its JSON text (each payload is serialised exactly once). */
function payloadJson(value: unknown, what: string): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new InvalidAppendError(`${what} must be a JSON object`);
  }
  checkJsonValue(value, what, 0);
  const text = JSON.stringify(value);
  if (text.length > MAX_EVENT_BYTES) throw new InvalidAppendError(`${what} is larger than ${MAX_EVENT_BYTES} bytes`);
  return text;
}

/** Checks a whole append before anything touches the database, and fills in event ids and metadata. */
export function prepareAppend(requests: readonly AppendToStream[], defaults: EventMetadataInput = {}): PreparedAppend {
  if (!Array.isArray(requests) || requests.length === 0) {
    throw new InvalidAppendError('An append needs at least one stream');
  }
  const seenStreams = new Set<string>();
  const seenEvents = new Set<string>();
  const prepared: PreparedAppend = { streams: [], events: [] };
  const correlationId = defaults.correlationId ?? randomUUID();

  for (const request of requests) {
    validateStreamId(request?.streamId);
    const { streamId } = request;
    if (seenStreams.has(streamId)) throw new InvalidAppendError(`Stream ${streamId} appears twice in one append`);
    seenStreams.add(streamId);
    const expected = normaliseExpected(streamId, request.expectedVersion as ExpectedVersion);
    if (!Array.isArray(request.events) || request.events.length === 0) {
      throw new InvalidAppendError(`Append to ${streamId} has no events`);
    }
    prepared.streams.push({ id: streamId, expected, count: request.events.length });

    for (const event of request.events) {
      if (typeof event?.type !== 'string' || event.type.length > MAX_EVENT_TYPE_LENGTH || !EVENT_TYPE.test(event.type)) {
        throw new InvalidAppendError(`Invalid event type ${JSON.stringify(event?.type)}: expected PascalCase`);
      }
      const eventId = event.eventId ?? timeOrderedUuid();
      if (!UUID.test(eventId)) throw new InvalidAppendError(`Event id ${JSON.stringify(eventId)} is not a UUID`);
      const key = eventId.toLowerCase();
      if (seenEvents.has(key)) throw new InvalidAppendError(`Event id ${eventId} appears twice in one append`);
      seenEvents.add(key);
      const schemaVersion = event.schemaVersion ?? 1;
      if (!Number.isSafeInteger(schemaVersion) || schemaVersion < 1) {
        throw new InvalidAppendError(`Invalid schema version ${JSON.stringify(schemaVersion)} for ${event.type}`);
      }
      const dataJson = payloadJson(event.data, `Data of ${event.type}`);
      // An undefined field of the event's own metadata unsets the default (a batch's request context, say).
      const metadata: Record<string, unknown> = { ...defaults, ...event.metadata };
      for (const key of Object.keys(metadata)) if (metadata[key] === undefined) delete metadata[key];
      if (metadata.recordedAt !== undefined && (typeof metadata.recordedAt !== 'string' || Number.isNaN(Date.parse(metadata.recordedAt)))) {
        throw new InvalidAppendError(`recordedAt ${JSON.stringify(metadata.recordedAt)} is not a date`);
      }
      const fullMetadata = { ...metadata, correlationId: metadata.correlationId ?? correlationId, eventId: key, schemaVersion };
      const metadataJson = payloadJson(fullMetadata, `Metadata of ${event.type}`);
      prepared.events.push({
        stream: streamId,
        eventId: key,
        type: event.type,
        schemaVersion,
        data: event.data,
        metadata: fullMetadata,
        json: `{"eventId":"${key}","type":"${event.type}","schemaVersion":${schemaVersion},"data":${dataJson},"metadata":${metadataJson}}`,
      });
    }
  }
  if (prepared.events.length > MAX_EVENTS_PER_APPEND) {
    throw new InvalidAppendError(`An append may hold at most ${MAX_EVENTS_PER_APPEND} events`);
  }
  return prepared;
}
