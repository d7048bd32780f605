import { renderScreen } from '@console/shared/testing';
import type { ReactElement } from 'react';

/** Renders a page at a route, as the host mounts it. */
export const renderPage = (ui: ReactElement, route: string) => renderScreen(ui, { route });
