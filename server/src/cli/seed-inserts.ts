/**
 * The inserts of one batch, from the seed_batch and seed_task tables (seed-sql.ts). Every
 * table gets what the engine and the workers would have written for the same history.
 */
const hex = (i: string) => `lpad(to_hex(${i}), 12, '0')`;
/** The run that failed first on a task whose incident a retry resolved. */
const RETRIED = 'resolved AND seq = 1';
/** The quarter-hour a time falls in: the engine's statistics period (see statPeriod). */
const PERIOD = (at: string) => `to_timestamp(floor(extract(epoch from (${at})) / 900) * 900)`;
/** The log row of the failed first try: 8001 where the final one has 8000. */
const RETRY_LOG_ID = "replace(log_id, '-8000-', '-8001-')";
/** What a connector_run row needs of a task run. */
const RUN_COLUMNS = 'pid, def_key, task_id, topic, connector, error, input, bk, partner, step_ms';
export const CANCEL_REASON = 'Cancelled by admin: the partner endpoint stays unreachable';

export function historyInserts(run: string, tenant: number): string[] {
  return [
    `INSERT INTO process_instance (id, tenant_id, definition_id, definition_key, business_key,
      state, incidents, start_time, end_time, start_activity_id, end_activity_id, delete_reason,
      sync, engine_state)
    SELECT id, ${tenant}, def_id, def_key, bk, state, incidents, start_time, end_time, 'StartEvent_1',
      CASE state WHEN 'COMPLETED' THEN 'EndEvent_1' WHEN 'EXTERNALLY_TERMINATED' THEN cur_task END,
      CASE WHEN state = 'EXTERNALLY_TERMINATED' THEN '${CANCEL_REASON}' END,
      sync, NULL
    FROM seed_batch`,

    `INSERT INTO activity_instance (id, tenant_id, process_instance_id, definition_id,
      definition_key, activity_id, activity_name, activity_type, execution_id, task_id,
      start_time, end_time, canceled, sequence)
    SELECT 'StartEvent_1:${run}-0002-4000-8000-' || ${hex('i')}, ${tenant}, id, def_id, def_key,
      'StartEvent_1', 'Received', 'startEvent', id, NULL, start_time, start_time, false, 0
    FROM seed_batch
    UNION ALL
    SELECT ai_id, ${tenant}, pid, def_id, def_key, task_id, task_name,
      'serviceTask', pid, NULL, t_start,
      CASE WHEN outcome = 'success' THEN t_end WHEN state = 'EXTERNALLY_TERMINATED' THEN end_time END,
      state = 'EXTERNALLY_TERMINATED' AND outcome = 'failed', seq
    FROM seed_task
    UNION ALL
    SELECT 'EndEvent_1:${run}-0002-4fff-8000-' || ${hex('i')}, ${tenant}, id, def_id, def_key,
      'EndEvent_1', 'Done', 'noneEndEvent', id, NULL, end_time, end_time, false, ntasks + 1
    FROM seed_batch WHERE state = 'COMPLETED'`,

    // Values are stored JSON-encoded, as the engine stores them.
    `INSERT INTO variable (id, tenant_id, process_instance_id, definition_id, name, type, value,
      create_time)
    SELECT '${run}-0003-4001-8000-' || ${hex('i')}, ${tenant}, id, def_id, 'documentNumber',
      'String', to_json(bk)::text, start_time
    FROM seed_batch
    UNION ALL
    SELECT '${run}-0003-4002-8000-' || ${hex('i')}, ${tenant}, id, def_id, 'document', 'Json',
      json_build_object('partner', partner, 'lines', 1 + i % 9, 'amount', amount)::text, start_time
    FROM seed_batch`,

    `INSERT INTO external_task_log (id, tenant_id, timestamp, external_task_id, topic_name,
      worker_id, retries, priority, error_message, activity_id, activity_instance_id,
      execution_id, process_instance_id, definition_id, definition_key, state)
    SELECT log_id, ${tenant}, CASE WHEN outcome = 'open' THEN t_start ELSE t_end END,
      task_uuid, topic, CASE WHEN outcome <> 'open' THEN 'connector-worker' END,
      CASE WHEN outcome = 'failed' THEN 0 END, 0, CASE WHEN outcome = 'failed' THEN error END,
      task_id, ai_id, pid, pid, def_id, def_key,
      CASE outcome WHEN 'success' THEN 'successful' WHEN 'failed' THEN 'failed' ELSE 'created' END
    FROM seed_task
    UNION ALL
    SELECT ${RETRY_LOG_ID}, ${tenant}, t_retry, task_uuid, topic, 'connector-worker', 0, 0,
      error, task_id, ai_id, pid, pid, def_id, def_key, 'failed'
    FROM seed_task WHERE ${RETRIED}`,

    `INSERT INTO connector_run (tenant_id, timestamp, process_instance_id, definition_key,
      activity_id, topic, connector_id, connector_name, status, input, output, message, duration_ms)
    SELECT ${tenant}, at, pid, def_key, task_id, topic, NULL, connector, status, input,
      CASE WHEN status = 'failed' THEN json_build_object('error', error)::text
        WHEN topic = 'edi.map' THEN 'ISA*00*ACMEHUB*ZZ*' || upper(left(partner, 8))
          || '~ST*850*0001~BEG*00*SA*' || bk || '~SE*3*0001~'
        ELSE json_build_object('status', 'accepted', 'reference', bk || '/' || task_id)::text END,
      CASE WHEN status = 'failed' THEN error END, step_ms
    FROM (
      SELECT ${RUN_COLUMNS}, t_end AS at, outcome AS status FROM seed_task WHERE outcome <> 'open'
      UNION ALL
      SELECT ${RUN_COLUMNS}, t_retry, 'failed' FROM seed_task WHERE ${RETRIED}
    ) runs`,

    `INSERT INTO incident (id, tenant_id, incident_type, incident_message, incident_timestamp,
      end_time, state, activity_id, execution_id, process_instance_id, definition_id,
      definition_key, configuration)
    SELECT '${run}-0006-4000-8000-' || ${hex('i')}, ${tenant}, 'failedExternalTask', error,
      CASE WHEN resolved THEN t_retry ELSE t_end END,
      CASE WHEN resolved THEN t_end WHEN state = 'EXTERNALLY_TERMINATED' THEN end_time END,
      CASE WHEN resolved THEN 'resolved' WHEN state = 'EXTERNALLY_TERMINATED' THEN 'deleted'
        ELSE 'open' END,
      task_id, pid, pid, def_id, def_key, task_uuid
    FROM seed_task WHERE (${RETRIED}) OR outcome = 'failed'`,

    `INSERT INTO engine_log (tenant_id, timestamp, level, source, process_instance_id,
      activity_id, message)
    SELECT ${tenant}, coalesce(end_time, start_time),
      CASE WHEN state = 'EXTERNALLY_TERMINATED' THEN 'warn' ELSE 'info' END, 'engine', id, NULL,
      CASE state
        WHEN 'COMPLETED' THEN format('Process instance %s of %s v%s completed in %s ms', id,
          def_key, version, ntasks * step_ms + 50)
        WHEN 'EXTERNALLY_TERMINATED' THEN format('Process instance %s of %s v%s was cancelled: %s',
          id, def_key, version, '${CANCEL_REASON}')
        ELSE format('Process instance %s of %s v%s started with business key %s', id, def_key,
          version, bk) END
    FROM seed_batch
    UNION ALL
    SELECT ${tenant}, at, 'error', 'connector-worker', pid, task_id,
      format('Connector "%s" failed for topic "%s": %s (no retries left)', connector, topic, error)
    FROM (
      SELECT *, t_end AS at FROM seed_task WHERE outcome = 'failed'
      UNION ALL
      SELECT *, t_retry FROM seed_task WHERE ${RETRIED}
    ) failures
    UNION ALL
    SELECT ${tenant}, start_time - interval '2 seconds', 'warn', 'server', NULL, NULL,
      format('Cannot correlate message ''%s'' for %s: no process definition or execution matches',
        message, bk)
    FROM seed_batch WHERE event_failed`,

    // A completed task run is a task success, a failed one a task failure; a started instance
    // is an event, a message nobody waited for a failed event (what the engine counts).
    `INSERT INTO daily_stat (tenant_id, kind, period_start, outcome, count)
    SELECT ${tenant}, kind, period, outcome, count(*) FROM (
      SELECT 'task' AS kind, ${PERIOD('t_end')} AS period, outcome FROM seed_task
        WHERE outcome <> 'open'
      UNION ALL SELECT 'task', ${PERIOD('t_retry')}, 'failed' FROM seed_task WHERE ${RETRIED}
      UNION ALL SELECT 'event', ${PERIOD('start_time')}, 'success' FROM seed_batch
      UNION ALL SELECT 'event', ${PERIOD("start_time - interval '2 seconds'")}, 'failed'
        FROM seed_batch WHERE event_failed
    ) outcomes GROUP BY kind, period, outcome
    ON CONFLICT (tenant_id, kind, period_start, outcome)
      DO UPDATE SET count = daily_stat.count + excluded.count`,

    // The trigger that keeps instance_count is off for the batch: add the batch's counts.
    `INSERT INTO instance_count (tenant_id, definition_id, state, count)
    SELECT ${tenant}, def_id, state, count(*) FROM seed_batch GROUP BY def_id, state
    ON CONFLICT (tenant_id, definition_id, state)
      DO UPDATE SET count = instance_count.count + excluded.count`,
  ];
}
