// `cairn seed --demo`: a small, real organisation so every screen has something on it.
import crypto from 'node:crypto';
import { ENGAGEMENT_FEATURES, engagementScope, PLATFORM_SCOPE, ROLE_NAMES } from '@cairn/contracts';
import type { Db } from '../db/client.js';
import { applications, users } from '../db/schema/identity.js';
import { storageConfigurations } from '../db/schema/storage.js';
import { engagements, tenants } from '../db/schema/tenancy.js';
import { DEFAULT_STORAGE_CONFIGURATIONS } from '../modules/storage/storage-config.service.js';
import { insertSecret } from '../modules/authorization/application-secrets.service.js';
import { assignRole, createUser } from './users.js';
import { seedNodeModelDemo } from './node-model-demo.js';
import { seedImportDemo } from './import-demo.js';
import { queueDemoBuilds } from './building-demo.js';
import { seedRbacDemo } from './rbac-demo.js';
import { seedTenantsDemo } from './tenants-demo.js';
import { seedEngagementsAdminDemo } from './engagements-admin-demo.js';
import { seedCostsDemo } from './costs-demo.js';
import { seedDeploymentsDemo } from './deployments-demo.js';
import { seedConfigurationsDemo } from './configurations-demo.js';
import { seedConnectorsDemo } from './connectors-demo.js';
import { seedGainConfigDemo } from './gain-config-demo.js';
import { seedGainBatchesDemo } from './gain-batches-demo.js';
import { seedGainGovernanceDemo } from './gain-governance-demo.js';
import { seedDashboardsDemo } from './dashboards-demo.js';
import { DEMO_PEOPLE, seedPeopleDemo } from './people-demo.js';
import { loadConfig, type Config } from '../config.js';

export const DEMO_USERS = {
  admin: { email: 'admin@cairn.local', name: 'Ada Admin' },
  configurer: { email: 'configurer@cairn.local', name: 'Conor Configurer' },
  consultant: { email: 'consultant@cairn.local', name: 'Cleo Consultant' },
  newcomer: { email: 'newcomer@cairn.local', name: 'Nina Newcomer' },
} as const;
export const DEMO_APPLICATION = {
  name: 'Cairn Automation',
  aadObjectId: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
};

export interface DemoCredentials {
  password: string;
  generated: boolean;
  applicationSecret: string;
  /** The second demo application (people-demo.ts) with its secret. */
  reporting: { name: string; aadObjectId: string; secret: string };
}

