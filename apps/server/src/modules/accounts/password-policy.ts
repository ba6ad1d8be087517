import { MESSAGES } from '@freshfold/shared';
import { isEasilyGuessedPassword, type PasswordOwner } from '@freshfold/shared/common-passwords';
import { badRequest } from '../../lib/http-error.js';

/**
 * 400 with `MESSAGES.register.commonPassword` (naming `field`) when a new password that passed the
 * character rule is still easily guessed: a common password or word however it is spelled, or
 * the shop's or the owner's own name or e-mail. Every path that sets a password calls it once the
 * body schema has passed (register, change password, an admin's reset), so the character rule is
 * reported first, as the web forms do (docs/decisions/004-common-passwords.md).
 */
export function assertHardToGuess(password: string, owner: PasswordOwner, field: string): void {
  if (isEasilyGuessedPassword(password, owner)) {
    throw badRequest(MESSAGES.register.commonPassword, field);
  }
}
