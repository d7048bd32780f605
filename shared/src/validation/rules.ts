/**
 * Validation predicates only the console needs. The rules the server checks too (spaces,
 * prefixes, URLs, lengths) live in the wire contract, `contract/wire/field-rules.ts`.
 * Messages are i18n keys of the `common` namespace (see `form-rules.ts`).
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (value: string) => EMAIL.test(value.trim());

export const FOLDER_NAME_MAX = 250;

export const isValidFolderName = (value: string) =>
  value.length > 0 && value.length <= FOLDER_NAME_MAX && !value.includes('/');

export const JSON_PARSE_MESSAGE = 'cannot parse the json please make sure it is a json';

/** Parses JSON text or throws with the spec's message. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(JSON_PARSE_MESSAGE);
  }
}

/** The extension of a file name, lower case, without the dot ('' when none). */
export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};
