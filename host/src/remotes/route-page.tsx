import { useLoadedModule, type RouteDescriptor } from '@console/shared';
import { Spin } from 'antd';
import { useState } from 'react';
import { importWithRetry } from './chunk-error';
import { reportLoad } from './load-reports';
import { PageBoundary } from './page-boundary';
import { useRemotes } from './store';

export const PageSpinner = () => (
  <div className="console-page-spinner">
    <Spin size="large" />
  </div>
);

type PageLoader = NonNullable<RouteDescriptor['page']>;

/**
 * The page of a loader: the spinner while its chunk loads, at once when it was loaded before.
 * Not React.lazy: that held every opening of a page back by React's 300 ms fallback throttle.
 */
function LoadedPage({ load }: { load: PageLoader }) {
  const Page = useLoadedModule(load, importWithRetry)?.default;
  return Page ? <Page /> : <PageSpinner />;
}

/** Renders a route's page: loaded on demand, retrying a failed chunk, inside an error boundary. */
export function RoutePage({ route }: { route: RouteDescriptor }) {
  // Retry remounts the page, which loads it again (a failed load is not kept).
  const [attempt, setAttempt] = useState(0);
  // The remote whose module holds this very route (none for the host's own pages).
  const remote = useRemotes(
    (state) => Object.values(state.modules).find((module) => module.routes.includes(route))?.name,
  );
  // Each error in a remote's page counts against its version (a candidate may be withdrawn).
  const report = (error: Error) => {
    if (remote) reportLoad(remote, useRemotes.getState().versions[remote]?.load?.version, error);
  };
  if (!route.page) return null;
  return (
    <PageBoundary onRetry={() => setAttempt((n) => n + 1)} onError={report}>
      <LoadedPage key={attempt} load={route.page} />
    </PageBoundary>
  );
}
