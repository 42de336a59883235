// The MCP server (Model Context Protocol) through which an AI assistant adds prompts to a
// project: the two tool operations of SPEC §1, `create_prompts` and `import_prompts`, backed by
// the same prompt service as the dashboard, plus `list_projects` so that the assistant can
// find the project it is asked about. Streamable HTTP at /api/mcp, stateless (a server per
// request: nothing to keep between calls), JSON responses; the caller is an API key with the
// `write` scope, checked by the /api/v1 guard before we get here.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Sql } from '@db/connection';
import type { Principal } from '../auth/api-key';
import { ApiError } from '../http/errors';
import { createPrompts, importPrompts, MAX_IMPORT_PROMPTS, PromptInput } from '../prompts/prompts';
import { listProjectSummaries } from '../projects/summaries';

const MAX_REQUEST_BYTES = 1024 * 1024;
const SERVER_INFO = { name: 'geo-audit', version: '1.0.0' };

const projectId = z.string().describe('Project id (a UUID); list_projects gives them.');

export function createMcpServer(sql: Sql, principal: Principal): McpServer {
  const server = new McpServer(SERVER_INFO, {
    instructions:
      'geo-audit measures how often AI answer engines cite a brand. Audits ask the engines the active prompts of a project: ' +
      'use list_projects to find the project, then create_prompts (a few prompts) or import_prompts (a pasted list or CSV) to add prompts.',
  });
  const orgId = principal.orgId;

  server.registerTool(
    'list_projects',
    {
      title: 'List projects',
      description: 'The projects of your organisation: id, name, site URL, brand and number of active prompts.',
      inputSchema: {},
      annotations: { readOnlyHint: true },
    },
    () =>
      run(async () => {
        const projects = await listProjectSummaries(sql, orgId);
        return projects.map((p) => ({ id: p.id, name: p.name, url: p.url, brand: p.brand_name, active_prompts: p.active_prompts }));
      }, (projects) => `${projects.length} project(s).`),
  );

  server.registerTool(
    'create_prompts',
    {
      title: 'Create prompts',
      description:
        'Adds prompts (questions people ask AI engines, e.g. "best CRM for a small agency") to a project. ' +
        'Prompts the project already has (same text, any case) are returned as existing, not duplicated. ' +
        'The plan caps active prompts per project.',
      inputSchema: {
        project_id: projectId,
        prompts: z
          .array(PromptInput)
          .min(1)
          .max(MAX_IMPORT_PROMPTS)
          .describe('Each: text (the question, as a person would ask it), optional tag (a group such as "pricing"), optional active (asked by audits; default true).'),
      },
    },
    ({ project_id, prompts }) =>
      run(async () => {
        const result = await createPrompts(sql, { orgId, projectId: project_id, prompts });
        return { created: result.created.map(describePrompt), existing: result.existing.map(describePrompt) };
      }, (r) => `Created ${r.created.length} prompt(s); ${r.existing.length} already existed.`),
  );

  server.registerTool(
    'import_prompts',
    {
      title: 'Import prompts',
      description:
        'Imports many prompts at once, from pasted lines (one prompt per line; list bullets are dropped) or CSV text ' +
        '(a header row with a "prompt" column and optional "tag" and "active" columns, or columns text, tag, active). ' +
        `Reports what became of each line: created, existing, duplicate or invalid (with the reason). At most ${MAX_IMPORT_PROMPTS} prompts. ` +
        'Set dry_run to preview without creating anything.',
      inputSchema: {
        project_id: projectId,
        content: z.string().min(1).describe('The lines or the CSV text.'),
        format: z.enum(['lines', 'csv']).default('lines').describe('"lines" (default) or "csv".'),
        tag: z.string().optional().describe('Tag for prompts that have none in the content.'),
        dry_run: z.boolean().default(false).describe('Preview only.'),
      },
    },
    ({ project_id, content, format, tag, dry_run }) =>
      run(
        () => importPrompts(sql, { orgId, projectId: project_id, content, format, tag, dryRun: dry_run }),
        (r) =>
          `${r.committed ? 'Imported' : 'Preview'}: ${r.committed ? r.counts.created : r.counts.new} new, ${r.counts.existing} existing, ` +
          `${r.counts.duplicate} duplicate, ${r.counts.invalid} invalid.${r.blocked ? ` Would be refused: ${r.blocked}` : ''}`,
      ),
  );
  return server;
}

function describePrompt(p: { id: string; text: string; tag: string | null; active: boolean }) {
  return { id: p.id, text: p.text, tag: p.tag, active: p.active };
}

/** A tool's result: a one-line summary and the JSON, or the service's refusal as a tool error the assistant can read. */
async function run<T>(work: () => Promise<T>, summary: (result: T) => string): Promise<CallToolResult> {
  try {
    const result = await work();
    return { content: [{ type: 'text', text: `${summary(result)}\n${JSON.stringify(result, null, 2)}` }] };
  } catch (err) {
    if (err instanceof ApiError) return { isError: true, content: [{ type: 'text', text: `${err.code}: ${err.message}` }] };
    throw err;
  }
}

/** Serves one Streamable HTTP request with a fresh server bound to the caller. */
export async function handleMcpRequest(sql: Sql, principal: Principal, request: Request): Promise<Response> {
  const server = createMcpServer(sql, principal);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MAX_REQUEST_BYTES,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request);
  } finally {
    await server.close();
  }
}
