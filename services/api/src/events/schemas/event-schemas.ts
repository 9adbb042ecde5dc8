import { fileURLToPath } from 'node:url';
import type { CatalogueEntry } from '../event-catalogue.js';
import { mergeShapes, misfits, renderShape, shapeOf, type Shape } from './event-shape.js';

/** The committed contract: every version of every event type, with its data's shape. */
export const EVENT_SCHEMAS_FILE = fileURLToPath(new URL('../../../../../docs/event-schemas.json', import.meta.url));
/** docs/events.md, made from the catalogue and EVENT_SCHEMAS_FILE (npm run events:doc). */
export const EVENTS_DOC_FILE = fileURLToPath(new URL('../../../../../docs/events.md', import.meta.url));

/** type → schema version → the shape of `data`. */
export type EventSchemas = Record<string, Record<string, Shape>>;

export interface StoredEvent {
  type: string;
  schemaVersion: number;
  data: unknown;
}

/** The shapes of the events given, merged per type and stored schema version. */
export function observedSchemas(events: readonly StoredEvent[]): EventSchemas {
  const schemas: EventSchemas = {};
  for (const event of events) {
    const versions = (schemas[event.type] ??= {});
    const key = String(event.schemaVersion);
    const shape = shapeOf(event.data);
    versions[key] = versions[key] === undefined ? shape : mergeShapes(versions[key], shape);
  }
  return schemas;
}

/**
 * What is wrong with the documented contract given the events the store appends now (one line
 * each; none when it holds): a shape that changed without a new version, a type or current
 * version not documented, a catalogue version the contract does not know.
 */
export function contractProblems(documented: EventSchemas, observed: EventSchemas, catalogue: readonly CatalogueEntry[]): string[] {
  const problems: string[] = [];
  for (const [type, versions] of Object.entries(observed)) {
    for (const [version, shape] of Object.entries(versions)) {
      const known = documented[type]?.[version];
      if (known === undefined) {
        problems.push(`${type} v${version} is not in docs/event-schemas.json: a new type or version is documented with npm run events:doc`);
      } else {
        const misfit = misfits(known, shape);
        if (misfit.length > 0) {
          problems.push(
            `${type} v${version} changed shape without a new schema version: consumers of the topic rely on it. ` +
              `Give the change a new version (the catalogue's, the event's, and an upcaster from the old one), then npm run events:doc.\n` +
              misfit.join('\n'),
          );
        }
      }
    }
  }
  for (const entry of catalogue) {
    if (documented[entry.type]?.[String(entry.version)] === undefined) problems.push(`${entry.type} v${entry.version} (the catalogue's) is not documented`);
    const newest = Math.max(...Object.keys(documented[entry.type] ?? {}).map(Number));
    if (newest > entry.version) problems.push(`${entry.type}: docs/event-schemas.json knows v${newest}, the catalogue says v${entry.version}`);
  }
  for (const type of Object.keys(documented)) {
    if (!catalogue.some((entry) => entry.type === type)) problems.push(`${type} is documented but not in the event catalogue`);
  }
  return problems;
}

/**
 * The contract with what the store appends now added: new types and versions are added; a
 * documented version is never rewritten (that is what contractProblems reports), so older
 * versions, which the log still holds, stay as they were.
 */
export function extendSchemas(documented: EventSchemas, observed: EventSchemas): EventSchemas {
  const next: EventSchemas = structuredClone(documented);
  for (const [type, versions] of Object.entries(observed)) {
    for (const [version, shape] of Object.entries(versions)) {
      const known = next[type]?.[version];
      if (known !== undefined) {
        if (misfits(known, shape).length > 0) throw new Error(`${type} v${version} is documented with another shape: give the change a new schema version instead`);
        continue; // documented already (perhaps wider than these events show)
      }
      (next[type] ??= {})[version] = shape;
    }
  }
  return sortSchemas(next);
}

export function sortSchemas(schemas: EventSchemas): EventSchemas {
  return Object.fromEntries(
    Object.keys(schemas)
      .sort()
      .map((type) => [type, Object.fromEntries(Object.keys(schemas[type]!).sort((a, b) => Number(a) - Number(b)).map((v) => [v, schemas[type]![v]!]))]),
  );
}

