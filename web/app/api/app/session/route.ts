import { switchSessionOrg } from '@/server/accounts/sessions';
import { setupPending } from '@/server/accounts/setup';
import { listMemberships, signUpOpen } from '@/server/accounts/users';
import { appEndpoint } from '@/server/http/app-endpoint';
import { DomainError } from '@/server/errors';
import { isUuid } from '@/server/ids';
import { SwitchOrgInput } from '@/server/contract/requests';
import { OrgSwitched, SessionReply } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: {
    access: 'public',
    reply: SessionReply,
    async handle({ sql, principal }) {
      if (!principal) return { data: { user: null, signUpOpen: signUpOpen(), setupRequired: await setupPending(sql) } };
      return {
        data: {
          user: { id: principal.userId, email: principal.email, name: principal.userName },
          org: { id: principal.orgId, name: principal.orgName, plan: principal.plan },
          role: principal.role,
          csrfToken: principal.csrfToken,
          memberships: await listMemberships(sql, principal.userId),
          signUpOpen: signUpOpen(),
        },
      };
    },
  },
  // Switches the organisation being worked in.
  PUT: {
    access: 'member',
    reply: OrgSwitched,
    async handle({ sql, principal, body }) {
      const { orgId } = await body(SwitchOrgInput);
      if (!isUuid(orgId) || !(await switchSessionOrg(sql, principal.token, principal.userId, orgId))) {
        throw new DomainError('not_found', 'Organisation not found.');
      }
      return { data: { orgId } };
    },
  },
});
