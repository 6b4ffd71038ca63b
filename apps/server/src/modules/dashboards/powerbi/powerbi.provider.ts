// The powerbi dashboard provider: .pbix reports in the engagement's Power BI workspace (the
// dashboard card's WorkspaceId), through the documented Power BI REST contract:
//   POST   {api}/groups/{ws}/imports?datasetDisplayName={file}&nameConflict=CreateOrOverwrite  (multipart `file`) -> 202 { id }
//   GET    {api}/groups/{ws}/imports/{id}          until importState is Succeeded (or Failed)
//   GET    {api}/groups/{ws}/imports               createdDateTime of each import's reports
//   GET    {api}/groups/{ws}/reports               { value: [{ id, name, embedUrl, ... }] }
//   DELETE {api}/groups/{ws}/reports/{id}
//   GET    {api}/groups/{ws}/reports/{id}          the report's embedUrl
//   POST   {api}/groups/{ws}/reports/{id}/GenerateToken { accessLevel: 'View' } -> { token, expiration }
// with an Entra ID client-credentials token for the Power BI resource when credentials are
// configured (a local stand-in, e2e/support/powerbi-stand-in.ts, takes none).
import type { EmbeddedDashboard } from '@cairn/contracts';
import type { Principal } from '../../../access/principal.js';
import {
  EntraClientCredentials,
  jsonObject,
  type AzureCredentials,
} from '../../../auth/entra-client-credentials.js';
import { badRequest, HttpProblem, notFound } from '../../../http/problem.js';
import type { DashboardFile, DashboardProvider, ProviderDashboard } from '../ports.js';

export interface PowerBiSettings {
  /** e.g. https://api.powerbi.com/v1.0/myorg */
  apiUrl: string;
  credentials?: AzureCredentials;
  /** How often and how long an import is awaited. */
  importPollMs?: number;
  importTimeoutMs?: number;
}

/** The engagement's Power BI workspace (dashboardToolConfiguration.WorkspaceId). */
export type PowerBiWorkspaces = (engagementId: string) => Promise<string | undefined>;

