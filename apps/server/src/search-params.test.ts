/**
 * Every text search or filter parameter of every list operation answers short and Turkish words
 * without a server error. The operations are read from the OpenAPI document the app serves, so a
 * new endpoint with a `q` / `search` / `query` … parameter is covered without touching this file.
 *
 * Words of one to three characters take other branches of the search rule than longer ones
 * (whole-word match, no relevance points: db/search-match.ts), which is where a list once sent
 * `ORDER BY 0` to the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../test/helpers.ts';

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: { type?: string | string[]; enum?: unknown[]; format?: string; default?: unknown };
}

/** Names of query parameters that carry free text typed by a person. */
const TEXT_PARAMETER = /^(q|query|search|searchTerm|term|keywords?|text|filter)$/i;

/** One-, two- and three-letter words, Turkish letters, a model code, punctuation around a short word. */
const WORDS = ['a', 'ı', 'İ', 'e4', 'ış', 'm3,', 'e46', 'şoför', 'bmw e46', 'a b c', '%', '_'];

/** A valid value for a required parameter that is not the one under test. */
function fillerFor(p: Parameter, admin: TestUser): string {
  if (p.schema?.enum?.length) return String(p.schema.enum[0]);
  if (p.schema?.default !== undefined) return String(p.schema.default);
  if (p.schema?.format === 'uuid' || p.name === 'id') return admin.id;
  return admin.username;
}

describe('search parameters of every list answer short words without a server error', () => {
  let t: TestApp;
  let admin: TestUser;
  let targets: { path: string; param: string; url: (word: string) => string }[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'admin' });
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };
    targets = Object.entries(doc.paths).flatMap(([path, item]) => {
      const op = item.get;
      if (!op || path === '/api/events') return [];
      const parameters = op.parameters ?? [];
      const concrete = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        const p = parameters.find((x) => x.in === 'path' && x.name === name);
        return encodeURIComponent(p ? fillerFor(p, admin) : admin.username);
      });
      return parameters
        .filter((p) => p.in === 'query' && TEXT_PARAMETER.test(p.name))
        .map((p) => ({
          path,
          param: p.name,
          url: (word: string) => {
            const query = new URLSearchParams();
            for (const other of parameters) {
              if (other.in === 'query' && other.required && other.name !== p.name) query.set(other.name, fillerFor(other, admin));
            }
            query.set(p.name, word);
            return `${concrete}?${query.toString()}`;
          },
        }));
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds the search parameters in the document (sanity: the walk sees real endpoints)', () => {
    const found = targets.map((x) => `${x.path} ${x.param}`);
    expect(found).toEqual(expect.arrayContaining(['/api/blog/posts search', '/api/forum/topics search', '/api/search q', '/api/garages q', '/api/users q']));
  });

  it('no 1–3 letter, Turkish or model-code word makes any of them answer 5xx', async () => {
    const failures: string[] = [];
    for (const target of targets) {
      for (const word of WORDS) {
        const res = await as(t.app, admin, { method: 'GET', url: target.url(word) });
        if (res.statusCode >= 500) failures.push(`${res.statusCode} GET ${target.url(word)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
