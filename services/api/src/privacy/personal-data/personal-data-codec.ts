import {
  projectionSource,
  type AppendToStream,
  type CodecSource,
  type EventCodec,
  type EventMetadataInput,
  type NewEvent,
  type Queryable,
  type RecordedEvent,
} from '@keyledger/event-store';
import { EVENT_CATALOGUE } from '../../events/event-catalogue.js';
import { PersonalDataKeys } from './personal-data-keys.js';
import { ERASED_TEXT, isSealed, openText, sealedSubject, sealText } from './sealed-text.js';

const PERSONAL = new Map(EVENT_CATALOGUE.filter((e) => e.personal).map((e) => [e.type, e.personal!]));
const STAFF_REASON = new Map(EVENT_CATALOGUE.filter((e) => e.staffReason).map((e) => [e.type, e.staffReason!]));
/** The types whose stored data may hold a sealed value. */
const SEALABLE = new Set([...PERSONAL.keys(), ...STAFF_REASON.keys()]);

type Data = Record<string, unknown>;

/**
 * The event store's codec for personal data (crypto-shredding): on append, the catalogue's
 * personal fields and the staff's typed reason are sealed with the data key of the person the
 * event is about; on read they are opened, or read '[erased]' once that key was shredded. Events
 * with nothing personal pass untouched and without a database round trip.
 */
export class PersonalDataCodec implements EventCodec {
  private readonly keys: PersonalDataKeys;

  constructor(keyEncryptionKey: Buffer) {
    this.keys = new PersonalDataKeys(keyEncryptionKey);
  }

  encode(requests: readonly AppendToStream[], metadata: EventMetadataInput | undefined, db: Queryable) {
    const reasonOf = (event: NewEvent<string, unknown>) => (event.metadata && 'reason' in event.metadata ? event.metadata.reason : metadata?.reason);
    const touches = requests.some((request) =>
      request.events.some((event) => PERSONAL.has(event.type) || (STAFF_REASON.has(event.type) && typeof reasonOf(event) === 'string')),
    );
    if (!touches) return null;
    return this.seal(requests, metadata, db, reasonOf);
  }

  private async seal(
    requests: readonly AppendToStream[],
    metadata: EventMetadataInput | undefined,
    db: Queryable,
    reasonOf: (event: NewEvent<string, unknown>) => string | undefined,
  ): Promise<{ requests: AppendToStream[]; metadata: EventMetadataInput | undefined }> {
    // One command's append concerns one person: an event naming nobody (KeyVoided) takes theirs.
    const appendSubject = requests.flatMap((r) => r.events).map((e) => subjectOf(e.data)).find((id) => id !== null) ?? null;
    const sealFor = this.sealer(db);

    const sealedRequests: AppendToStream[] = [];
    for (const request of requests) {
      const events: NewEvent<string, unknown>[] = [];
      for (const event of request.events) {
        const sealed = await sealEvent({ type: event.type, data: event.data as Data, reason: reasonOf(event), ownReason: event.metadata?.reason }, appendSubject, sealFor);
        events.push({ ...event, data: sealed.data, ...(sealed.ownReason !== event.metadata?.reason ? { metadata: { ...event.metadata, reason: sealed.ownReason } } : {}) });
      }
      sealedRequests.push({ ...request, events });
    }
    const sharedReason = typeof metadata?.reason === 'string' && appendSubject !== null && !isSealed(metadata.reason);
    return { requests: sealedRequests, metadata: sharedReason ? { ...metadata, reason: await sealFor(appendSubject!, metadata!.reason!) } : metadata };
  }

  /**
   * Seals texts for people, each person's key fetched (or made) once in `db`; the text of a person
   * already erased is not kept at all: it is stored as '[erased]'.
   */
  sealer(db: Queryable): (subjectId: string, text: string) => Promise<string> {
    const keys = new Map<string, Promise<Buffer | null>>();
    return async (subjectId, text) => {
      if (!keys.has(subjectId)) keys.set(subjectId, this.keys.keyFor(subjectId, db));
      const key = await keys.get(subjectId)!;
      return key === null ? ERASED_TEXT : sealText(key, subjectId, text);
    };
  }

  decode(events: readonly RecordedEvent[], db: Queryable): Promise<void> | null {
    const sealed = events.filter((event) => isSealed(event.metadata.reason) || (SEALABLE.has(event.type) && Object.values(event.data).some(isSealed)));
    if (sealed.length === 0) return null;
    return this.open(sealed, db);
  }

  private async open(events: readonly RecordedEvent[], db: Queryable): Promise<void> {
    const subjects = new Set<string>();
    for (const event of events) for (const value of sealedValues(event)) subjects.add(sealedSubject(value) ?? '');
    subjects.delete('');
    const keys = await this.keys.keysOf([...subjects], db);
    const openValue = (value: string) => {
      const key = keys.get(sealedSubject(value) ?? '');
      return key ? openText(key, value) : ERASED_TEXT;
    };
    for (const event of events) {
      const data = event.data as Data;
      for (const [field, value] of Object.entries(data)) if (isSealed(value)) data[field] = openValue(value);
      if (isSealed(event.metadata.reason)) event.metadata.reason = openValue(event.metadata.reason);
    }
  }
}

/**
 * One event's personal values sealed (new objects): the catalogue's personal fields, the fields
 * repeating the staff's typed reason, and the event's own metadata reason, all with the key of
 * the person the event names (data.userId) or else the append's. Personal fields without a person
 * throw: they would be stored in clear.
 */
export async function sealEvent(
  event: { type: string; data: Data; reason: string | undefined; ownReason: string | undefined },
  appendSubject: string | null,
  sealFor: (subjectId: string, text: string) => Promise<string>,
): Promise<{ data: Data; ownReason: string | undefined }> {
  const data = { ...event.data };
  const subject = subjectOf(data) ?? appendSubject;
  const personal = (PERSONAL.get(event.type) ?? []).filter((field) => typeof data[field] === 'string' && !isSealed(data[field]));
  if (personal.length > 0 && subject === null) throw new Error(`${event.type} holds personal data but names no person (data.userId)`);
  if (subject === null) return { data, ownReason: event.ownReason };
  const reasonFields = typeof event.reason === 'string' ? (STAFF_REASON.get(event.type) ?? []).filter((field) => data[field] === event.reason) : [];
  for (const field of [...personal, ...reasonFields]) data[field] = await sealFor(subject, data[field] as string);
  const ownReason = typeof event.ownReason === 'string' && !isSealed(event.ownReason) ? await sealFor(subject, event.ownReason) : event.ownReason;
  return { data, ownReason };
}

function subjectOf(data: unknown): string | null {
  const userId = (data as Data | null)?.userId;
  return typeof userId === 'string' ? userId : null;
}

function sealedValues(event: RecordedEvent): string[] {
  const values = Object.values(event.data).filter(isSealed);
  return isSealed(event.metadata.reason) ? [...values, event.metadata.reason] : values;
}

/** The factory the projection worker thread loads (see CodecSource): the key arrives as bytes. */
export function personalDataCodec(keyEncryptionKey: Uint8Array): PersonalDataCodec {
  return new PersonalDataCodec(Buffer.from(keyEncryptionKey));
}

/** Where another thread makes the same codec (the key as bytes: workerData copies it). */
export function personalDataCodecSource(keyEncryptionKey: Buffer): CodecSource {
  return { ...projectionSource(import.meta.url, 'personalDataCodec'), argument: new Uint8Array(keyEncryptionKey) };
}