export async function hasAnyUser(db: Db) {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

export async function seedDemo(
  db: Db,
  passwordFromEnv?: string,
  config: Pick<Config, 'dataDir' | 'cloudProvider'> = loadConfig(),
): Promise<DemoCredentials> {
  const password = passwordFromEnv ?? crypto.randomBytes(9).toString('base64url');
  const applicationSecret = crypto.randomBytes(24).toString('base64url');

  const [tenant] = await db
    .insert(tenants)
    .values({
      name: 'Northwind Holding',
      cloudProvider: 1,
      cloudConfiguration: JSON.stringify({
        SubscriptionId: crypto.randomUUID(),
        ResourceGroupName: 'northwind',
      }),
      isRemovable: false,
    })
    .returning();
  const [regular, gain] = await db
    .insert(engagements)
    .values([
      {
        name: 'Payroll Analytics 2026',
        tenantId: tenant.id,
        features: ENGAGEMENT_FEATURES.filter((f) => f !== 'GAIN'),
      },
      {
        name: 'Gain Payroll Migration',
        tenantId: tenant.id,
        features: ['GAIN', 'NodeModelGit', 'Pipelines', 'Storage'],
      },
    ])
    .returning();

  for (const e of [regular, gain]) {
    await db
      .insert(storageConfigurations)
      .values(DEFAULT_STORAGE_CONFIGURATIONS.map((c, position) => ({ ...c, engagementId: e.id, position })));
  }
  await seedTenantsDemo(db, tenant.id);
  await seedEngagementsAdminDemo(db, tenant.id, { regular: regular.id, gain: gain.id });

  const admin = await createUser(db, { ...DEMO_USERS.admin, password });
  const configurer = await createUser(db, { ...DEMO_USERS.configurer, password });
  const consultant = await createUser(db, { ...DEMO_USERS.consultant, password });
  await createUser(db, { ...DEMO_USERS.newcomer, password });

  await assignRole(db, { type: 'User', id: admin.id }, ROLE_NAMES.admin, PLATFORM_SCOPE);
  // The demo tenant's one finished deployment, provisioned for real by the local provider.
  await seedDeploymentsDemo(db, config, tenant.id, admin);
  for (const e of [regular, gain]) {
    await assignRole(db, { type: 'User', id: configurer.id }, ROLE_NAMES.configurer, engagementScope(e.id));
  }
  await assignRole(
    db,
    { type: 'User', id: consultant.id },
    ROLE_NAMES.consultant,
    engagementScope(regular.id),
  );

  const [app] = await db.insert(applications).values(DEMO_APPLICATION).returning();
  await insertSecret(db, app.id, applicationSecret, { description: 'Demo secret' });
  await assignRole(
    db,
    { type: 'Application', id: app.id },
    ROLE_NAMES.consultant,
    engagementScope(regular.id),
  );
  const reporting = await seedPeopleDemo(db, {
    password,
    tenantId: tenant.id,
    engagements: { regular: regular.id, gain: gain.id },
    admin,
  });
  await seedNodeModelDemo(db, config, { regular: regular.id, gain: gain.id }, DEMO_USERS.configurer);
  const importRunId = await seedImportDemo(db, config, regular.id, tenant.id);
  await queueDemoBuilds(db, regular.id, tenant.id, importRunId);
  await seedRbacDemo(db, config, regular.id, app.id);
  await seedCostsDemo(db, tenant.id, [regular.id, gain.id]);
  await seedConfigurationsDemo(
    db,
    config,
    { regular: regular.id, gain: gain.id },
    configurer,
    JSON.parse(tenant.cloudConfiguration).SubscriptionId,
  );
  await seedConnectorsDemo(db, config, regular.id, configurer);
  // The gain engagement's import configuration (monthly payroll drop and FX rates, with history).
  await seedGainConfigDemo(db, gain.id, { id: configurer.id, name: DEMO_USERS.configurer.name });
  // Two months of its payroll drop and an FX rate file staged; September's and the FX rates' runs queued.
  await seedGainBatchesDemo(db, config, gain.id, tenant.id);
  // Its requirements status (ReadyForTesting, with history) and promotions of those versions, one reverted.
  await seedGainGovernanceDemo(db, gain.id, { id: configurer.id, name: DEMO_USERS.configurer.name });
  // Cairn dashboards: payroll cost and test results over the regular model, one over the gain batches.
  await seedDashboardsDemo(
    db,
    { regular: regular.id, gain: gain.id },
    { id: configurer.id, ...DEMO_USERS.configurer },
  );

  return { password, generated: !passwordFromEnv, applicationSecret, reporting };
}

export function describeDemo(credentials: DemoCredentials) {
  const lines = [
    'Demo data created. Sign in with one of these accounts (the password is shown only now):',
    ...Object.values(DEMO_USERS).map((u) => `  ${u.email.padEnd(28)} ${u.name}`),
    ...DEMO_PEOPLE.map((u) => `  ${u.email.padEnd(28)} ${u.name}${u.disabled ? ' (deactivated)' : ''}`),
    `  password: ${credentials.password}${credentials.generated ? '  (set CAIRN_DEMO_PASSWORD to choose it)' : ''}`,
    `  application ${DEMO_APPLICATION.name}: client_id ${DEMO_APPLICATION.aadObjectId}, client_secret ${credentials.applicationSecret}`,
    `  application ${credentials.reporting.name}: client_id ${credentials.reporting.aadObjectId}, client_secret ${credentials.reporting.secret}`,
  ];
  return lines.join('\n');
}
