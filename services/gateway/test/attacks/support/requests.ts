/**
 * A concrete request for a declared operation: its path with every parameter filled, its
 * required query, and a body of its schema's shape. Ids come from the caller of this module
 * (tenant A's fixtures, for the attacks); other path parameters (a provider's name, a flag's
 * key) from the authorization table's probe of the route, which names values that exist.
 */
import { AUTHORIZATION_TABLE, routeKey } from '../../support/authorization-table';
import type { Operation } from './document';
import type { IdSlot } from './id-slots';

const PROBE_CONTEXT = { subdomain: 'attack-suite' };

/** The value each `{param}` of `op.path` takes in the table's probe of the route, if it names one. */
function probeValues(op: Operation): Record<string, string> {
  const row = AUTHORIZATION_TABLE.find((r) => routeKey(r.method, r.path) === op.key);
  const probePath = row?.probe?.(PROBE_CONTEXT).path?.split('?')[0];
  if (!probePath) return {};
  const template = op.path.split('/');
  const concrete = probePath.split('/');
  if (template.length !== concrete.length) return {};
  return Object.fromEntries(
    template
      .map((segment, i) => [segment, concrete[i]!] as const)
      .filter(([segment]) => segment.startsWith('{'))
      .map(([segment, value]) => [segment.slice(1, -1), value]),
  );
}

/**
 * `op.path` with each parameter filled: ids from `idFor`, the rest from the table's probe.
 * Throws naming the parameter when neither gives a value.
 */
export function filledPath(
  op: Operation,
  slots: readonly IdSlot[],
  idFor: (slot: IdSlot) => string,
): string {
  const probe = probeValues(op);
  return op.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const slot = slots.find((s) => s.in === 'path' && s.name === name);
    const value = slot ? idFor(slot) : probe[name];
    if (value === undefined)
      throw new Error(
        `${op.key}: no value for its path parameter {${name}}. Give the route a probe path in ` +
          'services/gateway/test/support/authorization-table.ts, or an id kind in ' +
          'test/attacks/support/id-slots.ts',
      );
    return encodeURIComponent(value);
  });
}

/** The route's query: its id slots filled by `idFor`, other required parameters by `required`. */
export function filledQuery(
  op: Operation,
  slots: readonly IdSlot[],
  idFor: (slot: IdSlot) => string,
): string {
  const query = new URLSearchParams();
  for (const param of op.parameters.filter((p) => p.in === 'query')) {
    const slot = slots.find((s) => s.in === 'query' && s.name === param.name);
    if (slot) query.set(param.name, idFor(slot));
    else if (param.required) query.set(param.name, 'attack-suite');
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Whether the route takes bytes of this media type instead of JSON (tus uploads). */
export const TUS_PATCH = 'application/offset+octet-stream';
