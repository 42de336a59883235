// The organisation's provider spend as the dashboard shows it (docs/operations/spend.md): the month's
// budget (spent, set aside, left), spend per month and engine for the chart; owners set their
// own cap, which can only be lower than the operator's.
import { appEndpoint } from '@/server/http/app-endpoint';
import { budgetStatus, setOwnerBudget, spendHistory } from '@/server/orgs/spend';
import { OwnerBudgetInput } from '@/server/contract/requests';
import { BudgetChanged, SpendInfo } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: {
    access: 'member',
    reply: SpendInfo,
    async handle({ sql, principal }) {
      return { data: { budget: await budgetStatus(sql, principal.orgId), history: await spendHistory(sql, principal.orgId) } };
    },
  },
  PATCH: {
    access: 'owner',
    reply: BudgetChanged,
    async handle({ sql, principal, body }) {
      const { ownerCapUsd } = await body(OwnerBudgetInput);
      return { data: { budget: await setOwnerBudget(sql, principal.orgId, ownerCapUsd) } };
    },
  },
});
