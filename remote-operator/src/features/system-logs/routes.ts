/** Where the System logs pages live (SPEC §2, under /operator/opeHistory/opeSystemLogs). */
export const SYSTEM_LOGS = '/operator/opeHistory/opeSystemLogs';
export const SYSTEM_LOGS_INDEX = `${SYSTEM_LOGS}/index`;
export const INSTANCES = `${SYSTEM_LOGS}/opeInstances`;
export const INSTANCE_LOG = `${SYSTEM_LOGS}/opeLog`;
export const INSTANCE_IN_OUT = `${SYSTEM_LOGS}/opeLogInOut`;

/** A page of the instance, by its id (the query parameter of opeLog and opeLogInOut). */
export const instancePage = (page: string, id: string) => `${page}?id=${encodeURIComponent(id)}`;
