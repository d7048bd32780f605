import {
  parse,
  protocol,
  type messages as PgMessages,
  type PGlite,
  type Results,
} from '@electric-sql/pglite';

type BackendMessage = PgMessages.BackendMessage;

/**
 * PGlite's `query` with its answer unchanged, as a prepared statement run in one call into
 * PostgreSQL.
 *
 * PGlite runs a query as six protocol exchanges (Parse, Describe the statement, Bind, Describe
 * the portal, Execute, Sync), each a call into its WebAssembly with the messages written and
 * read in JavaScript, and PostgreSQL parses and plans the text every time. On its thread that
 * was most of the time of a short statement (issue 28 §4, `bench:as2`): a select of one row by
 * key took 0.45 ms, and 0.19 ms as here.
 *
 * Here each statement text is prepared once under a name of its own (Parse, Describe), which
 * gives its parameter types and its row description; then each run is Bind, Execute and Sync
 * in one batch. PostgreSQL plans a prepared statement as it does for JDBC and node-postgres
 * clients, so Camunda's own engine runs its statements this way too. The parameters are
 * serialized by PGlite's own serializers for those types, so PostgreSQL reads the same text;
 * the rows are read by PGlite's own result parser with the client's parsers. Only bytea's
 * serializer and parser are faster ones (PGlite converts byte by byte).
 */

const { serialize } = protocol;
/** Statements kept prepared; the oldest is closed past that (each holds its plan in memory). */
const KEPT = 1_000;
const BYTEA = 17;

interface Prepared {
  name: string;
  types: number[];
  /** The statement's RowDescription, or null when it returns no rows. */
  rows: BackendMessage | null;
}

const prepared = new Map<string, Prepared>();
let named = 0;

/** Errors after which a prepared statement is dropped: its plan no longer fits, or it is gone. */
const STALE = new Set(['0A000', '26000']);

const hexOf = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');

function serializeBytea(value: unknown) {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return `\\x${hexOf(value)}`;
}

/** bytea's hex output as bytes of their own (not a view on a shared pool: it crosses threads). */
export function parseBytea(text: string): Uint8Array {
  const hex = text.slice(2);
  const bytes = new Uint8Array(hex.length >> 1);
  Buffer.from(bytes.buffer).write(hex, 'hex');
  return bytes;
}

function batch(parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function prepare(client: PGlite, sql: string): Promise<Prepared> {
  const known = prepared.get(sql);
  if (known) return known;
  const name = `console_${++named}`;
  const messages: Uint8Array[] = [];
  if (prepared.size >= KEPT) {
    const [oldest, statement] = prepared.entries().next().value as [string, Prepared];
    prepared.delete(oldest);
    messages.push(serialize.close({ type: 'S', name: statement.name }));
  }
  messages.push(
    serialize.parse({ name, text: sql }),
    serialize.describe({ type: 'S', name }),
    serialize.sync(),
  );
  const answer = await client.execProtocol(batch(messages), { syncToFs: false });
  const statement = {
    name,
    types: parse.parseDescribeStatementResults(answer.messages),
    rows: answer.messages.find((message) => message.name === 'rowDescription') ?? null,
  };
  prepared.set(sql, statement);
  return statement;
}

/** One run of a statement: its text and values, and where it runs. */
interface Call {
  client: PGlite;
  sql: string;
  params: unknown[];
  rowMode?: 'array' | 'object';
  inTransaction: boolean;
}

async function execute<T>(call: Call, statement: Prepared): Promise<Results<T>> {
  const { client, params, rowMode, inTransaction } = call;
  const values = params.map((param, i) => {
    if (param === null || param === undefined) return null;
    if (statement.types[i] === BYTEA) return serializeBytea(param);
    const serializer = client.serializers[statement.types[i]];
    return serializer ? serializer(param) : String(param);
  });
  const { messages } = await client.execProtocol(
    batch([
      serialize.bind({ statement: statement.name, values }),
      serialize.execute({}),
      serialize.sync(),
    ]),
    { syncToFs: !inTransaction },
  );
  const all = statement.rows ? [statement.rows, ...messages] : messages;
  return parse.parseResults(all, client.parsers, { rowMode })[0] as Results<T>;
}

const isStale = (error: unknown) =>
  error instanceof Error && STALE.has((error as Error & { code?: string }).code ?? '');

async function run<T>(call: Call): Promise<Results<T>> {
  const { client, sql, params, inTransaction } = call;
  try {
    try {
      return await execute<T>(call, await prepare(client, sql));
    } catch (error) {
      if (!isStale(error)) throw error;
      // A table changed under the statement (its rows' shape) or it was deallocated: prepared
      // again, and run again unless the failure ended the transaction it ran in.
      prepared.delete(sql);
      if (inTransaction) throw error;
      return await execute<T>(call, await prepare(client, sql));
    }
  } catch (error) {
    // As PGlite's query does (makePGliteError): the error says which statement failed.
    if (error instanceof Error) Object.assign(error, { query: sql, params });
    throw error;
  }
}

/**
 * One statement outside any transaction: waits, as PGlite's `query` does, for an open
 * transaction to end and for the running query.
 */
export function fastQuery<T>(
  client: PGlite,
  sql: string,
  params: unknown[] = [],
  rowMode?: 'array' | 'object',
) {
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(() => run<T>({ client, sql, params, rowMode, inTransaction: false })),
  );
}

/** One statement in the open transaction (whose holder is the caller). */
export function fastQueryInTransaction<T>(
  client: PGlite,
  sql: string,
  params: unknown[] = [],
  rowMode?: 'array' | 'object',
) {
  return client._runExclusiveQuery(() =>
    run<T>({ client, sql, params, rowMode, inTransaction: true }),
  );
}
