/**
 * 'upgrade' (issue 13 §1): the result accessors of the older script API, rewritten to the
 * properties of today's. The table is the documentation (docs/scripts.md shows it).
 */
export const LEGACY_ACCESSORS: readonly (readonly [legacy: string, current: string])[] = [
  ['getBody()', 'body'],
  ['getStatusCode()', 'status'],
  ['getStatus()', 'status'],
  ['getHeaders()', 'headers'],
  ['getText()', 'text'],
  ['getJson()', 'json'],
  ['getContent()', 'content'],
  ['getFileName()', 'fileName'],
];

const LEGACY = new Map(LEGACY_ACCESSORS.map(([legacy, current]) => [legacy, current]));
const ACCESSOR = /^\.\s*(get[A-Za-z]+\(\s*\))/;

/**
 * The script with every legacy accessor after a '.' rewritten, outside strings and comments;
 * everything else (comments, layout, strings that mention the old names) stays as it was.
 * Running it again changes nothing.
 */
export function upgradeScript(source: string): { source: string; changes: number } {
  let out = '';
  let changes = 0;
  let at = 0;
  while (at < source.length) {
    const skipped = skipLiteral(source, at);
    if (skipped > at) {
      out += source.slice(at, skipped);
      at = skipped;
      continue;
    }
    if (source[at] === '.') {
      const match = ACCESSOR.exec(source.slice(at, at + 40));
      const current = match && LEGACY.get(match[1].replace(/\s+/g, ''));
      if (match && current) {
        out += `.${current}`;
        at += match[0].length;
        changes += 1;
        continue;
      }
    }
    out += source[at];
    at += 1;
  }
  return { source: out, changes };
}

/** The end of a comment or string starting at `at`, or `at` when none starts there. */
function skipLiteral(source: string, at: number): number {
  const two = source.slice(at, at + 2);
  if (two === '//') {
    const end = source.indexOf('\n', at);
    return end < 0 ? source.length : end;
  }
  if (two === '/*') {
    const end = source.indexOf('*/', at + 2);
    return end < 0 ? source.length : end + 2;
  }
  const quote = source[at];
  if (quote !== '"' && quote !== "'") return at;
  for (let index = at + 1; index < source.length; index += 1) {
    if (source[index] === '\\') index += 1;
    else if (source[index] === quote) return index + 1;
  }
  return source.length;
}
