import { COMMON_PASSWORDS_DATA } from './common-passwords-data.js';
import { isGuessedWith, type PasswordOwner } from './rules/password-guessing.js';

export type { PasswordOwner } from './rules/password-guessing.js';

let guessed: ReadonlySet<string> | null = null;

/**
 * True when a password that passed the character rule is still easily guessed: it is one of the
 * 10 000 most common passwords or an English word, once its case, look-alike digits and symbols
 * ("P@ssw0rd") and the digits and symbols around it ("Welcome@123") are set aside; or it is made
 * of the shop's name or the owner's own name or e-mail ("Freshfold@123"). The register form, the
 * password-change forms and the server all refuse it with `MESSAGES.register.commonPassword`
 * (docs/decisions/004-common-passwords.md).
 *
 * This module is imported on its own (`@freshfold/shared/common-passwords`), never through the
 * package index, so the list (about 45 KB compressed) stays out of the pages that do not ask for
 * a password.
 */
export function isEasilyGuessedPassword(password: string, owner: PasswordOwner = {}): boolean {
  guessed ??= new Set(COMMON_PASSWORDS_DATA.split(' '));
  return isGuessedWith(guessed, password, owner);
}
