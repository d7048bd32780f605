import { placeholder } from 'drizzle-orm';
import type { Db } from './types';

/**
 * Statements drizzle builds once per database handle and then only fills in (its `prepare` with
 * `placeholder`). drizzle walks the whole query to build its text each time, about 0.3 ms of
 * the server's thread for a row of twenty columns, and an AS2 exchange ran ten of them (issue 28
 * §4). For the statements of hot paths; the rest are built as they run.
 *
 * A statement's name is unique in the process (node-postgres prepares it per connection under
 * that name; the embedded driver ignores it).
 */
export function preparedOn<T>(name: string, build: (db: Db, name: string) => T): (db: Db) => T {
  const byKey = preparedByKey(name, (db, _key, unique) => build(db, unique));
  return (db) => byKey(db, '');
}

/** Like preparedOn, one statement for each key (a set of columns, a number of values). */
export function preparedByKey<T>(
  name: string,
  build: (db: Db, key: string, name: string) => T,
): (db: Db, key: string) => T {
  const built = new WeakMap<Db, Map<string, T>>();
  const names = new Map<string, string>();
  return (db, key) => {
    let statements = built.get(db);
    if (!statements) built.set(db, (statements = new Map()));
    let statement = statements.get(key);
    if (!statement) {
      let unique = names.get(key);
      if (!unique) names.set(key, (unique = `${name}_${names.size + 1}`));
      statements.set(key, (statement = build(db, key, unique)));
    }
    return statement;
  };
}

const SET_NULL = '=null';

/**
 * The columns an update sets, as a key for preparedByKey: those left undefined are not set (as
 * drizzle skips them), and those set to null are marked so. A null must be in the statement
 * itself: a placeholder's value goes through its column's encoder, which turns null into JSON's
 * null for a jsonb column and fails for a timestamp.
 */
export const columnsKey = (update: object) =>
  Object.entries(update)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => (value === null ? `${column}${SET_NULL}` : column))
    .sort()
    .join(',');

/** The SET of a columnsKey: a placeholder named as the column, or null. */
export const settingColumns = (key: string) =>
  Object.fromEntries(
    key
      .split(',')
      .map((entry) =>
        entry.endsWith(SET_NULL)
          ? [entry.slice(0, -SET_NULL.length), null]
          : [entry, placeholder(entry)],
      ),
  );
