/**
 * The shape of an event's data as JSON shows it: which fields, of which JSON types, which may be
 * missing. Taken from real events (shapeOf) and merged over every event of a type and version
 * (mergeShapes), it is what docs/event-schemas.json records and consumers of the topic rely on.
 * Canonical: object fields sorted, union members sorted and unique, so equal shapes are deepEqual.
 */
export type Shape =
  | 'string'
  | 'number'
  | 'boolean'
  | 'null'
  /** `items` null: only empty arrays were seen. */
  | { array: Shape | null }
  | { object: Record<string, FieldShape> }
  | { anyOf: Shape[] };

export interface FieldShape {
  shape: Shape;
  /** Missing from some events. */
  optional?: true;
}

export function shapeOf(value: unknown): Shape {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    return { array: value.reduce<Shape | null>((items, item) => (items === null ? shapeOf(item) : mergeShapes(items, shapeOf(item))), null) };
  }
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'object': {
      const fields: Record<string, FieldShape> = {};
      for (const key of Object.keys(value as object).sort()) {
        const field = (value as Record<string, unknown>)[key];
        if (field !== undefined) fields[key] = { shape: shapeOf(field) };
      }
      return { object: fields };
    }
    default:
      throw new Error(`No JSON shape for a ${typeof value}`);
  }
}

/** The shape that admits both: fields of either (optional where one lacks them), types of either. */
export function mergeShapes(a: Shape, b: Shape): Shape {
  const members = new Map<string, Shape>();
  for (const shape of [...unionMembers(a), ...unionMembers(b)]) {
    const kind = kindOf(shape);
    const seen = members.get(kind);
    members.set(kind, seen === undefined ? shape : mergeSameKind(seen, shape));
  }
  const merged = [...members.entries()].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)).map(([, shape]) => shape);
  return merged.length === 1 ? merged[0]! : { anyOf: merged };
}

/**
 * Where `observed` does not fit `documented` (none: it fits): a field or a type the documented
 * shape does not have, a documented field that is missing. The documented shape may be wider
 * than what one set of events shows (a field documented `string | null` fits events that all
 * have a string), which lets the contract say what the types allow.
 */
export function misfits(documented: Shape, observed: Shape, path = 'data'): string[] {
  const problems: string[] = [];
  const documentedKinds = new Map(unionMembers(documented).map((member) => [kindOf(member), member]));
  for (const member of unionMembers(observed)) {
    const kind = kindOf(member);
    const known = documentedKinds.get(kind);
    if (known === undefined) {
      problems.push(`${path} is ${kind} where the contract says ${renderShape(documented).replace(/\s+/g, ' ')}`);
      continue;
    }
    if (typeof member === 'string' || typeof known === 'string') continue;
    if ('array' in member && 'array' in known) {
      if (member.array !== null && known.array === null) problems.push(`${path}[] has items the contract does not describe`);
      else if (member.array !== null && known.array !== null) problems.push(...misfits(known.array, member.array, `${path}[]`));
    } else if ('object' in member && 'object' in known) {
      for (const [key, field] of Object.entries(member.object)) {
        const knownField = known.object[key];
        if (!knownField) problems.push(`${path}.${key} is not in the contract`);
        else {
          if (field.optional && !knownField.optional) problems.push(`${path}.${key} is missing from some events; the contract says it is always there`);
          problems.push(...misfits(knownField.shape, field.shape, `${path}.${key}`));
        }
      }
      for (const [key, knownField] of Object.entries(known.object)) {
        if (!knownField.optional && !(key in member.object)) problems.push(`${path}.${key} is in the contract but not in the events`);
      }
    }
  }
  return problems;
}

function unionMembers(shape: Shape): Shape[] {
  return typeof shape === 'object' && 'anyOf' in shape ? shape.anyOf : [shape];
}

/** Members of a union are one per kind: objects merge with objects, arrays with arrays. */
function kindOf(shape: Shape): string {
  if (typeof shape === 'string') return shape;
  return 'array' in shape ? 'array' : 'object';
}

function mergeSameKind(a: Shape, b: Shape): Shape {
  if (typeof a === 'string') return a;
  if ('array' in a && typeof b === 'object' && 'array' in b) {
    if (a.array === null) return b;
    if (b.array === null) return a;
    return { array: mergeShapes(a.array, b.array) };
  }
  if ('object' in a && typeof b === 'object' && 'object' in b) {
    const fields: Record<string, FieldShape> = {};
    for (const key of [...new Set([...Object.keys(a.object), ...Object.keys(b.object)])].sort()) {
      const x = a.object[key];
      const y = b.object[key];
      if (x && y) fields[key] = { shape: mergeShapes(x.shape, y.shape), ...(x.optional || y.optional ? { optional: true as const } : {}) };
      else fields[key] = { shape: (x ?? y)!.shape, optional: true };
    }
    return { object: fields };
  }
  throw new Error('mergeSameKind: different kinds');
}

/** TypeScript-like text of a shape, for docs/events.md: `{ orderId: string; note?: string | null }`. */
export function renderShape(shape: Shape, indent = ''): string {
  if (typeof shape === 'string') return shape;
  if ('anyOf' in shape) return shape.anyOf.map((member) => renderShape(member, indent)).join(' | ');
  if ('array' in shape) {
    if (shape.array === null) return 'unknown[]';
    const items = renderShape(shape.array, indent);
    return typeof shape.array === 'object' && 'anyOf' in shape.array ? `(${items})[]` : `${items}[]`;
  }
  const keys = Object.keys(shape.object);
  if (keys.length === 0) return '{}';
  const inner = `${indent}  `;
  const lines = keys.map((key) => {
    const field = shape.object[key]!;
    return `${inner}${key}${field.optional ? '?' : ''}: ${renderShape(field.shape, inner)};`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}
