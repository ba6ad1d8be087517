import fastJsonStringify from 'fast-json-stringify';
import type { FastifyReply } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = z.ZodType | { properties: z.ZodType };

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

/**
 * Response serialisation. Each route's zod response schema is turned once, at start-up, into a
 * JSON Schema and compiled by fast-json-stringify: it writes only the declared fields (nothing
 * else a handler holds can leak), refuses an object that misses a required one, and costs a
 * third of validating with zod then calling JSON.stringify. A schema JSON Schema cannot
 * express (a transform, `z.void()` for a 304) keeps zod's own serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<RouteSchema> = (route) => {
  const schema = route.schema instanceof z.ZodType ? route.schema : route.schema.properties;
  try {
    return compileJsonSerializer(schema);
  } catch {
    return zodSerializerCompiler(route);
  }
};

const asIs = (payload: unknown) => payload as string;

/**
 * Sends JSON that is already serialised (built from pieces that the route's own schema
 * serialisers wrote, see modules/orders/order-views-cache.ts), without serialising it again.
 */
export function sendSerialisedJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').serializer(asIs).send(json);
}
