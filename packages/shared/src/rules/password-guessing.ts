import { BRAND } from '../brand.js';

/**
 * What people type for a letter when a site asks for digits and symbols ("P@ssw0rd", "Adm1n!"),
 * and the letter each stands for. `1`, `!` and `|` stand for `i` or `l`, so the normal form
 * spells both letters `i`.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '|': 'i',
  l: 'i',
  '3': 'e',
  '5': 's',
  $: 's',
  '7': 't',
  '+': 't',
};

/**
 * Shorter than this, a form without its digits and symbols is too little of the password to
 * judge it by: a random password can leave two letters that happen to be on the list.
 */
const MIN_JOINED_LENGTH = 4;

/**
 * A password whose letters fill fewer than this many characters, with only digits and symbols
 * around them ("Ab@123456"), is a string of digits to a guesser.
 */
const MIN_CORE_LENGTH = 3;

/** A remainder shorter than this, once the user's own words are taken out, is no secret. */
const MIN_REMAINDER_LENGTH = 4;

/** The shorter own words (initials, "Al") match inside too many passwords to count. */
const MIN_OWN_WORD_LENGTH = 3;

const isLetter = (character: string) => /\p{L}/u.test(character);
const spell = (character: string) => LOOK_ALIKES[character] ?? character;

/**
 * A form that is one short unit over and over ("aaaaaa", "ababab") or a run of the alphabet
 * ("abcdefg", "zyxw"): the word lists leave these out because guessers generate them.
 */
function isPattern(form: string): boolean {
  const characters = Array.from(form);
  for (let unit = 1; unit <= 3 && unit < characters.length; unit += 1) {
    if (characters.every((character, index) => character === characters[index % unit])) {
      return true;
    }
  }
  if (characters.length < 3) return false;
  const codes = characters.map((character) => character.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  return (
    Math.abs(step) === 1 &&
    codes.every((code, index) => index === 0 || code - (codes[index - 1] ?? 0) === step)
  );
}

/**
 * The forms a password is matched in against the list of guessed passwords: lower case, without
 * the digits and symbols around it ("Welcome@123" → "welcome", "!!Summer2024" → "summer"), and
 * with look-alikes read as letters ("P@ssw0rd" → "password"). Besides that first form, the same
 * without the separators left inside ("Pass-w0rd" → "password") and the letters alone
 * ("Pass@word1" → "password"), when they keep at least four letters.
 *
 * The list is stored in these forms (scripts/common-passwords.ts), so "Password1!", "P@ssw0rd"
 * and "password" all meet the same entry.
 */
export function guessingForms(password: string): string[] {
  const characters = Array.from(password.normalize('NFKC').toLowerCase());
  let start = 0;
  let end = characters.length;
  while (start < end && !isLetter(characters[start] ?? '')) start += 1;
  while (end > start && !isLetter(characters[end - 1] ?? '')) end -= 1;
  const core = characters.slice(start, end);

  const spelled = core.map(spell);
  const forms = new Set([spelled.join('')]);
  const joined = spelled.filter(isLetter).join('');
  if (joined.length >= MIN_JOINED_LENGTH) forms.add(joined);
  const letters = core.filter(isLetter).map(spell).join('');
  if (letters.length >= MIN_JOINED_LENGTH) forms.add(letters);
  return [...forms];
}

/** Whose password it is: their own name and e-mail are among the first guesses. */
export interface PasswordOwner {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
}

/**
 * The words a guesser tries first for this shop and this person: the shop's name and city, the
 * owner's names and the parts of their e-mail's local part ("asha.rao@…" → "asharao", "asha",
 * "rao"), in the normal form of `guessingForms`, longest first.
 */
export function ownWords(owner: PasswordOwner): string[] {
  const sources = [
    BRAND.name,
    BRAND.address.city,
    owner.firstName,
    owner.lastName,
    owner.email?.split('@')[0],
  ];
  const words = new Set<string>();
  for (const source of sources) {
    if (!source) continue;
    const parts = source
      .normalize('NFKC')
      .toLowerCase()
      .split(/[^\p{L}]/u)
      .map((part) => Array.from(part).map(spell).join(''));
    for (const word of [parts.join(''), ...parts]) {
      if (Array.from(word).length >= MIN_OWN_WORD_LENGTH) words.add(word);
    }
  }
  return [...words].sort((a, b) => b.length - a.length);
}

/**
 * True when a password is easily guessed:
 * - one of its `guessingForms` is in `guessed` (the most common passwords and English words, in
 *   the same forms), or is a repeat or a run of the alphabet ("Aaaaaa1!", "Abcdef@1");
 * - its letters fill only two characters among digits and symbols ("Ab@123456");
 * - or it is the shop's or the owner's own words with little else: what remains once they are
 *   taken out is shorter than four letters or is itself guessed ("Freshfold@123",
 *   "Asha.Rao2025!", "FreshfoldBlue#1").
 *
 * This is the rule applied after the character rule (`isStrongPassword`); the list is passed in
 * so that this module stays small (`@freshfold/shared/common-passwords` binds it to the list).
 */
export function isGuessedWith(
  guessed: ReadonlySet<string>,
  password: string,
  owner: PasswordOwner = {},
): boolean {
  const isGuessed = (form: string) => guessed.has(form) || isPattern(form);
  const forms = guessingForms(password);
  if (Array.from(forms[0] ?? '').length < MIN_CORE_LENGTH || forms.some(isGuessed)) return true;
  const words = ownWords(owner);
  return forms.some((form) => {
    let rest = form;
    for (const word of words) rest = rest.split(word).join(' ');
    if (rest === form) return false;
    const remainder = guessingForms(rest);
    const letters = Array.from(rest).filter(isLetter).length;
    return letters < MIN_REMAINDER_LENGTH || remainder.some(isGuessed);
  });
}
