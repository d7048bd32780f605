/**
 * The limits every request keeps, checked at the edge before any route sees its input
 * (docs/api.md, "Security"). PostgreSQL refuses byte 0 in text and binds at most 65,535
 * parameters a statement; V8 overflows its stack on deeply nested values on the way to a
 * thread. Refusing these up front makes them 400s that name the field, never 500s.
 */
export const MAX_JSON_DEPTH = 64;
export const MAX_LIST_ITEMS = 10_000;
/** PostgreSQL's `integer`, the type of every id and count column a request can name. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored as text, or null when it can. */
export function badText(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL byte (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'must not contain an unpaired UTF-16 surrogate';
  return null;
}

const fieldName = (path: string, key: string | number) =>
  typeof key === 'number'
    ? `${path}[${key}]`
    : /^[\w$-]+$/.test(key)
      ? `${path}.${key}`
      : `${path}[${JSON.stringify(key)}]`;

/**
 * The first rule `value` breaks, as `field message` (e.g. `body.name must not contain a NUL
 * byte`), or null. Walks without recursion, so a value nested 100,000 deep is refused, not a
 * stack overflow.
 */
export function findBadInput(value: unknown, name: string): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value, path: name, depth: 0 },
  ];
  while (stack.length) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      const problem = badText(current);
      if (problem) return `${path} ${problem}`;
      continue;
    }
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) return `${path} must be a finite number`;
      continue;
    }
    // Raw bodies (an uploaded file, XML as bytes) are data, not fields.
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (depth >= MAX_JSON_DEPTH) return `${path} is nested deeper than ${MAX_JSON_DEPTH} levels`;
    if (Array.isArray(current)) {
      if (current.length > MAX_LIST_ITEMS) {
        return `${path} must NOT have more than ${MAX_LIST_ITEMS} items`;
      }
      current.forEach((item, index) =>
        stack.push({ value: item, path: fieldName(path, index), depth: depth + 1 }),
      );
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      const problem = badText(key);
      if (problem) return `${path} has a key that ${problem}`;
      stack.push({ value: item, path: fieldName(path, key), depth: depth + 1 });
    }
  }
  return null;
}
