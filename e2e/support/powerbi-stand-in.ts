// A local stand-in for the Power BI REST API (https://learn.microsoft.com/rest/api/power-bi/), following
// its documented contract closely enough for Cairn's powerbi dashboard provider, shared by the
// server's API tests and the end-to-end tests:
//   POST   /v1.0/myorg/groups/{ws}/imports?datasetDisplayName=...  multipart `file` -> 202 { id }
//   GET    /v1.0/myorg/groups/{ws}/imports[/{id}]      importState Publishing, then Succeeded (or Failed)
//   GET    /v1.0/myorg/groups/{ws}/reports[/{id}]      { value: Report[] } / Report
//   DELETE /v1.0/myorg/groups/{ws}/reports/{id}
//   POST   /v1.0/myorg/groups/{ws}/reports/{id}/GenerateToken { accessLevel } -> { token, tokenId, expiration }
// Unknown workspaces and reports answer 404 with Power BI's error shape. A package that is not a zip
// fails its import, as Power BI's does. Reports' embedUrl and webUrl are shaped as Power BI's
// (https://app.powerbi.com/...): the Power BI client embeds no other host.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Report {
  id: string;
  name: string;
  datasetId: string;
  reportType: 'PowerBIReport';
  webUrl: string;
  embedUrl: string;
}
interface Import {
  id: string;
  name: string;
  importState: 'Publishing' | 'Succeeded' | 'Failed';
  createdDateTime: string;
  updatedDateTime: string;
  reports: Report[];
  datasets: { id: string; name: string }[];
  error?: { code: string; details: string };
  /** GETs left before the import is done. */
  pending: number;
}

export interface PowerBiStandIn {
  /** The API base to configure (CAIRN_POWERBI_API_URL). */
  apiUrl: string;
  origin: string;
  /** Adds an empty workspace and answers its id. */
  addWorkspace(id?: string): string;
  reports(workspaceId: string): Report[];
  /** Every request, as `METHOD /path?query`. */
  requests: string[];
  /** Embed tokens handed out, by report id. */
  tokens: Map<string, string>;
  close(): Promise<void>;
}

export async function startPowerBiStandIn(
  options: { publishingPolls?: number } = {},
): Promise<PowerBiStandIn> {
  const workspaces = new Map<string, { reports: Report[]; imports: Import[] }>();
  const requests: string[] = [];
  const tokens = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', origin);
      requests.push(`${req.method} ${url.pathname}${url.search}`);
      const json = (status: number, value?: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(value === undefined ? '' : JSON.stringify(value));
      };
      const notFound = () =>
        json(404, { error: { code: 'ItemNotFound', message: 'Could not find the item.' } });

      const m =
        /^\/v1\.0\/myorg\/groups\/([^/]+)\/(imports|reports)(?:\/([^/]+))?(?:\/(GenerateToken))?$/.exec(
          url.pathname,
        );
      const workspace = m ? workspaces.get(decodeURIComponent(m[1]).toLowerCase()) : undefined;
      if (!m || !workspace) return notFound();
      const [, , kind, id, action] = m;

      if (kind === 'imports') {
        if (req.method === 'POST' && !id) {
          const name = url.searchParams.get('datasetDisplayName');
          if (!name || !(req.headers['content-type'] ?? '').startsWith('multipart/form-data'))
            return json(400, {
              error: {
                code: 'InvalidRequest',
                message: 'datasetDisplayName and a multipart file are required',
              },
            });
          const isZip = body.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
          const now = new Date().toISOString();
          const reportName = name.replace(/\.pbix$/i, '');
          const reportId = crypto.randomUUID();
          const imported: Import = {
            id: crypto.randomUUID(),
            name: reportName,
            importState: 'Publishing',
            createdDateTime: now,
            updatedDateTime: now,
            reports: [],
            datasets: [],
            pending: options.publishingPolls ?? 1,
            ...(isZip
              ? {}
              : { error: { code: 'PackageNotValid', details: 'The file is not a valid Power BI package.' } }),
          };
          if (isZip) {
            // CreateOrOverwrite: a report of that name is replaced.
            workspace.reports = workspace.reports.filter((r) => r.name !== reportName);
            imported.reports = [
              {
                id: reportId,
                name: reportName,
                datasetId: crypto.randomUUID(),
                reportType: 'PowerBIReport',
                webUrl: `https://app.powerbi.com/groups/${m[1]}/reports/${reportId}`,
                embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${reportId}&groupId=${m[1]}`,
              },
            ];
          }
          workspace.imports.push(imported);
          return json(202, { id: imported.id });
        }
        if (req.method === 'GET') {
          const present = (i: Import) => {
            const { pending: _pending, error, ...rest } = i;
            return { ...rest, ...(i.importState === 'Failed' ? { error } : {}) };
          };
          if (!id)
            return json(200, {
              value: workspace.imports.filter((i) => i.importState === 'Succeeded').map(present),
            });
          const found = workspace.imports.find((i) => i.id === id);
          if (!found) return notFound();
          if (found.importState === 'Publishing' && found.pending-- <= 0) {
            found.importState = found.error ? 'Failed' : 'Succeeded';
            found.updatedDateTime = new Date().toISOString();
            if (found.importState === 'Succeeded') workspace.reports.push(...found.reports);
          }
          return json(200, present(found));
        }
      }

      if (kind === 'reports') {
        if (req.method === 'GET' && !id) return json(200, { value: workspace.reports });
        const report = workspace.reports.find((r) => r.id === id);
        if (!report) return notFound();
        if (req.method === 'GET' && !action) return json(200, report);
        if (req.method === 'DELETE' && !action) {
          workspace.reports = workspace.reports.filter((r) => r !== report);
          return json(200);
        }
        if (req.method === 'POST' && action === 'GenerateToken') {
          const token = `H4sI-embed-${crypto.randomBytes(16).toString('hex')}`;
          tokens.set(report.id, token);
          return json(200, {
            token,
            tokenId: crypto.randomUUID(),
            expiration: new Date(Date.now() + 3_600_000).toISOString(),
          });
        }
      }
      return json(405, {
        error: { code: 'MethodNotAllowed', message: `${req.method} is not supported here` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl: `${origin}/v1.0/myorg`,
    origin,
    addWorkspace(id = crypto.randomUUID()) {
      workspaces.set(id.toLowerCase(), { reports: [], imports: [] });
      return id;
    },
    reports: (workspaceId) => workspaces.get(workspaceId.toLowerCase())?.reports ?? [],
    requests,
    tokens,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
