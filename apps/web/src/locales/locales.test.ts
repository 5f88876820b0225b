import { ERROR_MESSAGES } from '@garaj/shared';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@/lib/i18n';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const files = import.meta.glob<Json>('./*/*.json', { eager: true, import: 'default' });

function byLanguage(language: string): Record<string, Json> {
  const result: Record<string, Json> = {};
  for (const [path, data] of Object.entries(files)) {
    const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) result[match[2]] = data;
  }
  return result;
}

/** Every leaf path (`a.b[2].c`) with its value. */
function leaves(value: Json, prefix = ''): Map<string, Json> {
  const out = new Map<string, Json>();
  if (Array.isArray(value)) {
    value.forEach((item, index) => leaves(item, `${prefix}[${index}]`).forEach((v, k) => out.set(k, v)));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      leaves(item, prefix ? `${prefix}.${key}` : key).forEach((v, k) => out.set(k, v));
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** Names of {{placeholders}} in a string. */
function placeholders(value: Json): string[] {
  return typeof value === 'string' ? [...value.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort() : [];
}

const tr = byLanguage('tr');
const en = byLanguage('en');

describe('translations', () => {
  it('have the same namespaces in tr and en', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(tr).sort());
    expect([...NAMESPACES]).toEqual(Object.keys(tr).sort());
    expect(Object.keys(tr)).toEqual(expect.arrayContaining(['common', 'nav', 'errors', 'legal', 'notFound']));
  });

  describe.each(Object.keys(tr).sort())('namespace %s', (namespace) => {
    const trLeaves = leaves(tr[namespace] ?? {});
    const enLeaves = leaves(en[namespace] ?? {});

    it('has the same keys in tr and en', () => {
      expect([...enLeaves.keys()].sort()).toEqual([...trLeaves.keys()].sort());
    });

    it('has no empty strings and the same {{placeholders}}', () => {
      for (const [key, value] of trLeaves) {
        expect(value, `tr ${namespace}:${key}`).not.toBe('');
        expect(enLeaves.get(key), `en ${namespace}:${key}`).not.toBe('');
        expect(placeholders(enLeaves.get(key) ?? null), `${namespace}:${key}`).toEqual(placeholders(value));
      }
    });
  });

  describe('errors namespace', () => {
    const trErrors = tr.errors as Record<string, string>;
    const enErrors = en.errors as Record<string, string>;

    it.each(Object.keys(ERROR_MESSAGES))('has %s in tr and en', (code) => {
      expect(trErrors).toHaveProperty(code);
      expect(enErrors).toHaveProperty(code);
      expect(enErrors[code]).toBeTruthy();
    });

    it('uses the exact Turkish text of ERROR_MESSAGES', () => {
      for (const [code, message] of Object.entries(ERROR_MESSAGES)) {
        expect(trErrors[code], code).toBe(message);
      }
    });
  });
});
