import { MESSAGES } from '@freshfold/shared';
import { isCommonPassword } from '@freshfold/shared/common-passwords';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-error.js';

/**
 * A preValidation hook for every route that sets a password (register, change password, an
 * admin's reset): 400 with `MESSAGES.register.commonPassword` when the new password is one of the
 * 3 000 most common, in any letter case.
 *
 * It runs before the body schema, so a common password is refused for being common even when it
 * also breaks the character rule: the more useful of the two reasons (see
 * docs/decisions/004-common-passwords.md). The web forms check in the same order.
 */
export function refuseCommonPassword(field: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = request.body as Record<string, unknown> | null | undefined;
    const password = typeof body === 'object' && body !== null ? body[field] : undefined;
    if (typeof password === 'string' && isCommonPassword(password)) {
      throw badRequest(MESSAGES.register.commonPassword, field);
    }
  };
}
