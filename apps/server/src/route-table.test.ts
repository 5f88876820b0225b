/**
 * The API's routes are the shared route table's (`@garaj/shared` api/): every operation the app
 * documents comes from the table, every table entry is registered and documented, and no module
 * registers an `/api` path of its own (better-auth's `/api/auth/*` aside).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { apiRoutes, blogApi, type BlogPostCard } from '@garaj/shared';
import { route } from './lib/route.ts';
import { createTestApp, type TestApp } from '../test/helpers.ts';
import { documentOperations } from '../test/openapi-requests.ts';

/** `/api/posts/:id` as the OpenAPI document writes it: `/api/posts/{id}`. */
const documented = (p: string) => p.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const routes = apiRoutes();
const tableKeys = routes.map((r) => `${r.method} ${documented(r.path)}`);

describe('the route table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has no entry twice', () => {
    expect(tableKeys.filter((key, i) => tableKeys.indexOf(key) !== i)).toEqual([]);
  });

  it('every documented operation is an entry of the table', () => {
    const keys = new Set(tableKeys);
    expect(documentOperations(t.app).length).toBe(routes.length);
    const stray = documentOperations(t.app)
      .map((o) => `${o.method} ${o.path}`)
      .filter((key) => !keys.has(key));
    expect(stray, 'operations registered outside the route table').toEqual([]);
  });

  it('every entry is registered and documented', () => {
    const unregistered = routes.filter((r) => !t.app.hasRoute({ method: r.method, url: r.path })).map((r) => `${r.method} ${r.path}`);
    expect(unregistered, 'route table entries without a handler').toEqual([]);
    const doc = new Set(documentOperations(t.app).map((o) => `${o.method} ${o.path}`));
    expect(tableKeys.filter((key) => !doc.has(key)), 'entries missing from the OpenAPI document').toEqual([]);
  });

  it('no module writes an /api path into a route registration', async () => {
    const modules = path.join(import.meta.dirname, 'modules');
    const files = (await readdir(modules, { recursive: true })).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('fixtures'));
    const offenders: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(modules, file), 'utf8');
      for (const match of text.matchAll(/\.(get|post|put|patch|delete|route)\(\s*(\{[^}]*url:\s*)?['`"](\/api\/[^'`"]*)/g)) {
        if (!match[3]!.startsWith('/api/auth/')) offenders.push(`${file}: ${match[1]} ${match[3]}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("types a handler's request and answer from its entry (checked by the compiler)", () => {
    const register = (app: FastifyInstance) => {
      route(app, blogApi.getPostComments, {}, async (request) => {
        expectTypeOf(request.params.id).toBeString();
        expectTypeOf(request.query.cursor).toEqualTypeOf<string | undefined>();
        return { items: [], nextCursor: null };
      });
      // @ts-expect-error the answer must be the entry's (BlogPostCard[])
      route(app, blogApi.getTeaser, {}, async () => [{ id: 1 }]);
      route(app, blogApi.getTeaser, {}, async () => [] as BlogPostCard[]);
    };
    expect(register).toBeTypeOf('function');
  });
});
