import { ShareOfVoiceQuery } from '@/server/contract/schemas';
import { appEndpoint } from '@/server/http/app-endpoint';
import { shareOfVoice } from '@/server/sources/read';
import { ShareOfVoiceList } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: { access: 'member', reply: ShareOfVoiceList, handle: async ({ sql, principal, params, query }) => ({ data: await shareOfVoice(sql, principal.orgId, params.id, query(ShareOfVoiceQuery)) }) },
});
