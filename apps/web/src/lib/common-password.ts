import { MESSAGES } from '@freshfold/shared';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * True when the password is one of the 3 000 most common ones. The list (about 23 KB) is
 * loaded on first use, as a chunk of its own: only the forms that set a password ever ask for
 * it, so it never weighs on the Home page.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await import('@freshfold/shared/common-passwords');
  return list.isCommonPassword(password);
}

/**
 * Wraps a form's resolver so a common password in `field` is refused with the server's message,
 * in the server's order: before the character rule (docs/decisions/004-common-passwords.md).
 */
export function refusingCommonPasswords<Input extends FieldValues, Context, Output>(
  resolver: Resolver<Input, Context, Output>,
  field: keyof Input & string,
): Resolver<Input, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const password: unknown = values[field];
    if (typeof password === 'string' && password && (await isCommonPassword(password))) {
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
