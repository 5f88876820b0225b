import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { BlogPostDetail } from '../schemas/blog.ts';
import { api, apiRoutes, blogApi, pathParamNames, routePath, type PathParams, type RouteBody, type RouteOutput } from './index.ts';

describe('the route table', () => {
  it('declares a params schema with exactly the path parameters of each route', () => {
    const mismatched = apiRoutes()
      .map((route) => {
        const names = pathParamNames(route.path).sort();
        const keys = route.params instanceof z.ZodObject ? Object.keys(route.params.shape).sort() : [];
        return names.join(',') === keys.join(',') ? null : `${route.method} ${route.path}: path ${names.join(',')} / schema ${keys.join(',')}`;
      })
      .filter(Boolean);
    expect(mismatched).toEqual([]);
  });

  it('names each method and path once', () => {
    const keys = apiRoutes().map((r) => `${r.method} ${r.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(apiRoutes().length).toBe(Object.values(api).reduce((n, area) => n + Object.keys(area).length, 0));
  });

  it('reads no body on GET', () => {
    expect(apiRoutes().filter((r) => r.method === 'GET' && r.body).map((r) => r.path)).toEqual([]);
  });
});

describe('routePath', () => {
  it('fills in and encodes the parameters', () => {
    expect(routePath(blogApi.getPost, { slug: 'a b/ç' })).toBe('/api/blog/posts/a%20b%2F%C3%A7');
    expect(routePath(blogApi.getTeaser)).toBe('/api/blog/teaser');
  });

  it('throws for a missing parameter', () => {
    expect(() => routePath(blogApi.getPost, { slug: '' })).toThrow(/slug/);
  });

  it('types parameters, body and answer from the entry', () => {
    expectTypeOf<PathParams<'/api/moderation/:type/:id/hidden'>>().toEqualTypeOf<{ type: string | number; id: string | number }>();
    expectTypeOf<PathParams<'/api/blog/teaser'>>().toEqualTypeOf<undefined>();
    expectTypeOf<RouteOutput<typeof blogApi.getPost>>().toEqualTypeOf<BlogPostDetail>();
    expectTypeOf<RouteOutput<typeof blogApi.deletePost>>().toEqualTypeOf<void>();
    expectTypeOf<RouteBody<typeof blogApi.createPostComment>>().toHaveProperty('body');
  });
});
