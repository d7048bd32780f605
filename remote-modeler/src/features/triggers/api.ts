import {
  AUTOMATION_URLS as URLS,
  MAX_PAGE_SIZE,
  dataOf,
  http,
  type AvailableConnector,
  type Page,
  type PageQuery,
  type Trigger,
  type TriggerFireEntry,
  type TriggerForm,
  type TriggerPage,
  type TriggerTypeOption,
} from '@console/shared';
import { PAGED, SHOWN_ON_FORM } from '../automation-common/api';

// GET /api/trigger_type: the trigger types as a key/value list.
export const fetchTriggerTypes = () => dataOf<TriggerTypeOption[]>(http.get(URLS.triggerTypes));

// GET /api/trigger?page=&pageSize= (header version 1.2): one page of the triggers, by name.
export const fetchTriggers = (query: PageQuery) =>
  dataOf<TriggerPage>(http.get(URLS.trigger, { ...PAGED, params: query }));

// POST /api/trigger: a new trigger.
export const createTrigger = (body: TriggerForm) =>
  dataOf<Trigger>(http.post(URLS.trigger, body, SHOWN_ON_FORM));

// PUT /api/trigger: replaces a trigger (every field is sent).
export const updateTrigger = (body: TriggerForm & { id: number }) =>
  dataOf<Trigger>(http.put(URLS.trigger, body, SHOWN_ON_FORM));

// DELETE /api/delTrigger/{id}: its fires stay in the ledger.
export const deleteTrigger = (id: number) =>
  dataOf<null>(http.delete(`${URLS.deleteTrigger}/${id}`));

// GET /api/trigger/fires?id=: a timer's fires, newest first.
export const fetchTriggerFires = (id: number) =>
  dataOf<TriggerFireEntry[]>(http.get(URLS.triggerFires, { params: { id } }));

// GET /api/availableEventConnectors?page=&pageSize= (header version 1.2): a page of them.
export const fetchEventConnectorPage = (query: PageQuery) =>
  dataOf<Page<AvailableConnector>>(http.get(URLS.eventConnectors, { ...PAGED, params: query }));

/** Every event connector of the tenant, page after page (a select lists them all). */
export async function fetchAllEventConnectors() {
  const rows: AvailableConnector[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchEventConnectorPage({ page, pageSize: MAX_PAGE_SIZE });
    rows.push(...answer.list);
    if (!answer.list.length || rows.length >= answer.total) return rows;
  }
}
