import { ShareOfVoiceQuery } from '@/server/contract/schemas';
import { endpoint } from '@/server/http/endpoint';
import { shareOfVoice } from '@/server/sources/read';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: { scope: 'read', handle: async ({ sql, principal, params, query }) => ({ data: await shareOfVoice(sql, principal.orgId, params.id, query(ShareOfVoiceQuery)) }) },
});
