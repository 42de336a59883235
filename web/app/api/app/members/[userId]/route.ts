import { z } from 'zod';
import { changeRole, removeMember } from '@/server/accounts/members';
import { DomainError } from '@/server/errors';
import { appEndpoint } from '@/server/http/app-endpoint';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  PATCH: {
    access: 'owner',
    async handle({ sql, principal, params, body }) {
      const { role } = await body(z.strictObject({ role: z.enum(['owner', 'member']) }));
      return { data: await changeRole(sql, principal.orgId, params.userId, role) };
    },
  },
  // Owners remove anyone; a member may only leave.
  DELETE: {
    access: 'member',
    async handle({ sql, principal, params }) {
      if (params.userId !== principal.userId && principal.role !== 'owner') {
        throw new DomainError('owner_only', 'Only an owner can remove another member.');
      }
      return { data: await removeMember(sql, principal.orgId, params.userId) };
    },
  },
});
