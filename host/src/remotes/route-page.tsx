import { useLoadedModule, type RouteDescriptor } from '@console/shared';
import { Spin } from 'antd';
import { useState } from 'react';
import { importWithRetry } from './chunk-error';
import { PageBoundary } from './page-boundary';

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
  if (!route.page) return null;
  return (
    <PageBoundary onRetry={() => setAttempt((n) => n + 1)}>
      <LoadedPage key={attempt} load={route.page} />
    </PageBoundary>
  );
}
