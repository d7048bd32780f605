import { firstAuthority, useSession } from '@console/shared';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../remotes/route-page';
import { RemoteUnavailable } from '../remotes/remote-unavailable';
import { useRemotes } from '../remotes/store';
import { areaOf } from './areas';
import { decideRoute } from './guard';

function Forbidden() {
  const { t } = useTranslation('host');
  return <Result status="403" title="403" subTitle={t('page.forbidden')} />;
}

export function NotFound() {
  const { t } = useTranslation('host');
  return <Result status="404" title="404" subTitle={t('page.notFound')} />;
}

/** Applies the guard with the roles a route declares. */
export function GuardedRoute({
  roles,
  children,
}: {
  roles?: readonly string[];
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const { token, tokenInfo, role } = useSession();
  const decision = decideRoute(
    pathname,
    { token, firstAuthority: firstAuthority(tokenInfo), role },
    roles,
    search,
  );
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'forbidden') return <Forbidden />;
  return children;
}

/** A path no loaded route matches: its area is loading, failed, not deployed, or unknown. */
export function UnmatchedPath() {
  const { pathname } = useLocation();
  const { status, areas, catalogPending } = useRemotes();
  const area = areaOf(pathname, areas);
  const remoteStatus = area ? status[area.remote] : undefined;
  return (
    <GuardedRoute roles={area?.roles}>
      {remoteStatus === 'loading' || (!area && catalogPending) ? (
        <PageSpinner />
      ) : remoteStatus === 'failed' && area ? (
        <RemoteUnavailable area={area} />
      ) : (
        <NotFound />
      )}
    </GuardedRoute>
  );
}
