// The "Get started" checklist, put away (or brought back) by one member in one organisation.
import { setChecklistDismissed } from '@/server/accounts/users';
import { appEndpoint } from '@/server/http/app-endpoint';
import { ChecklistInput } from '@/server/contract/requests';
import { ChecklistState } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  PUT: {
    access: 'member',
    reply: ChecklistState,
    async handle({ sql, principal, body }) {
      const { dismissed } = await body(ChecklistInput);
      await setChecklistDismissed(sql, principal.userId, principal.orgId, dismissed);
      return { data: { dismissed } };
    },
  },
});
