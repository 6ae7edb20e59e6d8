/**
 * Request bodies made from a route's schema: a sample that fills every field with a value of
 * its declared shape, and the bad bodies derived from it (a NUL in one string, one string past
 * its limit, one field of the wrong type, nesting 1,000 deep). Each bad body differs from the
 * sample in one place, so a route that refuses it refused that one defect.
 *
 * The walk is small and over the subset of JSON Schema the gateway's zod declarations produce
 * (document.ts); it is the same walk that lists the fields, which a sampling library would not
 * give us.
 */
import { randomUUID } from 'node:crypto';
import { dotted, fieldsOf, typesOf, type Field, type JsonSchema } from './document';

/** A value of the schema's declared shape; `hints` by field name win (an email, a role). */
export function sampleOf(
  schema: JsonSchema,
  hints: Record<string, unknown> = {},
  name = '',
): unknown {
  if (name && name in hints) return hints[name];
  const shape = schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? schema;
  if (shape.default !== undefined && shape.enum === undefined) return shape.default;
  if (shape.enum) return shape.enum.find((v) => v !== null && v !== '') ?? shape.enum[0];
  const types = typesOf(shape).filter((t) => t !== 'null');
  switch (types[0]) {
    case 'object':
      return Object.fromEntries(
        Object.entries(shape.properties ?? {}).map(([key, child]) => [
          key,
          sampleOf(child, hints, key),
        ]),
      );
    case 'array': {
      const count = Math.max(1, shape.minItems ?? 1);
      return Array.from({ length: count }, () => sampleOf(shape.items ?? {}, hints, name));
    }
    case 'integer':
    case 'number':
      return Math.max(shape.minimum ?? 1, Math.min(1, shape.maximum ?? 1));
    case 'boolean':
      return false;
    case 'string':
      if (shape.format === 'uuid') return randomUUID();
      if (shape.format === 'uri') return 'https://example.com/attack-suite';
      // A date field (an invoice's due date): a well-formed one, so the id is what is tested.
      if (shape.format === 'date') return '2030-01-01';
      return 'attack suite sample'
        .slice(0, shape.maxLength ?? 100)
        .padEnd(shape.minLength ?? 0, 'x');
    default:
      return {};
  }
}

/** A copy of `body` with `value` at `path`. */
export function withValueAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const container = (
    Array.isArray(body) ? [...(body as unknown[])] : { ...(body as Record<string, unknown>) }
  ) as Record<string | number, unknown>;
  container[head!] = withValueAt(container[head!] ?? {}, rest, value);
  return container;
}

export interface BadBody {
  /** What is wrong, for the test's name and its failure message. */
  defect: string;
  /** The field the defect is in ('' for the body as a whole). */
  field: string;
  body: unknown;
}

/** A value of a type the field does not admit. */
function wrongTypeFor(schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (!types.includes('number') && !types.includes('integer')) return 12345;
  if (!types.includes('string')) return 'not a number';
  if (!types.includes('object')) return { not: 'this' };
  return true;
}

/** Nested arrays `depth` deep: as deep as any body a person could send by mistake, and more. */
export function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

export const NESTING_DEPTH = 1000;

/**
 * The bad bodies of one schema, each differing from the sample in one place. A field whose
 * schema takes any value (a form's answers) gets the deep nesting in its own place too,
 * since there nothing but the route itself can refuse it.
 */
export function badBodiesOf(schema: JsonSchema, hints: Record<string, unknown> = {}): BadBody[] {
  const base = sampleOf(schema, hints);
  const bad: BadBody[] = [
    {
      defect: `nesting ${NESTING_DEPTH} deep as the whole body`,
      field: '',
      body: nested(NESTING_DEPTH),
    },
    { defect: 'a body that is not an object', field: '', body: 'not an object' },
  ];
  const fields = fieldsOf(schema);
  for (const field of fields)
    bad.push(
      ...badValuesOf(field).map((b) => ({ ...b, body: withValueAt(base, field.path, b.value) })),
    );
  const first = fields[0];
  if (first)
    bad.push({
      defect: `nesting ${NESTING_DEPTH} deep in ${dotted(first.path)}`,
      field: dotted(first.path),
      body: withValueAt(base, first.path, nested(NESTING_DEPTH)),
    });
  return bad;
}

function badValuesOf(field: Field): { defect: string; field: string; value: unknown }[] {
  const at = dotted(field.path);
  const types = typesOf(field.schema);
  const out: { defect: string; field: string; value: unknown }[] = [];
  if (types.includes('string') && !field.schema.enum) {
    out.push({ defect: `a NUL character in ${at}`, field: at, value: 'before\u0000after' });
    if (field.schema.maxLength !== undefined)
      out.push({
        defect: `${at} one character past its ${field.schema.maxLength}`,
        field: at,
        value: 'x'.repeat(field.schema.maxLength + 1),
      });
  }
  if (types.length > 0)
    out.push({ defect: `${at} of the wrong type`, field: at, value: wrongTypeFor(field.schema) });
  const free = field.schema.additionalProperties;
  if (types.includes('object') && !field.schema.properties && free !== false)
    out.push({
      defect: `nesting ${NESTING_DEPTH} deep inside ${at}`,
      field: at,
      value: { deep: nested(NESTING_DEPTH) },
    });
  return out;
}
