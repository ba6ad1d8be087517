import { COMMON_PASSWORDS_DATA } from './common-passwords-data.js';

let common: ReadonlySet<string> | null = null;

/**
 * True when a password is one of the 3 000 most common ones, whatever its letter case: the
 * first guesses of anyone trying accounts one by one. The register form, the password-change
 * forms and the server all refuse them with `MESSAGES.register.commonPassword`.
 *
 * This module is imported on its own (`@freshfold/shared/common-passwords`), never through the
 * package index, so the list (about 23 KB) stays out of the pages that do not ask for a password.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_DATA.split(' '));
  return common.has(password.normalize('NFKC').toLowerCase());
}
