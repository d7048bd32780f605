/**
 * The SQL that generates one batch of history: everything is computed by the database from
 * generate_series, so a million instances never pass through JavaScript. Values are inlined
 * (numbers, hex ids and the seed's own texts, quoted): CREATE TABLE AS takes no parameters.
 *
 * Per instance: the process_instance row, its activity instances (start event, the tasks it
 * reached, the end event when completed), two variables, an external_task_log row and a
 * connector_run row per task run, an incident when one was raised, engine_log lines, and the
 * daily_stat and instance_count increments of all that.
 */

/** What the SQL needs of each deployed definition. */
export interface SeedDefinition {
  /** Index of the flow and of the version among the flow's versions. */
  k: number;
  v: number;
  versions: number;
  /** The flow's share of instances: random() in [lo, hi) picks it. */
  lo: number;
  hi: number;
  id: string;
  key: string;
  version: number;
  businessKeyPrefix: string;
  sync: boolean;
  message: string;
  tasks: { id: string; name: string; topic: string; connector: string; error: string }[];
}

/** Shares of the generated instances by state (the rest are COMPLETED). */
export const SHARES = {
  active: 0.003,
  terminated: 0.02,
  /** Of the running ones: waiting on a failed task, with an open incident. */
  incident: 0.35,
  /** Of the completed ones: a task failed once, its incident was resolved by a retry. */
  resolved: 0.03,
  /** Per instance: a message about it that no instance waited for (a failed event). */
  failedEvent: 0.005,
};

const PARTNERS = [
  'Northwind Components',
  'Contoso Metals',
  'Fabrikam Electronics',
  'Swift Road Freight',
  'Blue Ocean Line',
  'Tailspin Retail',
  'Wide World Importers',
];

const lit = (text: string) => `'${text.replace(/'/g, "''")}'`;
const arr = (texts: string[]) => `ARRAY[${texts.map(lit).join(', ')}]::text[]`;
/** A UUID-shaped id: the run, the kind of row, a sub-number and the instance number. */
const uuid = (run: string, kind: string, sub: string, i = 'i') =>
  `'${run}-${kind}-' || ${sub} || '-' || lpad(to_hex(${i}), 12, '0')`;
const hex3 = (n: string) => `'4' || lpad(to_hex(${n}), 3, '0')`;
const ms = (n: string) => `(${n}) * interval '1 millisecond'`;

export function definitionTable(definitions: SeedDefinition[]): string[] {
  const rows = definitions.map((d) =>
    [
      d.k,
      d.v,
      d.versions,
      d.lo,
      d.hi,
      lit(d.id),
      lit(d.key),
      d.version,
      lit(d.businessKeyPrefix),
      d.sync,
      lit(d.message),
      ...(['id', 'name', 'topic', 'connector', 'error'] as const).map((field) =>
        arr(d.tasks.map((t) => t[field])),
      ),
    ].join(', '),
  );
  return [
    `CREATE TEMP TABLE seed_def (k int, v int, nv int, lo float8, hi float8, def_id text,
      def_key text, version int, bk_prefix text, sync bool, message text, task_ids text[],
      task_names text[], topics text[], connectors text[], errors text[]) ON COMMIT DROP`,
    `INSERT INTO seed_def VALUES ${rows.map((row) => `(${row})`).join(', ')}`,
  ];
}

/**
 * The batch's instances: state, times, definition and ids, drawn at random. Instance number i
 * of `total` starts at its quantile of the history (more of it lately), so instances are made
 * oldest first: every time-ordered index is appended to at a few places instead of all over,
 * which keeps its hot pages cached however big it grows.
 */
