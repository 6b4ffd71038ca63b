// Wraps every page of the engagement area: users without a (selected) tenant get the prompt,
// pages the side menu would not offer go to Overview (the spec's redirects), and the address of a
// page the user may see is remembered for Overview's "where you left off".
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LOCAL_KEYS, type MenuEntry } from '@cairn/contracts';
import { useCurrentUser } from '../api/profile/useCurrentUser';
import { writeLocal } from '../storage/localPreferences';
import { PageSpin } from '../components/PageSpin';
import { TenantPrompt } from './TenantPrompt';
import { useEngagementWorkspace } from './useEngagementWorkspace';

function RememberLastVisited() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    writeLocal(LOCAL_KEYS.lastVisited, pathname + search);
  }, [pathname, search]);
  return null;
}

/** Overview and the engagement pages need a tenant; this shows the prompt instead when there is none. */
export function TenantGate({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  if (user && user.tenantStatus !== 'ok') return <TenantPrompt status={user.tenantStatus} />;
  return <>{children}</>;
}

/** Whether the side menu offers `entry`, or any of them (one page, two menu names). */
export const gateOpens = (entry: MenuEntry | readonly MenuEntry[], menu: readonly MenuEntry[]) =>
  (typeof entry === 'string' ? [entry] : entry).some((e) => menu.includes(e));

/** The page opens when the side menu offers `entry` (gateOpens). */
export function EngagementPageGate({
  entry,
  children,
}: {
  entry: MenuEntry | readonly MenuEntry[];
  children: ReactNode;
}) {
  const { menu, isLoading } = useEngagementWorkspace();
  return (
    <TenantGate>
      {isLoading ? (
        <PageSpin />
      ) : gateOpens(entry, menu) ? (
        <>
          <RememberLastVisited />
          {children}
        </>
      ) : (
        <Navigate to="/overview" replace />
      )}
    </TenantGate>
  );
}
