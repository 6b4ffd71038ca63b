import { apiAddress } from '../api';

/** "Export ARM template": a download link (the server answers it as an attachment). */
export const armTemplatesAddress = (tenantId: string) =>
  apiAddress('/api/tenants/{tenantId}/arm-templates', { path: { tenantId } });
