// The organisation's plan as the dashboard shows it: limits, this month's audit usage, the
// models of the catalogue (allowed or not by the plan), the engines this server can ask, every
// engine with whether it is configured (the variables that enable it: for the operator only, who
// sets them; docs/operations/engines.md), and what concerns the caller (whether they are the
// operator, whether they put the checklist away).
import { memberView } from '@/server/accounts/users';
import { configuredEngines, engineAvailability, inDemoMode } from '@/server/engines/registry';
import { appEndpoint } from '@/server/http/app-endpoint';
import { DEFAULT_MODEL, MODELS, surfaceOf } from '@/server/models/catalogue';
import { orgLimits } from '@/server/orgs/orgs';
import { OrgInfo } from '@/server/contract/replies';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = appEndpoint({
  GET: {
    access: 'member',
    reply: OrgInfo,
    async handle({ sql, principal }) {
      const [limits, member] = await Promise.all([orgLimits(sql, principal.orgId), memberView(sql, principal.userId, principal.orgId)]);
      return {
        data: {
          id: principal.orgId,
          name: principal.orgName,
          role: principal.role,
          limits,
          models: MODELS.map((m) => ({ id: m.id, description: m.description, allowed: limits.models.includes(m.id), isDefault: m.id === DEFAULT_MODEL })),
          engines: configuredEngines().map((e) => e.name),
          availability: engineAvailability().map(({ engine, configured, keys }) => ({ engine, surface: surfaceOf(engine), configured, ...(member.operator ? { keys } : {}) })),
          demo: inDemoMode(),
          ...member,
        },
      };
    },
  },
});
