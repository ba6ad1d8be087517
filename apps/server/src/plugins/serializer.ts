import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = z.ZodType | { properties: z.ZodType };

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
    const jsonSchema = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
    });
    return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
  } catch {
    return zodSerializerCompiler(route);
  }
};
