import { Hono } from 'hono';
import { openApiDocument } from '@playport/api-contract';
import type { AppEnv } from '../http/app-env';
import { escapeHtml } from '../http/escape-html';

type Json = Record<string, unknown>;
interface OperationObject {
  operationId: string;
  summary: string;
  tags: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Json }> }>;
  'x-playport-schemas'?: boolean;
}

const schemaBlock = (label: string, schema: Json | undefined) =>
  schema && Object.keys(schema).length
    ? `<details><summary>${label}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`
    : '';

function operationHtml(method: string, path: string, op: OperationObject): string {
  const body = op.requestBody ? Object.entries(op.requestBody.content)[0] : undefined;
  const responses = Object.entries(op.responses)
    .map(([status, r]) => `<li><code>${escapeHtml(status)}</code> ${escapeHtml(r.description)}</li>`)
    .join('');
  const ok = Object.entries(op.responses).find(([status]) => status.startsWith('2'))?.[1].content?.['application/json']
    ?.schema;
  return `<section class="op" id="${escapeHtml(op.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>/api/v1${escapeHtml(path)}</code>${op.security ? ' <span class="auth">auth</span>' : ''}</h3>
<p><b>${escapeHtml(op.operationId)}</b> — ${escapeHtml(op.summary)}${op['x-playport-schemas'] === false ? ' <i>(schemas not yet in the contract)</i>' : ''}</p>
${op.parameters?.length ? `<p>Parameters: ${op.parameters.map((p) => `<code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''})`).join(', ')}</p>` : ''}
${body ? schemaBlock(`Request body (${escapeHtml(body[0])})`, body[1].schema) : ''}${schemaBlock('Response', ok)}
<ul class="responses">${responses}</ul></section>`;
}

/** The reference page of the OpenAPI document: every operation by area, rendered on the server (no script, no CDN). */
export function apiReferenceHtml(doc: Json): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, OperationObject>>)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const info = doc.info as { title: string; description: string };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(info.title)}</title>
<style>body{font:15px system-ui;max-width:64rem;margin:2rem auto;padding:0 1rem}section.op{border-bottom:1px solid #ddd;padding:.5rem 0}
h3{font-size:1rem;margin:.5rem 0}.method{display:inline-block;min-width:3.5rem;font-weight:700}.get{color:#0a6}.post{color:#06c}
.auth{font-size:.8rem;border:1px solid #999;border-radius:4px;padding:0 .3rem}pre{background:#f6f6f6;padding:.5rem;overflow:auto}nav{display:flex;flex-wrap:wrap;gap:.25rem .75rem}</style>
</head><body><h1>${escapeHtml(info.title)}</h1><p>${escapeHtml(info.description)} The JSON: <a href="openapi.json">openapi.json</a>.</p>
<nav>${tags.map((t) => `<a href="#area-${escapeHtml(t)}">${escapeHtml(t)}</a>`).join('')}</nav>
${tags.map((t) => `<h2 id="area-${escapeHtml(t)}">${escapeHtml(t)}</h2>\n${byTag.get(t)!.join('\n')}`).join('\n')}
</body></html>`;
}

/** Local mode only: the OpenAPI 3.1 document of `/api/v1` (`/dev/openapi.json`) and its reference page (`/dev/api`). */
export function apiReferenceRoutes() {
  const app = new Hono<AppEnv>();
  const doc = openApiDocument();
  const html = apiReferenceHtml(doc);
  app.get('/openapi.json', (c) => c.json(doc));
  app.get('/api', (c) => c.html(html));
  return app;
}
