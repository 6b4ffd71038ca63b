// The frame of an admin details page (issue 25; admin-console.md "Tenant details", "Engagement
// details", user and application details): the header with what the page is about and the way back,
// and one tab per part, the tab in the address (/<things>/<id>/<tab>). AdminDetailsPage adds what
// comes before: an unknown tab goes to the first, a spinner while loading, and "not found" or
// "could not be loaded" with the way back. Each page brings its tabs' content.
import type { ReactNode } from 'react';
import { Result, Tabs } from 'antd';
import { Link, Navigate, useNavigate } from 'react-router';
import { isApiError } from '../api/ApiError';
import { PageHeader } from './PageHeader';
import { PageSpin } from './PageSpin';

interface DetailsTabsProps<Tab extends string> {
  /** The tabs are `<entity>-details-tabs`, each tab's label `<entity>-tab-<tab>`. */
  entity: string;
  title: string;
  subtitle?: ReactNode;
  back?: { to: string; label: string };
  tabs: readonly Tab[];
  active: string | undefined;
  /** The address of a tab of this page. */
  address: (tab: Tab) => string;
  tabLabel: (tab: Tab) => string;
  content: (tab: Tab) => ReactNode;
}

export function DetailsTabs<Tab extends string>({
  entity,
  title,
  subtitle,
  back,
  tabs,
  active,
  address,
  tabLabel,
  content,
}: DetailsTabsProps<Tab>) {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} extra={back && <Link to={back.to}>{back.label}</Link>} />
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(address(key as Tab))}
        destroyOnHidden
        data-testid={`${entity}-details-tabs`}
        items={tabs.map((key) => ({
          key,
          label: <span data-testid={`${entity}-tab-${key}`}>{tabLabel(key)}</span>,
          children: content(key),
        }))}
      />
    </>
  );
}

interface AdminDetailsPageProps<T, Tab extends string> extends Omit<
  DetailsTabsProps<Tab>,
  'title' | 'subtitle' | 'content'
> {
  query: { isPending: boolean; data: T | undefined; error: unknown };
  /** The answers that mean there is no such thing (404, and 403 where the server says so). */
  missingStatuses?: number[];
  /** "Not found" and "could not be loaded"; the result is `<entity>-not-found`. */
  notFound: string;
  loadFailed: string;
  back: { to: string; label: string };
  header: (detail: T) => { title: string; subtitle?: ReactNode };
  content: (detail: T) => Record<Tab, ReactNode>;
}

export function AdminDetailsPage<T, Tab extends string>({
  query,
  missingStatuses = [404],
  notFound,
  loadFailed,
  header,
  content,
  ...tabs
}: AdminDetailsPageProps<T, Tab>) {
  if (!tabs.tabs.includes(tabs.active as Tab)) return <Navigate to={tabs.address(tabs.tabs[0])} replace />;
  if (query.isPending) return <PageSpin />;
  if (!query.data) {
    const missing = isApiError(query.error) && missingStatuses.includes(query.error.status);
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? notFound : loadFailed}
        extra={<Link to={tabs.back.to}>{tabs.back.label}</Link>}
        data-testid={`${tabs.entity}-not-found`}
      />
    );
  }
  const parts = content(query.data);
  return <DetailsTabs {...tabs} {...header(query.data)} content={(tab) => parts[tab]} />;
}