interface Report {
  id: string;
  name: string;
  embedUrl: string;
}
interface Import {
  id: string;
  importState?: string;
  createdDateTime?: string;
  reports?: Report[];
  error?: { code?: string; details?: string; message?: string };
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class PowerBiDashboardProvider implements DashboardProvider {
  readonly kind = 'powerbi' as const;
  readonly fileExtensions = ['.pbix'] as const;
  private readonly credentials: EntraClientCredentials | undefined;

  constructor(
    private readonly settings: PowerBiSettings,
    private readonly workspaces: PowerBiWorkspaces,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {
    this.credentials = settings.credentials
      ? new EntraClientCredentials(settings.credentials, fetchImpl)
      : undefined;
  }

  async list(engagementId: string): Promise<ProviderDashboard[]> {
    const ws = await this.workspace(engagementId);
    const [reports, imports] = await Promise.all([
      this.json<{ value?: Report[] }>('GET', `${ws}/reports`),
      this.json<{ value?: Import[] }>('GET', `${ws}/imports`),
    ]);
    const importedAt = new Map<string, string>();
    for (const i of imports.value ?? [])
      for (const r of i.reports ?? []) if (i.createdDateTime) importedAt.set(r.id, i.createdDateTime);
    return (reports.value ?? [])
      .map((r) => ({
        id: r.id,
        name: r.name,
        uploadedAt: new Date(importedAt.get(r.id) ?? 0).toISOString(),
        uploadedBy: null,
      }))
      .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
  }

  async upload(engagementId: string, file: DashboardFile, _caller: Principal): Promise<ProviderDashboard> {
    // A .pbix is a zip package: anything else never reaches Power BI.
    if (!file.bytes.subarray(0, 4).equals(ZIP_MAGIC))
      throw badRequest('The file is not a Power BI report (.pbix).', [
        { field: 'file', message: 'The file is not a Power BI report (.pbix).' },
      ]);
    const ws = await this.workspace(engagementId);
    const name = file.fileName.replace(/\.pbix$/i, '');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file.bytes)]), file.fileName);
    const started = await this.json<{ id?: string }>(
      'POST',
      `${ws}/imports?datasetDisplayName=${encodeURIComponent(file.fileName)}&nameConflict=CreateOrOverwrite`,
      form,
    );
    if (!started.id) throw new HttpProblem(502, 'Bad Gateway', 'Power BI answered the import without an id.');
    const deadline = Date.now() + (this.settings.importTimeoutMs ?? 120_000);
    for (;;) {
      const state = await this.json<Import>('GET', `${ws}/imports/${encodeURIComponent(started.id)}`);
      if (state.importState === 'Succeeded') {
        const report = state.reports?.[0];
        if (!report)
          throw new HttpProblem(502, 'Bad Gateway', 'Power BI imported the file without a report.');
        return {
          id: report.id,
          name: report.name || name,
          uploadedAt: new Date(state.createdDateTime ?? Date.now()).toISOString(),
          uploadedBy: null,
        };
      }
      if (state.importState === 'Failed') {
        const reason = state.error?.details ?? state.error?.message ?? state.error?.code ?? 'unknown reason';
        throw badRequest(`Power BI could not import the file: ${reason}`, [
          { field: 'file', message: `Power BI could not import the file: ${reason}` },
        ]);
      }
      if (Date.now() > deadline)
        throw new HttpProblem(504, 'Gateway Timeout', 'Power BI did not finish the import in time.');
      await this.sleep(this.settings.importPollMs ?? 1000);
    }
  }

  async remove(engagementId: string, id: string, _caller: Principal): Promise<void> {
    const ws = await this.workspace(engagementId);
    await this.json('DELETE', `${ws}/reports/${this.reportId(id)}`);
  }

  async embed(engagementId: string, id: string, _caller: Principal): Promise<EmbeddedDashboard> {
    const ws = await this.workspace(engagementId);
    const report = await this.json<Report>('GET', `${ws}/reports/${this.reportId(id)}`);
    const token = await this.json<{ token?: string }>(
      'POST',
      `${ws}/reports/${this.reportId(id)}/GenerateToken`,
      {
        accessLevel: 'View',
      },
    );
    if (!token.token) throw new HttpProblem(502, 'Bad Gateway', 'Power BI answered without an embed token.');
    return {
      provider: 'powerbi',
      id: report.id,
      name: report.name,
      accessToken: token.token,
      embedUrl: report.embedUrl,
    };
  }

  /** Report ids are GUIDs; anything else is no report of this workspace. */
  private reportId(id: string) {
    if (!GUID.test(id)) throw notFound();
    return encodeURIComponent(id);
  }

  private async workspace(engagementId: string) {
    const ws = await this.workspaces(engagementId);
    if (!ws)
      throw new HttpProblem(
        409,
        'Conflict',
        "The engagement's dashboard configuration has no Power BI WorkspaceId.",
        'powerBiNotConfigured',
      );
    return `groups/${encodeURIComponent(ws)}`;
  }

  /** One Power BI call; 404 stays 404 (no such report), other failures are a 502 with Power BI's words. */
  private async json<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: FormData | object,
  ): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.credentials) headers.authorization = `Bearer ${await this.credentials.accessToken()}`;
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await this.fetchImpl(`${this.settings.apiUrl}/${path}`, { method, headers, body: payload });
    const text = await res.text();
    if (res.status === 404) throw notFound();
    if (!res.ok) {
      const error = jsonObject(text).error as Record<string, unknown> | undefined;
      const reason = String(error?.message ?? error?.code ?? `HTTP ${res.status}`);
      throw new HttpProblem(
        502,
        'Bad Gateway',
        `Power BI refused ${method} ${path.split('?')[0]}: ${reason}`,
      );
    }
    return (text ? jsonObject(text) : {}) as T;
  }
}
