/**
 * Event payloads on the wire: protobuf messages from proto/portico/events/v1, encoded and
 * decoded with the same object shape as the generated types (snake_case fields, 64-bit
 * integers and enums as strings, defaults filled in, `kind` naming the oneof member).
 *
 * protobufjs' own `fromObject` forgives a lot (it drops unknown fields and coerces wrong
 * types), which would let a typo in a producer vanish silently; so an object is checked
 * against the message first and anything it does not declare is refused by name.
 */
import { loadEventTypes, type EventMessageName, type EventMessages } from '@portico/proto';
import * as protobuf from 'protobufjs';

const DECODE_OPTIONS: protobuf.IConversionOptions = {
  longs: String,
  enums: String,
  defaults: true,
  arrays: true,
  oneofs: true,
};

export class EventCodecError extends Error {
  override readonly name = 'EventCodecError';
}

/** Types by name: protobufjs' lookup walks the namespace tree on every call. */
const TYPES = new Map<string, protobuf.Type>();

/** The message type of an event by its full name (`portico.events.v1.FormResponseEvent`). */
export function eventMessageType(messageName: string): protobuf.Type {
  const known = TYPES.get(messageName);
  if (known) return known;
  let type: protobuf.Type;
  try {
    type = loadEventTypes().lookupType(messageName);
  } catch {
    throw new EventCodecError(`unknown event message ${messageName}`);
  }
  TYPES.set(messageName, type);
  return type;
}

const lookup = eventMessageType;

const LONG_TYPES = new Set(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);

/**
 * Checks `value` against `type` field by field and returns a copy protobufjs' verifier
 * accepts: enum names become numbers and decimal strings in 64-bit fields become Longs
 * (the verifier knows neither, though fromObject handles both).
 */
function normalise(type: protobuf.Type, value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new EventCodecError(`${path}: expected an object for ${type.fullName.slice(1)}`);
  }
  const out: Record<string, unknown> = {};
  for (const [key, fieldValue] of Object.entries(value)) {
    const field = type.fields[key];
    if (!field) {
      // The virtual oneof name (e.g. `kind`) that decoding adds is allowed back in.
      if (type.oneofs?.[key] && typeof fieldValue === 'string') continue;
      throw new EventCodecError(`${path}.${key}: unknown field for ${type.fullName.slice(1)}`);
    }
    if (fieldValue === undefined || fieldValue === null) continue;
    const convert = (item: unknown, itemPath: string) => normaliseField(field, item, itemPath);
    if (field.repeated) {
      if (!Array.isArray(fieldValue)) throw new EventCodecError(`${path}.${key}: expected a list`);
      out[key] = fieldValue.map((item, i) => convert(item, `${path}.${key}[${i}]`));
    } else if (field.map) {
      if (typeof fieldValue !== 'object')
        throw new EventCodecError(`${path}.${key}: expected a map`);
      out[key] = Object.fromEntries(
        Object.entries(fieldValue).map(([k, v]) => [k, convert(v, `${path}.${key}.${k}`)]),
      );
    } else {
      out[key] = convert(fieldValue, `${path}.${key}`);
    }
  }
  return out;
}

function normaliseField(field: protobuf.Field, value: unknown, path: string): unknown {
  const resolved = field.resolve().resolvedType;
  if (resolved instanceof protobuf.Type) return normalise(resolved, value, path);
  if (resolved instanceof protobuf.Enum && typeof value === 'string') {
    const number = resolved.values[value];
    if (number === undefined) {
      throw new EventCodecError(
        `${path}: ${value} is not a value of ${resolved.fullName.slice(1)}`,
      );
    }
    return number;
  }
  if (LONG_TYPES.has(field.type) && typeof value === 'string') {
    if (!/^-?\d+$/.test(value)) throw new EventCodecError(`${path}: expected an integer`);
    return protobuf.util.LongBits.from(value).toLong(
      field.type === 'uint64' || field.type === 'fixed64',
    );
  }
  return value;
}

/** Encodes an event message, refusing unknown fields and values of the wrong type. */
export function encodeEvent<Name extends EventMessageName>(
  messageName: Name,
  object: EventMessages[Name]['input'],
): Uint8Array {
  const type = lookup(messageName);
  const checked = normalise(type, object, messageName.split('.').pop() ?? messageName);
  const problem = type.verify(checked);
  if (problem) throw new EventCodecError(`${messageName}: ${problem}`);
  return type.encode(type.fromObject(checked)).finish();
}

/**
 * Decodes an event message into the generated output shape, typed by the message name (or by
 * an explicit type argument, for code that names the generated type itself).
 */
export function decodeEvent<Name extends EventMessageName>(
  messageName: Name,
  bytes: Uint8Array,
): EventMessages[Name]['output'];
export function decodeEvent<T>(messageName: EventMessageName, bytes: Uint8Array): T;
export function decodeEvent(messageName: EventMessageName, bytes: Uint8Array): unknown {
  const type = lookup(messageName);
  let message: protobuf.Message;
  try {
    message = type.decode(bytes);
  } catch (error) {
    throw new EventCodecError(
      `${messageName}: cannot decode (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return type.toObject(message, DECODE_OPTIONS);
}
