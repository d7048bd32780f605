import type { RouteDescriptor } from '@console/shared';
import { Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { importWithRetry } from './chunk-error';
import { PageBoundary } from './page-boundary';

export const PageSpinner = () => (
  <div className="console-page-spinner">
    <Spin size="large" />
  </div>
);

type PageLoader = NonNullable<RouteDescriptor['page']>;

function LazyPage({ load }: { load: PageLoader }) {
  // Created once per mount: React.lazy remembers a rejected import, so Retry remounts this.
  const [Page] = useState(() => lazy(() => importWithRetry(load)));
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

/** Renders a route's page: lazily, retrying a failed chunk, inside an error boundary. */
export function RoutePage({ route }: { route: RouteDescriptor }) {
  const [attempt, setAttempt] = useState(0);
  if (!route.page) return null;
  return (
    <PageBoundary onRetry={() => setAttempt((n) => n + 1)}>
      <LazyPage key={attempt} load={route.page} />
    </PageBoundary>
  );
}
