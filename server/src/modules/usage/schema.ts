import { DAY_PATTERN, MONTH_PATTERN, PLAN_IDS } from '@console/shared/contract';
import { Type } from 'typebox';

/**
 * The account routes (issue 24 §1), for the admin and sys users of a tenant, scoped to the
 * caller's tenant:
 *   GET /api/account/usage?from=YYYY-MM-DD&to=YYYY-MM-DD → UsageReport (UTC days; default the
 *     last 30 days; at most 366 days; from after to is a 400)
 *   GET /api/account/plan → PlanView
 *   PUT /api/account/plan { tenantId, plan } → { tenantId, plan } (a sys user of the platform's
 *     own tenant only)
 *   GET /api/account/statement?month=YYYY-MM → Statement; GET …/statement.csv: the same as CSV
 */
const Day = Type.String({ pattern: DAY_PATTERN, maxLength: 10 });

export const UsageQuery = Type.Object({
  from: Type.Optional(Day),
  to: Type.Optional(Day),
});

export const MonthQuery = Type.Object({
  month: Type.String({ pattern: MONTH_PATTERN, maxLength: 7 }),
});

export const PlanBody = Type.Object(
  {
    tenantId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    plan: Type.Enum([...PLAN_IDS]),
  },
  { additionalProperties: false },
);
