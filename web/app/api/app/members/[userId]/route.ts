import { changeRole, removeMember } from '@/server/accounts/members';
import { DomainError } from '@/server/errors';
import { appEndpoint } from '@/server/http/app-endpoint';
import { RoleChangeInput } from '@/server/contract/requests';
import { MemberRemoved, RoleChanged } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  PATCH: {
    access: 'owner',
    reply: RoleChanged,
    async handle({ sql, principal, params, body }) {
      const { role } = await body(RoleChangeInput);
      return { data: await changeRole(sql, principal.orgId, params.userId, role) };
    },
  },
  // Owners remove anyone; a member may only leave.
  DELETE: {
    access: 'member',
    reply: MemberRemoved,
    async handle({ sql, principal, params }) {
      if (params.userId !== principal.userId && principal.role !== 'owner') {
        throw new DomainError('owner_only', 'Only an owner can remove another member.');
      }
      return { data: await removeMember(sql, principal.orgId, params.userId) };
    },
  },
});
