/**
 * The validation rules of SPEC §5 as pure predicates, so forms and tests share one definition.
 * Messages are i18n keys of the `common` namespace (see `form-rules.ts`).
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (value: string) => EMAIL.test(value.trim());

export const hasSpaces = (value: string) => /\s/.test(value);

export const hasConsecutiveSpaces = (value: string) => /\s{2,}/.test(value);

/** Starts with the prefix and holds only digits, letters, underscore and dash. */
export const matchesPrefix = (value: string, prefix: string) =>
  value.startsWith(prefix) && /^[A-Za-z0-9_-]+$/.test(value);

export const FOLDER_NAME_MAX = 250;

export const isValidFolderName = (value: string) =>
  value.length > 0 && value.length <= FOLDER_NAME_MAX && !value.includes('/');

export const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

export const JSON_PARSE_MESSAGE = 'cannot parse the json please make sure it is a json';

/** Parses JSON text or throws with the spec's message. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(JSON_PARSE_MESSAGE);
  }
}

/** SPEC §9: uploads are at most 10M. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The extension of a file name, lower case, without the dot ('' when none). */
export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};
