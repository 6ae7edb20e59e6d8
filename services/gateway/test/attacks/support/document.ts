/**
 * The attack suite's view of the API: every operation the running gateway declares in
 * `GET /api/openapi.json`, with its parameters and JSON request schema, and the fields of that
 * schema. The generators read only this, so a route added tomorrow is attacked without anyone
 * writing a test for it.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The subset of JSON Schema the gateway's zod declarations produce. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: Method;
  /** As the document spells it, `{id}` for a parameter. */
  path: string;
  key: string;
  parameters: Parameter[];
  /** The JSON body's schema; undefined for routes without one (or taking bytes). */
  jsonBody?: JsonSchema;
  /** The request body's media type, when the route takes one. */
  bodyMedia?: string;
}

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface Document {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Every operation of the gateway at `baseUrl`, from the document it serves. */
export async function readOperations(baseUrl: string): Promise<Operation[]> {
  const answer = await fetch(`${baseUrl}/api/openapi.json`);
  if (answer.status !== 200) throw new Error(`GET /api/openapi.json answered ${answer.status}`);
  const document = (await answer.json()) as Document;
  const resolve = (schema: JsonSchema): JsonSchema => derefAll(schema, document);
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method.toLowerCase()]).map((method) => {
      const op = item[method.toLowerCase()]!;
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> })
        ?.content;
      const body = content?.['application/json']?.schema;
      return {
        method,
        path,
        key: `${method} ${path}`,
        parameters: (op.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema) })),
        jsonBody: body ? resolve(body) : undefined,
        bodyMedia: content ? Object.keys(content)[0] : undefined,
      };
    }),
  );
}

function derefAll(schema: JsonSchema, document: Document, depth = 0): JsonSchema {
  if (depth > 20) return schema;
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`the document refers to a schema it lacks: ${schema.$ref}`);
    return derefAll(target, document, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties)
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, derefAll(v, document, depth + 1)]),
    );
  if (schema.items) out.items = derefAll(schema.items, document, depth + 1);
  if (schema.anyOf) out.anyOf = schema.anyOf.map((s) => derefAll(s, document, depth + 1));
  if (schema.oneOf) out.oneOf = schema.oneOf.map((s) => derefAll(s, document, depth + 1));
  if (typeof schema.additionalProperties === 'object')
    out.additionalProperties = derefAll(schema.additionalProperties, document, depth + 1);
  return out;
}

/** The types a schema admits, `null` included ("string" for `["string","null"]`, say). */
export function typesOf(schema: JsonSchema): string[] {
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.enum) return [...new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)))];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return [...new Set(alternatives.flatMap(typesOf))];
  return [];
}

/** A field of a request body: where it sits and what it takes. */
export interface Field {
  /** Property names and array indexes from the body's root. */
  path: (string | number)[];
  schema: JsonSchema;
  /** The property's own name (the last string of `path`). */
  name: string;
}

/**
 * Every named field of a body schema, nested objects and the first item of arrays included
 * (the first alternative of a union: the one the sample fills).
 */
export function fieldsOf(schema: JsonSchema, path: (string | number)[] = []): Field[] {
  const shape = schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? schema;
  const fields: Field[] = [];
  for (const [name, child] of Object.entries(shape.properties ?? {})) {
    fields.push({ path: [...path, name], schema: child, name });
    fields.push(...fieldsOf(child, [...path, name]));
  }
  if (shape.items) fields.push(...fieldsOf(shape.items, [...path, 0]));
  return fields;
}

/** `a.0.b` — the dotted path the gateway names a field by in `fields`. */
export const dotted = (path: (string | number)[]) => path.map(String).join('.');
