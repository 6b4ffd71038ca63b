// A configuration screen waits for the engagement and the user's rights; without an engagement it
// goes to Overview. Another engagement starts the screen afresh (nothing chosen, no draft).
import { Fragment, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpin } from '../../../shared/components/PageSpin';
import { useNodeModelAccess, type NodeModelAccess } from '../useNodeModelAccess';

export function ConfigScreenGate({
  children,
}: {
  children: (engagementId: string, access: NodeModelAccess) => ReactNode;
}) {
  const access = useNodeModelAccess();
  if (access.isLoading) return <PageSpin />;
  if (!access.engagementId) return <Navigate to="/overview" replace />;
  return <Fragment key={access.engagementId}>{children(access.engagementId, access)}</Fragment>;
}
