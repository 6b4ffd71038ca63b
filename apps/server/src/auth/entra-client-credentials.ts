// A token for Azure Resource Manager from Entra ID's client-credentials flow, reused until a minute
// before it expires. Shared by the Azure providers (RBAC, deployments, costs, capacities), with their JSON and ARM-error
// readers.
import type { RbacConfig } from '../config.js';

export type AzureCredentials = NonNullable<RbacConfig['azure']>;

export class EntraClientCredentials {
  private token: { value: string; expiresAt: number } | undefined;

  constructor(
    private readonly azure: AzureCredentials,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 60_000) return this.token.value;
    const res = await this.fetchImpl(
      `${this.azure.authorityHost}/${encodeURIComponent(this.azure.tenantId)}/oauth2/v2.0/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: this.azure.clientId,
          client_secret: this.azure.clientSecret,
          scope: `${this.azure.managementUrl}/.default`,
        }),
      },
    );
    const body = jsonObject(await res.text());
    if (!res.ok || typeof body.access_token !== 'string')
      throw new Error(
        `Entra ID refused the client credentials: ${String(body.error_description ?? body.error ?? 'no reason given')} (HTTP ${res.status})`,
      );
    this.token = { value: body.access_token, expiresAt: Date.now() + Number(body.expires_in ?? 300) * 1000 };
    return this.token.value;
  }
}

export function jsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** code and message of an ARM error answer ({ error: { code, message } }). */
export async function armErrorOf(res: Response) {
  const error = jsonObject(await res.text()).error;
  const e = error && typeof error === 'object' ? (error as Record<string, unknown>) : {};
  return { code: String(e.code ?? res.status), message: String(e.message ?? `HTTP ${res.status}`) };
}
