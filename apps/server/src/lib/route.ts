/**
 * Registers a handler for an entry of the shared route table (`@garaj/shared` api/): the method,
 * path, input schemas and documented answer come from the entry, so a module never writes a path.
 * The handler's request is typed from the entry's schemas and its return value is checked against
 * the entry's answer. What only the server knows stays in `options`: rate limits (`config`),
 * hooks (`onRequest`), OpenAPI tags, summary and security, and an answer schema of its own when
 * the entry's answer is a typed marker (the server then serialises through it).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import type { ZodType } from 'zod';
import { isSchemaResponse, type ParsedBody, type ParsedParams, type ParsedQuery, type RouteOutput, type RouteSpec } from '@garaj/shared';

/** The request a contract route's handler receives: params, query and body as its schemas parse them. */
export type ContractRequest<R extends RouteSpec> = FastifyRequest<{ Params: ParsedParams<R>; Querystring: ParsedQuery<R>; Body: ParsedBody<R> }>;

/** A handler answers the contract's type, or sends through `reply` (status codes, streams, headers). */
export type ContractHandler<R extends RouteSpec> = (
  request: ContractRequest<R>,
  reply: FastifyReply,
) => Promise<RouteOutput<R> | FastifyReply> | RouteOutput<R> | FastifyReply;

/** Server-side options of a contract route; the schema keeps only documentation and its own answer schema. */
export interface ContractRouteOptions<R extends RouteSpec> extends Omit<RouteShorthandOptions, 'schema'> {
  schema?: Pick<FastifySchema, 'tags' | 'summary' | 'description' | 'security' | 'consumes' | 'produces' | 'hide'> & {
    /** The answer's schema when the contract has only a typed marker: `{ 200: schema }`. */
    response?: Record<number, ZodType<RouteOutput<R>>>;
  };
}

/**
 * Registers `handler` for `contract` on `app` (any encapsulation context).
 * @throws at registration, as Fastify does, for a duplicate method and path.
 */
export function route<R extends RouteSpec>(app: FastifyInstance, contract: R, options: ContractRouteOptions<R>, handler: ContractHandler<R>): void {
  const { schema: docs, ...rest } = options;
  const schema: FastifySchema = { ...docs };
  if (contract.params) schema.params = contract.params;
  if (contract.query) schema.querystring = contract.query;
  if (contract.body) schema.body = contract.body;
  if (isSchemaResponse(contract.response)) schema.response = { [contract.status ?? 200]: contract.response };
  app.route({
    ...rest,
    method: contract.method,
    url: contract.path,
    schema,
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
