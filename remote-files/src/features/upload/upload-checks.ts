import { FILE_LIMITS, isAcceptedType } from '@console/shared';

/** Why a file is refused before it is sent; each is a key of `common:upload`. */
export type UploadProblem = 'tooBig' | 'unsupportedType';

/** Checks a chosen file with the server's own rules, so the user learns at once. */
export function uploadProblem(
  file: { name: string; size: number },
  types: readonly string[],
): UploadProblem | null {
  if (!isAcceptedType(file.name, types)) return 'unsupportedType';
  if (file.size > FILE_LIMITS.uploadBytes) return 'tooBig';
  return null;
}

/** The picker's `accept` list for these types. */
export const acceptList = (types: readonly string[]) => types.map((type) => `.${type}`).join(',');

/** A name's stem and extension (with its dot); a leading dot starts no extension. */
function splitName(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

/** The n-th name a rename tries: `report.csv` → `report (1).csv`; `README` → `README (1)`. */
export function numberedName(name: string, n: number): string {
  const [stem, extension] = splitName(name);
  return `${stem} (${n})${extension}`;
}

/** What every numbered name of `name` starts with, to list the ones already taken. */
export const numberedPrefix = (name: string) => `${splitName(name)[0]} (`;

/** The first number from `from` on whose numbered name is not taken. */
export function freeNumber(name: string, taken: ReadonlySet<string>, from = 1): number {
  let n = from;
  while (taken.has(numberedName(name, n))) n += 1;
  return n;
}
