// Engagements as the workspace sees them: mine, one, and the current one.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ENGAGEMENT_FEATURES,
  type Engagement,
  type MyTenant,
  type Paged,
  type PagedQuery,
} from '@cairn/contracts';
import type { Db } from '../../db/client.js';
import { paginate, presentPage } from '../../db/paginate.js';
import { engagements, tenants } from '../../db/schema/tenancy.js';
import { notFound } from '../../http/problem.js';
import type { AccessService } from '../../access/access.service.js';
import { isUuid } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { ProfileService } from '../profile/profile.service.js';

/** An engagement's columns as lists show it (this module's and the admin console's). */
export const selection = {
  id: engagements.id,
  name: engagements.name,
  tenantId: engagements.tenantId,
  tenantName: tenants.name,
  features: engagements.features,
  resourceIds: engagements.resourceIds,
};
type Row = { [K in keyof typeof selection]: (typeof selection)[K]['_']['data'] };

/** The presenter: unknown feature names stored by older versions are dropped, not sent. */
const present = (row: Row): Engagement => ({
  ...row,
  features: row.features.filter((f): f is Engagement['features'][number] =>
    (ENGAGEMENT_FEATURES as readonly string[]).includes(f),
  ),
});

export class EngagementService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
    private readonly profiles: ProfileService,
  ) {}

  /** Only those I hold a role in, directly, through a folder, the tenant or the platform. */
  async listMine(principal: Principal): Promise<Engagement[]> {
    const { engagementIds: visible } = await this.access.engagementVisibility(principal);
    if (visible !== 'all' && visible.length === 0) return [];
    const query = this.db
      .select(selection)
      .from(engagements)
      .innerJoin(tenants, eq(tenants.id, engagements.tenantId));
    const rows = await (visible === 'all' ? query : query.where(inArray(engagements.id, visible))).orderBy(
      asc(engagements.name),
    );
    return rows.map(present);
  }

  /**
   * listMine a page at a time, searched by name: the web's engagement pickers, which must reach the
   * 5,000th engagement without loading the other 4,999. Same visibility as listMine.
   */
  async pageMine(principal: Principal, query: PagedQuery<'name'>): Promise<Paged<Engagement>> {
    const { engagementIds: visible } = await this.access.engagementVisibility(principal);
    const page = await paginate(this.db, query, {
      select: () =>
        this.db
          .select(selection)
          .from(engagements)
          .innerJoin(tenants, eq(tenants.id, engagements.tenantId))
          .$dynamic(),
      where: visible === 'all' ? undefined : visible.length ? inArray(engagements.id, visible) : sql`false`,
      searchIn: [engagements.name],
      sortColumns: { name: engagements.name },
      defaultSort: 'name',
      tiebreak: [engagements.id],
    });
    return presentPage(page, present);
  }

  /**
   * The tenants of the engagements I see, a page at a time, searched by name: the tenant picker of
   * those who may not read tenants (GET /api/tenants answers them nothing) but give roles at one.
   * It names no tenant listMine does not name already.
   */
  async pageMyTenants(principal: Principal, query: PagedQuery<'name'>): Promise<Paged<MyTenant>> {
    const { engagementIds: visible } = await this.access.engagementVisibility(principal);
    const ofVisible = this.db
      .select({ tenantId: engagements.tenantId })
      .from(engagements)
      .where(visible === 'all' ? undefined : visible.length ? inArray(engagements.id, visible) : sql`false`);
    return paginate(this.db, query, {
      select: () => this.db.select({ id: tenants.id, name: tenants.name }).from(tenants).$dynamic(),
      where: inArray(tenants.id, ofVisible),
      searchIn: [tenants.name],
      sortColumns: { name: tenants.name },
      defaultSort: 'name',
      tiebreak: [tenants.id],
    });
  }

  /** Names of tenants and engagements by id (TenancyNames: the authorization module shows scopes by name). */
  async namesOf(ids: { tenantIds: string[]; engagementIds: string[] }) {
    const tenantIds = ids.tenantIds.filter(isUuid);
    const engagementIds = ids.engagementIds.filter(isUuid);
    const tenantRows = tenantIds.length
      ? await this.db
          .select({ id: tenants.id, name: tenants.name })
          .from(tenants)
          .where(inArray(tenants.id, tenantIds))
      : [];
    const engagementRows = engagementIds.length
      ? await this.db
          .select({ id: engagements.id, name: engagements.name })
          .from(engagements)
          .where(inArray(engagements.id, engagementIds))
      : [];
    return {
      tenants: new Map(tenantRows.map((t) => [t.id, t.name])),
      engagements: new Map(engagementRows.map((e) => [e.id, e.name])),
    };
  }

  async get(id: string): Promise<Engagement> {
    const [row] = await this.db
      .select(selection)
      .from(engagements)
      .innerJoin(tenants, eq(tenants.id, engagements.tenantId))
      .where(eq(engagements.id, id));
    if (!row) throw notFound();
    return present(row);
  }

  /** Remembers the engagement on the profile; 404 for one the user cannot see. */
  async setCurrent(principal: Principal, engagementId: string | null) {
    if (engagementId !== null) {
      if (!isUuid(engagementId)) throw notFound();
      const { engagementIds: visible } = await this.access.engagementVisibility(principal);
      if (visible !== 'all' && !visible.includes(engagementId)) throw notFound();
      await this.get(engagementId);
    }
    await this.profiles.setCurrentEngagement(principal.id, engagementId);
    return { engagementId };
  }
}
