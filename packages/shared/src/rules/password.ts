/** The fewest characters a password may have (spec section 9). */
export const PASSWORD_MIN_LENGTH = 8;
/**
 * The most characters a password may have. Far beyond what a person types, and it keeps a
 * request from making the server hash megabytes.
 */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The password rule of the spec: at least 8 characters with a lowercase letter, an uppercase
 * letter, a digit and a special character (anything that is not a letter, digit or space).
 * The register form and the server both call it, so neither can accept what the other refuses.
 */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /\p{Ll}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{Nd}\s]/u.test(password)
  );
}
