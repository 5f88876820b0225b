/**
 * Requests generated from the OpenAPI document the app serves, for the tests that walk every
 * operation (src/authz.test.ts, src/same-origin.test.ts): each operation with placeholder
 * targets that do not exist (a random uuid, an unknown username or slug) and a minimal valid
 * JSON body from its schema (plus the access rule's overrides), so Fastify's validation passes,
 * the route's guards are reached and nothing real changes.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AccessRule } from './access-rules.ts';

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
}

export interface Operation {
  method: string;
  path: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const futureIso = () => new Date(Date.now() + 10 * 86_400_000).toISOString();

/** A short valid value for a string schema (format, enum, pattern, length). */
function sampleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
  if (schema.format === 'date-time') return futureIso();
  if (schema.format === 'email' || /email/i.test(name)) return 'yetki@example.com';
  if (schema.format === 'uri' || schema.format === 'url' || /url$/i.test(name)) return 'https://example.com/yetki';
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? 200;
  const text = 'Yetki testi metni '.repeat(Math.ceil(Math.max(min, 12) / 18)).slice(0, Math.max(min, Math.min(max, 17))).trim();
  if (schema.pattern) {
    const re = new RegExp(schema.pattern, 'u');
    const candidates = [text, 'yetki_testi', 'yetki-testi', randomUUID(), new Date().toISOString().slice(0, 10), futureIso(), '#336699', '10:00', '05551234567'];
    return candidates.find((c) => re.test(c)) ?? text;
  }
  return text;
}

/** A minimal valid instance of a JSON schema: required properties only, first enum value, lowest number. */
function sample(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return undefined;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sample(variants.find((v) => !(v.enum?.length === 1 && v.enum[0] === null)) ?? variants[0], name);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => sample(s, name) as object));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key], key);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, name));
    case 'integer':
    case 'number': {
      const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 0);
      return Math.max(min, Math.min(schema.maximum ?? 1, 1));
    }
    case 'boolean':
      return false;
    case 'string':
      return sampleString(schema, name);
    default:
      return schema.properties ? sample({ ...schema, type: 'object' }, name) : null;
  }
}

/** The URL of an operation with placeholder targets that do not exist. */
function placeholderUrl(op: Operation, query: Record<string, string> | undefined): string {
  const url = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const schema = op.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
    if (schema?.enum?.length) return String(schema.enum[0]);
    if (schema?.format === 'uuid' || name === 'id') return randomUUID();
    if (name === 'username') return `yok_${randomUUID().slice(0, 8)}`;
    return `yok-${randomUUID().slice(0, 8)}`;
  });
  const params = query ?? Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(sample(p.schema, p.name))]));
  const qs = new URLSearchParams(params).toString();
  return qs ? `${url}?${qs}` : url;
}

export function requestFor(op: Operation, rule: AccessRule): InjectOptions {
  const options: InjectOptions = { method: op.method as InjectOptions['method'], url: placeholderUrl(op, rule.query) };
  const schema = op.requestBody?.content?.['application/json']?.schema;
  if (schema && !rule.upload) options.payload = { ...(sample(schema) as object), ...(rule.body ?? {}) } as Record<string, unknown>;
  return options;
}

/** Every operation (GET, POST, PUT, PATCH, DELETE) of the app's OpenAPI document. */
export function documentOperations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
}

/** Runs `tasks` with at most `limit` at once. */
export async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await task(items[next++]!);
  }));
}
