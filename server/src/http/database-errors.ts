/** What the database drivers say of a refused statement (PGlite and pg alike). */
interface DatabaseError {
  code: string;
  message?: string;
  constraint?: string;
}

/** The driver's error behind `error`: drizzle may wrap it in `cause`. */
export function databaseErrorOf(error: unknown): DatabaseError | undefined {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 3; depth++) {
    const { code, cause } = at as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') return at as DatabaseError;
    at = cause;
  }
  return undefined;
}

/**
 * A database refusal that bad input caused, as the 4xx it deserves, or undefined. The edge
 * (input-guard.ts) refuses what it knows of first; this is the net under it, so that a rule it
 * does not know yet still answers 4xx, never 500.
 */
export function refusedByDatabase(error: unknown): { status: number; msg: string } | undefined {
  const refusal = databaseErrorOf(error);
  if (!refusal) return undefined;
  const detail = typeof refusal.message === 'string' ? `: ${refusal.message}` : '';
  // Class 22, data exception: NUL in text, a number out of range, a malformed date …
  if (refusal.code.startsWith('22')) return { status: 400, msg: `Invalid value${detail}` };
  // Class 54, program limit exceeded: too many parameters, too deep, too large a row.
  if (refusal.code.startsWith('54'))
    return { status: 400, msg: `The request is too large${detail}` };
  // A row this one refers to went away meanwhile (deleted by another request).
  if (refusal.code === '23503')
    return { status: 409, msg: 'A record this refers to no longer exists' };
  return undefined;
}
