import type { Pool } from 'pg';

/**
 * What went wrong in the cluster test's history, counted per kind so that a failure says it:
 * zero everywhere is the pass. Read straight from PostgreSQL, not through a server that might
 * itself be the one that is wrong.
 */
export interface Anomalies {
  /** Instances beyond the expected number (a start run twice). */
  extraInstances: number;
  /** Instances of the started business keys that never came. */
  missingInstances: number;
  /** Not COMPLETED, by state and the elements open and done: `ACTIVE open a done b,start`. */
  stuck: Record<string, number>;
  /**
   * Instances where an element has no finished activity instance, by element and what there
   * is instead: `wait absent` (no row), `wait open` (never ended), `wait canceled`.
   */
  missing: Record<string, number>;
  /** Instances where an element ran more than once, by element. */
  twice: Record<string, number>;
  /** Instances where a task's log lacks or repeats a line, by `task state`. */
  taskLog: Record<string, number>;
  /** Up to three instance ids of each kind above, to look at. */
  examples: Record<string, string[]>;
  /** Runtime rows left behind: external tasks and timer jobs of the key's instances. */
  leftover: { tasks: number; timers: number };
}

/** The history of `key`'s instances against the flow's elements, each expected once. */
export async function findAnomalies(
  pool: Pool,
  key: string,
  expected: number,
  elements: string[],
  tasks: string[],
): Promise<Anomalies> {
  const instances = await pool.query<{ id: string; state: string }>(
    'select id, state from process_instance where definition_key = $1',
    [key],
  );
  const activities = await pool.query<{
    pid: string;
    element: string;
    done: string;
    open: string;
    canceled: string;
  }>(
    `select process_instance_id as pid, activity_id as element,
            count(*) filter (where end_time is not null and not canceled) as done,
            count(*) filter (where end_time is null) as open,
            count(*) filter (where canceled) as canceled
       from activity_instance where definition_key = $1 group by 1, 2`,
    [key],
  );
  const logs = await pool.query<{ pid: string; task: string; state: string; count: string }>(
    `select process_instance_id as pid, activity_id as task, state, count(*) as count
       from external_task_log where definition_key = $1 group by 1, 2, 3`,
    [key],
  );

  const left = await pool.query<{ tasks: string; timers: string }>(
    `select (select count(*) from external_task where definition_key = $1) as tasks,
            (select count(*) from timer_job t join process_instance i on i.id = t.process_instance_id
              where i.definition_key = $1) as timers`,
    [key],
  );

  const done = new Map<string, number>();
  const open = new Map<string, string[]>();
  const finished = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, pid: string, element: string) =>
    map.set(pid, [...(map.get(pid) ?? []), element]);
  const instead = new Map<string, string>();
  for (const row of activities.rows) {
    done.set(`${row.pid} ${row.element}`, Number(row.done));
    instead.set(`${row.pid} ${row.element}`, Number(row.open) ? 'open' : 'canceled');
    if (Number(row.open)) add(open, row.pid, row.element);
    if (Number(row.done)) add(finished, row.pid, row.element);
  }
  const list = (elements: string[] | undefined) => (elements ?? []).sort().join(',') || '-';
  const logged = new Map<string, number>();
  for (const row of logs.rows) logged.set(`${row.pid} ${row.task} ${row.state}`, Number(row.count));

  const found: Anomalies = {
    extraInstances: Math.max(0, instances.rows.length - expected),
    missingInstances: Math.max(0, expected - instances.rows.length),
    stuck: {},
    missing: {},
    twice: {},
    taskLog: {},
    examples: {},
    leftover: { tasks: Number(left.rows[0].tasks), timers: Number(left.rows[0].timers) },
  };
  const bump = (counts: Record<string, number>, kind: string, id: string) => {
    counts[kind] = (counts[kind] ?? 0) + 1;
    const seen = (found.examples[kind] ??= []);
    if (seen.length < 3 && !seen.includes(id)) seen.push(id);
  };
  for (const { id, state } of instances.rows) {
    if (state !== 'COMPLETED') {
      bump(found.stuck, `${state} open ${list(open.get(id))} done ${list(finished.get(id))}`, id);
    }
    for (const element of elements) {
      const times = done.get(`${id} ${element}`) ?? 0;
      if (times === 0) {
        bump(found.missing, `${element} ${instead.get(`${id} ${element}`) ?? 'absent'}`, id);
      }
      if (times > 1) bump(found.twice, element, id);
    }
    for (const task of tasks) {
      for (const line of ['created', 'successful']) {
        const times = logged.get(`${id} ${task} ${line}`) ?? 0;
        if (times !== 1) bump(found.taskLog, `${task} ${line} ×${times}`, id);
      }
    }
  }
  for (const row of logs.rows) {
    if (row.state !== 'created' && row.state !== 'successful') {
      bump(found.taskLog, `${row.task} ${row.state}`, row.pid);
    }
  }
  return found;
}

/** Zero counts everywhere: the shape `findAnomalies` answers when nothing went wrong. */
export const NONE: Anomalies = {
  extraInstances: 0,
  missingInstances: 0,
  stuck: {},
  missing: {},
  twice: {},
  taskLog: {},
  examples: {},
  leftover: { tasks: 0, timers: 0 },
};