/** docs/events.md: the topic's contract, then every event type by stream with each version's shape. */
export function renderEventsDoc(catalogue: readonly CatalogueEntry[], schemas: EventSchemas): string {
  const lines: string[] = [
    '# Events: the log, and the Kafka topic that carries it',
    '',
    '<!-- Made by `npm run events:doc` from services/api/src/events/event-catalogue.ts and',
    '     docs/event-schemas.json; the events test fails when this file or a shape is out of date. -->',
    '',
    'Every change KeyLedger records is an event in the PostgreSQL log. With `KAFKA_BROKERS` set, the',
    'relay publishes each one, in the log’s gap-safe order, to the topic `keyledger.events`',
    '(`KAFKA_TOPIC`). This page is the contract consumers outside the project can rely on.',
    '',
    '## Messages',
    '',
    '- **Key**: the stream id (`order-…`, `wallet-…`). The partition is Kafka’s default for the key',
    '  (murmur2, as the Java client computes it), so one stream’s events are in one partition, in order.',
    '  Events of different streams are ordered only within a partition.',
    '- **Headers**: `event-id` (uuid), `event-type`, `schema-version`, `global-position` (the log’s',
    '  position, unique, increasing within a partition) and `transaction-id` (the writing transaction).',
    '- **Value** (JSON): `eventId`, `streamId`, `streamVersion`, `type`, `schemaVersion`, `globalPosition`,',
    '  `transactionId`, `data` (the shape below for its type and version) and `metadata`:',
    '  `recordedAt` (ISO time), `actor` (`id`, `role`: `customer`, `admin`, `finance` or `system`, and',
    '  for system actors their name), `correlationId` (the request’s X-Request-Id), `causationId` (the',
    '  request, or the event that caused it), `command` (the API operation), `reason` (an admin’s).',
    '- **At least once**: a relay that dies after publishing and before recording it publishes those',
    '  events again. Drop an event whose (`transaction-id`, `global-position`) is not after the last one',
    '  applied from the same partition; the projectors do.',
    '- **Versions**: an event is published with the schema version it was stored with. A change to a',
    '  type’s shape is a new version, and the project’s upcasters read older versions as the newest;',
    '  a version’s shape never changes once published (the events test fails if it does).',
    '- Money is integer cents; key texts never appear, only key ids.',
    '- **Personal data is sealed** (docs/personal-data.md): the fields marked *personal* below, and a',
    '  `reason` staff typed (with `metadata.reason`), are `pd1.<person id>.<ciphertext>`, encrypted with',
    '  that person’s own data key, which never leaves the database. A consumer keeps them as they are',
    '  (or asks the API); on `PersonalDataErased` it deletes whatever it derived from that person.',
    '- The shapes are recorded from the events the store appends (the events test makes every type',
    '  through the API) and widened by hand where the types allow more (`string | null`).',
    '',
  ];
  const streams = [...new Set(catalogue.map((entry) => entry.stream))];
  for (const stream of streams) {
    lines.push(`## \`${stream}\``, '');
    for (const entry of catalogue.filter((e) => e.stream === stream)) {
      const versions = Object.keys(schemas[entry.type] ?? {}).map(Number).sort((a, b) => b - a);
      lines.push(`### ${entry.type} (v${entry.version})`, '', entry.meaning + '.', '');
      const sealed = [...(entry.personal ?? []).map((f) => `\`${f}\``), ...(entry.staffReason ?? []).map((f) => `\`${f}\` when staff typed it`)];
      if (sealed.length > 0) lines.push(`Personal (sealed): ${sealed.join(', ')}.`, '');
      for (const version of versions) {
        if (version !== entry.version) lines.push(`Version ${version} (still in older logs; read as v${entry.version} through the upcasters):`, '');
        lines.push('```ts', `data: ${renderShape(schemas[entry.type]![String(version)]!)}`, '```', '');
      }
    }
  }
  return lines.join('\n');
}
