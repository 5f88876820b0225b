/**
 * The API's route table: each endpoint's method, path, input schemas (zod) and answer, declared
 * once here. The server registers its handlers against these entries (apps/server lib/route.ts)
 * and the web app calls them (apps/web lib/api-client.ts), so neither side writes a path; the
 * OpenAPI document is generated from the schemas the server registers.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An answer described by a TypeScript type rather than a zod schema (nothing is checked at
 * runtime). Made with {@link output}.
 */
export interface Output<T> {
  readonly kind: 'output';
  /** Never set: carries the type only. */
  readonly type?: T;
}

/** The typed marker of an answer without a schema: `response: output<BlogPostDetail>()`. */
export function output<T>(): Output<T> {
  return { kind: 'output' };
}

/** One endpoint. `path` uses Fastify's `:name` parameters; `params`' keys are those names. */
export interface RouteSpec {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  /** Path parameters, parsed and validated (a zod object). */
  readonly params?: z.ZodType;
  /** Query string, parsed and validated (a zod object). */
  readonly query?: z.ZodType;
  /** JSON body, parsed and validated. */
  readonly body?: z.ZodType;
  /** The success answer: a zod schema (serialised through it) or a typed marker. Absent: no content. */
  readonly response?: z.ZodType | Output<unknown>;
  /** The success status when it is not 200 (201 for a creation answered with a schema). */
  readonly status?: number;
}

/** Declares an endpoint; returns it as given, with its literal types kept. */
export function defineRoute<const R extends RouteSpec>(route: R): R {
  return route;
}

/** Whether a route's answer is a zod schema (the server serialises and documents it). */
export function isSchemaResponse(response: RouteSpec['response']): response is z.ZodType {
  return response !== undefined && !(typeof response === 'object' && (response as { kind?: unknown }).kind === 'output');
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of a route path: `'/api/posts/:id'` → `{ id: string | number }`; none → `undefined`. */
export type PathParams<P extends string> = [ParamNames<P>] extends [never] ? undefined : { [K in ParamNames<P>]: string | number };

/** What a route answers: its schema's output, the marker's type, or nothing. */
export type RouteOutput<R extends RouteSpec> = R extends { response: infer O }
  ? O extends z.ZodType
    ? z.output<O>
    : O extends Output<infer T>
      ? T
      : void
  : void;

/** What a route reads from the caller, before parsing: its query and JSON body (undefined: none). */
export type RouteQuery<R extends RouteSpec> = R extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
export type RouteBody<R extends RouteSpec> = R extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;

/** The parsed inputs the server's handler receives. */
export type ParsedParams<R extends RouteSpec> = R extends { params: infer P extends z.ZodType } ? z.output<P> : unknown;
export type ParsedQuery<R extends RouteSpec> = R extends { query: infer Q extends z.ZodType } ? z.output<Q> : unknown;
export type ParsedBody<R extends RouteSpec> = R extends { body: infer B extends z.ZodType } ? z.output<B> : unknown;

/**
 * The URL path of a route with its parameters filled in (each URI-encoded):
 * `routePath(blogApi.getPost, { slug: 'a b' })` → `'/api/blog/posts/a%20b'`.
 * Throws when a parameter is missing.
 */
export function routePath<R extends RouteSpec>(route: R, ...[params]: PathParams<R['path']> extends undefined ? [] : [PathParams<R['path']>]): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = (params as Record<string, string | number | undefined> | undefined)?.[name];
    if (value === undefined || value === '') throw new Error(`routePath: missing parameter "${name}" for ${route.method} ${route.path}`);
    return encodeURIComponent(String(value));
  });
}

/** The parameter names a route path declares, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
}
