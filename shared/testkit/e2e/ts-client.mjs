// Official MCP TypeScript SDK client against a running glitchtip-mcp.
// Usage: node ts-client.mjs <url>; env MCP_BEARER (optional), PLANTED (JSON
// array of strings that must appear nowhere). Prints a JSON summary; exits 1
// on any failed check.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const url = process.argv[2];
const planted = JSON.parse(process.env.PLANTED || "[]");
const headers = process.env.MCP_BEARER ? { Authorization: `Bearer ${process.env.MCP_BEARER}` } : {};
const failures = [];
const fail = (m) => failures.push(m);

const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } });
const client = new Client({ name: "ts-e2e", version: "1.0.0" });
await client.connect(transport);
const version = transport.protocolVersion ?? "unknown";

const { tools } = await client.listTools();
const names = tools.map((t) => t.name).sort();
for (const t of tools) {
  const a = t.annotations ?? {};
  if (a.readOnlyHint !== true || a.destructiveHint !== false || a.idempotentHint !== true || a.openWorldHint !== true || !a.title) {
    fail(`${t.name}: annotations ${JSON.stringify(a)}`);
  }
  if (!t.outputSchema || t.outputSchema.type !== "object") fail(`${t.name}: no outputSchema`);
}

const calls = [
  ["glitchtip_whoami", {}],
  ["glitchtip_list_projects", {}],
  ["glitchtip_list_unresolved", { project: "backend" }],
  ["glitchtip_search", { project: "storefront", query: "is:unresolved level:warning" }],
  ["glitchtip_get_issue", { issue_id: "101" }],
  ["glitchtip_recent_events", { issue_id: "101", limit: 3 }],
  ["glitchtip_unresolved_digest", { window: "7d" }],
  ["glitchtip_get_event", { event_id: "00000065-0000-0000-0000-000000000001" }],
  ["glitchtip_issue_trend", { issue_id: "105" }],
  ["glitchtip_issue_trend", { issue_id: "107", period: "14d" }],
  ["glitchtip_tag_distribution", { issue_id: "101", keys: ["environment", "url", "browser.name"] }],
  ["glitchtip_uptime_monitors", { down_only: true }],
  ["glitchtip_uptime_monitors", { monitor_id: "2" }],
  ["glitchtip_list_releases", { project: "backend", issue_id: "101" }],
  ["glitchtip_list_environments", { project: "backend" }],
];
const results = {};
for (const [name, args] of calls) {
  if (!names.includes(name)) { fail(`missing tool ${name}`); continue; }
  const res = await client.callTool({ name, arguments: args });
  const blob = JSON.stringify(res);
  if (res.isError) fail(`${name}: isError ${blob.slice(0, 300)}`);
  if (!res.structuredContent) fail(`${name}: no structuredContent`);
  for (const p of planted) if (blob.includes(p)) fail(`${name}: leaked ${p}`);
  results[name] = (results[name] ?? 0) + blob.length;
}
const ev = await client.callTool({ name: "glitchtip_recent_events", arguments: { issue_id: "101", limit: 1 } });
const evText = ev.content.map((c) => c.text).join("");
for (const want of ["ValueError", "shop/views.py:login:41", "<untrusted-event-data>"]) {
  if (!evText.includes(want)) fail(`recent_events lost ${want}`);
}
const bad = await client.callTool({ name: "glitchtip_get_issue", arguments: { issue_id: "not-a-number" } });
if (!bad.isError) fail("bad input was not isError");

if (process.env.EXPECT_RESOURCES) {
  const tpl = await client.listResourceTemplates();
  if (tpl.resourceTemplates.length < 2) fail("resource templates missing");
  const rr = await client.readResource({ uri: "glitchtip://issues/101" });
  const rtext = JSON.stringify(rr);
  if (!rtext.includes("ValueError")) fail("resource read lost the title");
  for (const p of planted) if (rtext.includes(p)) fail(`resource leaked ${p}`);
  const pr = await client.getPrompt({ name: "triage-issue", arguments: { issue_id: "101" } });
  if (!JSON.stringify(pr).includes("glitchtip_get_issue")) fail("prompt does not name the tools");
}
await client.close();
console.log(JSON.stringify({ protocolVersion: version, tools: names, resultBytes: results, failures }));
process.exit(failures.length ? 1 : 0);