export function batchTable(
  run: string,
  definitions: SeedDefinition[],
  { first, last, total }: { first: number; last: number; total: number },
): string {
  const s = SHARES;
  const flows = [...new Map(definitions.map((d) => [d.k, d])).values()];
  // The flow by its share: random() below the flow's upper bound (the last one's is 1).
  const flow = `CASE ${flows.map((d) => `WHEN r1 < ${d.hi} THEN ${d.k}`).join(' ')} ELSE ${flows[flows.length - 1].k} END`;
  const versions = `(ARRAY[${flows.map((d) => d.versions).join(', ')}])[k + 1]`;
  // Each level computes its values once per row; OFFSET 0 keeps the planner from inlining
  // them into every expression that uses them.
  return `CREATE TEMP TABLE seed_batch ON COMMIT DROP AS
WITH e AS (
  SELECT d.i, d.r3, d.r8, d.r9, d.state, d.step_ms,
    -- Today's instances are over by now.
    CASE WHEN d.start_time > now() - interval '10 minutes' AND d.state <> 'ACTIVE'
      THEN d.start_time - interval '1 day' ELSE d.start_time END start_time,
    sd.def_id, sd.def_key, sd.version, sd.sync, sd.message, sd.bk_prefix,
    sd.task_ids, cardinality(sd.task_ids) ntasks,
    CASE WHEN d.state = 'COMPLETED' THEN cardinality(sd.task_ids)
      ELSE 1 + floor(d.r8 * cardinality(sd.task_ids))::int END reached
  FROM (
    SELECT s.*,
      CASE WHEN state = 'ACTIVE' THEN now() - r5 * interval '3 days'
        ELSE date_trunc('day', now()) - age_days * interval '1 day'
          + (21600 + r5 * 50400) * interval '1 second' END start_time,
      -- Newer instances mostly run newer versions.
      least(nv - 1, greatest(0, floor(nv * (1 - age_days / 90.0) + (r7 - 0.5) * 0.8)::int)) v
    FROM (
      SELECT i, r3, r5, r7, r8, r9, ${flow} k, ${versions.replace('k + 1', `${flow} + 1`)} nv,
        CASE WHEN r2 < ${s.active} THEN 'ACTIVE'
          WHEN r2 < ${s.active + s.terminated} THEN 'EXTERNALLY_TERMINATED' ELSE 'COMPLETED' END state,
        -- 90 days back at i = 1, today at i = total; 60 % of the instances in the last 45 days.
        CASE WHEN r2 < ${s.active} THEN 0
          ELSE floor(90 * power(1 - (i - 1 + r4) / ${total}.0, 1.4))::int END age_days,
        150 + floor(r6 * r6 * 4000)::int step_ms
      FROM (
        SELECT i, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6,
          random() r7, random() r8, random() r9
        FROM generate_series(${first}, ${last}) i OFFSET 0
      ) g OFFSET 0
    ) s OFFSET 0
  ) d JOIN seed_def sd ON sd.k = d.k AND sd.v = d.v
), f AS (
  SELECT e.*,
    bk_prefix || '-' || to_char(start_time AT TIME ZONE 'UTC', 'YYYYMMDD') || '-' || lpad(i::text, 7, '0') bk,
    (${arr(PARTNERS)})[1 + i % ${PARTNERS.length}] partner,
    round((50 + r8 * 20000)::numeric, 2) amount
  FROM e OFFSET 0
)
SELECT i, state, start_time, step_ms, def_id, def_key, version, sync, message, ntasks, reached,
  task_ids[reached] cur_task,
  ${uuid(run, '0001', "'4000-8000'")} id,
  bk, partner, amount,
  -- What the connectors of the instance were given (one document per instance).
  json_build_object('documentNumber', bk, 'partner', partner, 'amount', amount)::text input,
  CASE state WHEN 'COMPLETED' THEN least(now(), start_time + ${ms('ntasks * step_ms + 50')})
    WHEN 'EXTERNALLY_TERMINATED'
      THEN least(now(), start_time + ${ms('reached * step_ms')} + (60 + r3 * 28800) * interval '1 second')
    END end_time,
  CASE WHEN state = 'ACTIVE' AND r3 < ${s.incident} THEN 1 ELSE 0 END incidents,
  state = 'COMPLETED' AND r3 < ${s.resolved} resolved,
  r9 < ${s.failedEvent} event_failed
FROM f ORDER BY start_time`;
}

/** One row per task an instance reached, with the outcome of its run. */
export function taskTable(run: string): string {
  return `CREATE TEMP TABLE seed_task ON COMMIT DROP AS
SELECT b.id pid, b.i, b.def_id, b.def_key, b.state, b.incidents, b.resolved, b.end_time, b.step_ms,
  b.bk, b.partner, b.input, t.seq::int seq, t.task_id, t.task_name, t.topic, t.connector, t.error,
  b.start_time + ${ms('(t.seq - 1) * b.step_ms + 5')} t_start,
  b.start_time + ${ms('t.seq * b.step_ms')} t_end,
  b.start_time + ${ms('(t.seq - 1) * b.step_ms + b.step_ms / 2')} t_retry,
  CASE WHEN t.seq < b.reached OR b.state = 'COMPLETED' THEN 'success'
    WHEN b.state = 'EXTERNALLY_TERMINATED' OR b.incidents > 0 THEN 'failed' ELSE 'open' END outcome,
  -- Camunda's activity instance ids are activityId:uuid.
  t.task_id || ':' || ${uuid(run, '0002', `${hex3('t.seq')} || '-8000'`, 'b.i')} ai_id,
  ${uuid(run, '0004', `${hex3('t.seq')} || '-8000'`, 'b.i')} task_uuid,
  ${uuid(run, '0005', `${hex3('t.seq')} || '-8000'`, 'b.i')} log_id
FROM seed_batch b JOIN seed_def d ON d.def_id = b.def_id
CROSS JOIN LATERAL unnest(d.task_ids, d.task_names, d.topics, d.connectors, d.errors)
  WITH ORDINALITY AS t(task_id, task_name, topic, connector, error, seq)
WHERE t.seq <= b.reached`;
}
