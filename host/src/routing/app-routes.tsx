import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginRoute } from '../features/login/login-route';
import { SignedInArea } from '../session/signed-in-area';
import { Frame } from '../layout/frame';
import { RoutePage } from '../remotes/route-page';
import { useAreaEntry } from '../remotes/use-area-entry';
import { GuardedRoute, UnmatchedPath } from './guarded-route';
import { useConsoleRoutes } from './use-routes';

/** The router, derived from the route descriptors of the host and the loaded remotes. */
export function AppRoutes() {
  const routes = useConsoleRoutes();
  useAreaEntry();
  return (
    <Routes>
      <Route path="/default/login" element={<LoginRoute />} />
      <Route path="/default" element={<Navigate to="/default/login" replace />} />
      <Route element={<SignedInArea />}>
        <Route element={<Frame />}>
          <Route path="/" element={<Navigate to="/operator" replace />} />
          {/* A route with neither page nor redirect is a menu link to another remote's page. */}
          {routes
            .filter((route) => route.page || route.redirect)
            .map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={
                  // Keyed by path: otherwise React keeps one page instance across routes.
                  <GuardedRoute key={route.path} roles={route.roles}>
                    {route.redirect ? (
                      <Navigate to={route.redirect} replace />
                    ) : (
                      <RoutePage route={route} />
                    )}
                  </GuardedRoute>
                }
              />
            ))}
          <Route path="*" element={<UnmatchedPath />} />
        </Route>
      </Route>
    </Routes>
  );
}
