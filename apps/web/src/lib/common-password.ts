import { MESSAGES } from '@freshfold/shared';
import type { PasswordOwner } from '@freshfold/shared/common-passwords';
import type { FieldValues, Resolver } from 'react-hook-form';

export type { PasswordOwner } from '@freshfold/shared/common-passwords';

/**
 * True when a password is easily guessed: a common password or English word however it is
 * spelled ("P@ssw0rd", "Welcome@123"), or the shop's or the owner's own name or e-mail. The rule
 * and its list (about 45 KB compressed) are loaded on first use, as a chunk of their own: only
 * the forms that set a password ever ask for them, so they never weigh on the Home page.
 */
export async function isEasilyGuessedPassword(
  password: string,
  owner: PasswordOwner = {},
): Promise<boolean> {
  const rule = await import('@freshfold/shared/common-passwords');
  return rule.isEasilyGuessedPassword(password, owner);
}

/** Starts loading the rule ahead of a submit (on the first keystroke in a password field). */
export function preloadPasswordRule(): void {
  void import('@freshfold/shared/common-passwords');
}

/**
 * Wraps a form's resolver so that a password in `field` that passes the form's own rules (the
 * character rule) but is easily guessed is refused with the server's message, in the server's
 * order (docs/decisions/004-common-passwords.md). `ownerOf` says whose password it is: the names
 * and e-mail typed in the same form, or the signed-in user's.
 */
export function refusingGuessedPasswords<Input extends FieldValues, Context, Output>(
  resolver: Resolver<Input, Context, Output>,
  field: keyof Input & string,
  ownerOf: (values: Input) => PasswordOwner,
): Resolver<Input, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (result.errors[field]) return result;
    const password: unknown = values[field];
    if (
      typeof password === 'string' &&
      password &&
      (await isEasilyGuessedPassword(password, ownerOf(values)))
    ) {
      return {
        values: {},
        errors: {
          ...result.errors,
          [field]: { type: 'common', message: MESSAGES.register.commonPassword },
        },
      } as Awaited<ReturnType<Resolver<Input, Context, Output>>>;
    }
    return result;
  };
}
