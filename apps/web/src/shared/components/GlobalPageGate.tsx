import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PLATFORM_SCOPE, type GlobalFlags } from '@cairn/contracts';
import { usePermissions } from '../api/authorization/usePermissions';
import { PageSpin } from './PageSpin';

/** Administration screens need their global read permission at '/platform'; otherwise the 403 page. */
export function GlobalPageGate({ flag, children }: { flag: keyof GlobalFlags; children: ReactNode }) {
  const { permissions, isPending } = usePermissions(PLATFORM_SCOPE);
  if (isPending) return <PageSpin />;
  if (!permissions.global[flag]) return <Navigate to="/403" replace />;
  return <>{children}</>;
}
