import { dataOf, http, USAGE_URLS, type PlanView, type Statement } from '@console/shared';

// GET /api/account/plan: the tenant's plan, its quotas and prices.
export const fetchPlan = () => dataOf<PlanView>(http.get(USAGE_URLS.plan));

// GET /api/account/statement: the month's statement, priced from the usage counters.
export const fetchStatement = (month: string) =>
  dataOf<Statement>(http.get(USAGE_URLS.statement, { params: { month } }));

// GET /api/account/statement.csv: the same statement as a CSV file.
export const downloadStatementCsv = async (month: string) =>
  (await http.get<Blob>(USAGE_URLS.statementCsv, { params: { month }, responseType: 'blob' })).data;
