import fastJsonStringify from 'fast-json-stringify';
import type { FastifyReply } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The one seam of the API's JSON. Every answer is written from a zod response schema of
 * `packages/shared`, in one of two ways:
 *
 * - **By the route** (the usual way): Fastify serialises the handler's value with the route's
 *   response schema, compiled once by `serializerCompiler` below.
 * - **Ahead of the route**, on the hot paths: an order is serialised once, where it is made or
 *   cached (`compileJsonSerializer`), and the texts are put together without being parsed
 *   again (`jsonArray`, `jsonObject`, `jsonObjectWith`), then sent as they are
 *   (`sendSerialisedJson`). A customer's list and the admin's page are then a join of strings,
 *   and a replayed order the text stored with its Idempotency-Key.
 *
 * Both ways write exactly what `JSON.stringify(schema.parse(value))` writes: the schema's
 * fields, in its order, nothing else (`serializer.test.ts` holds them equal for ordinary
 * and edge-case data). Only the functions of this module make or combine serialised JSON.
 */

/**
 * A fast-json-stringify serialiser for a zod schema that JSON Schema can express: it writes only
 * the declared fields and refuses an object that misses a required one. Throws for a schema
 * it cannot express (a transform, `z.void()`).
 */
export function compileJsonSerializer<T>(schema: z.ZodType<T>): (value: T) => string {
  const jsonSchema = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'throw',
  });
  return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
}

/** `[a,b,…]`: an array of values each serialised by this module. */
export function jsonArray(items: readonly string[]): string {
  return `[${items.join(',')}]`;
}

/**
 * `{"name":value,…}`: an object whose values are serialised by this module (or are numbers,
 * booleans or null written with `JSON.stringify`), in the schema's order of its fields.
 */
export function jsonObject(fields: Readonly<Record<string, string>>): string {
  const members = Object.entries(fields).map(([name, value]) => `${JSON.stringify(name)}:${value}`);
  return `{${members.join(',')}}`;
}

/**
 * An object serialised by this module with the fields of another appended (a schema that
 * extends another: `ZAdminOrder` is `ZOrder` and the customer's fields), without parsing either.
 */
export function jsonObjectWith(object: string, moreFields: string): string {
  if (!object.startsWith('{') || !object.endsWith('}') || !moreFields.startsWith('{')) {
    throw new Error('jsonObjectWith joins two JSON objects');
  }
  if (moreFields === '{}') return object;
  if (object === '{}') return moreFields;
  return `${object.slice(0, -1)},${moreFields.slice(1)}`;
}

type RouteSchema = z.ZodType | { properties: z.ZodType };

/**
 * Response serialisation. Each route's zod response schema is turned once, on the route's first
 * answer with that status, into a JSON Schema and compiled by fast-json-stringify: it writes only
 * the declared fields (nothing else a handler holds can leak), refuses an object that misses a
 * required one, and costs a third of validating with zod then calling JSON.stringify. A schema
 * JSON Schema cannot express (a transform, `z.void()` for a 304) keeps zod's own serializer.
 * Compiled on first use, not as the route is registered: compiling every route's schemas was a
 * seventh of the server's start-up, mostly for routes a process may never answer.
 */
export const serializerCompiler: FastifySerializerCompiler<RouteSchema> = (route) => {
  // zod's serializer is made now, as the route is registered: it refuses a schema that is not
  // zod's, so a route declared wrong fails the app's start, not its first answer.
  const bySchemaParse = zodSerializerCompiler(route);
  let serialise: ((data: unknown) => string) | undefined;
  return (data) => {
    serialise ??= compileRouteSerializer(route.schema, bySchemaParse);
    return serialise(data);
  };
};

function compileRouteSerializer(
  routeSchema: RouteSchema,
  bySchemaParse: (data: unknown) => string,
): (data: unknown) => string {
  const schema = routeSchema instanceof z.ZodType ? routeSchema : routeSchema.properties;
  try {
    return compileJsonSerializer(schema);
  } catch {
    return bySchemaParse;
  }
}

const asIs = (payload: unknown) => payload as string;

/**
 * Sends JSON made by this module's functions from the route's own response schema, without
 * serialising it again (the route's schema still documents the answer).
 */
export function sendSerialisedJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').serializer(asIs).send(json);
}
