import type { EventCodec } from '../../codec/event-codec.js';
import type { Upcaster } from '../../read/upcasting.js';
import type { Projection } from '../projection.js';

/**
 * Where another thread can load a projection from: the file URL of the module that exports it
 * (its `import.meta.url`) and the export's name. The export is the Projection itself or a
 * function of no arguments that makes it.
 */
export interface ProjectionSource {
  module: string;
  exportName: string;
}

export function projectionSource(moduleUrl: string, exportName: string): ProjectionSource {
  if (!moduleUrl.startsWith('file:')) throw new RangeError(`A projection source must be a file URL (import.meta.url), not ${moduleUrl}`);
  return { module: moduleUrl, exportName };
}

export async function loadProjection(source: ProjectionSource): Promise<Projection> {
  const module = (await import(source.module)) as Record<string, unknown>;
  const exported = module[source.exportName];
  const projection = (typeof exported === 'function' ? (exported as () => unknown)() : exported) as Projection | undefined;
  if (!projection || typeof projection.name !== 'string' || typeof projection.apply !== 'function') {
    throw new Error(`${source.module} has no projection exported as ${source.exportName}`);
  }
  return projection;
}

/** The upcasters the host's store reads with, loaded in another thread from the module that exports them (an array). */
export async function loadUpcasters(source: ProjectionSource): Promise<Upcaster[]> {
  const module = (await import(source.module)) as Record<string, unknown>;
  const exported = module[source.exportName];
  if (!Array.isArray(exported)) throw new Error(`${source.module} has no upcaster list exported as ${source.exportName}`);
  return exported as Upcaster[];
}

/** A codec another thread can make: the module exporting a factory of one argument, and that argument (structured-clonable). */
export interface CodecSource extends ProjectionSource {
  argument: unknown;
}

export async function loadCodec(source: CodecSource): Promise<EventCodec> {
  const module = (await import(source.module)) as Record<string, unknown>;
  const exported = module[source.exportName];
  if (typeof exported !== 'function') throw new Error(`${source.module} has no codec factory exported as ${source.exportName}`);
  return (exported as (argument: unknown) => EventCodec)(source.argument);
}
