import type { RecordedEvent } from '@keyledger/event-store';
import type { KafkaMessage, Message } from 'kafkajs';

/**
 * How one event of the log travels on the topic (the contract in docs/events.md):
 * - key: the stream id, so a stream's events share a partition and keep their order;
 * - headers: the event id, type, schema version, global position and writing transaction id,
 *   for consumers that route or drop duplicates without parsing the value;
 * - value: the event as stored (its own schema version; readers upcast), as JSON.
 */
export interface EventOnTopic {
  eventId: string;
  streamId: string;
  streamVersion: number;
  type: string;
  schemaVersion: number;
  globalPosition: number;
  transactionId: string;
  data: Record<string, unknown>;
  metadata: RecordedEvent['metadata'];
}

export const EVENT_HEADERS = {
  eventId: 'event-id',
  type: 'event-type',
  schemaVersion: 'schema-version',
  globalPosition: 'global-position',
  transactionId: 'transaction-id',
} as const;

export function toKafkaMessage(event: RecordedEvent, partition: number): Message {
  const value: EventOnTopic = {
    eventId: event.eventId,
    streamId: event.streamId,
    streamVersion: event.streamVersion,
    type: event.type,
    schemaVersion: event.schemaVersion,
    globalPosition: event.globalPosition,
    transactionId: event.transactionId,
    data: event.data,
    metadata: event.metadata,
  };
  return {
    key: event.streamId,
    partition,
    value: JSON.stringify(value),
    headers: {
      [EVENT_HEADERS.eventId]: event.eventId,
      [EVENT_HEADERS.type]: event.type,
      [EVENT_HEADERS.schemaVersion]: String(event.schemaVersion),
      [EVENT_HEADERS.globalPosition]: String(event.globalPosition),
      [EVENT_HEADERS.transactionId]: event.transactionId,
    },
  };
}

/** The event a message carries, as stored (not yet upcast). Throws on a message that is not one. */
export function fromKafkaMessage(message: KafkaMessage): RecordedEvent {
  if (!message.value) throw new Error(`Message at offset ${message.offset} has no value`);
  const value = JSON.parse(message.value.toString('utf8')) as EventOnTopic;
  return {
    eventId: value.eventId,
    streamId: value.streamId,
    streamVersion: value.streamVersion,
    type: value.type,
    schemaVersion: value.schemaVersion,
    globalPosition: value.globalPosition,
    transactionId: value.transactionId,
    data: value.data,
    metadata: value.metadata,
  };
}
