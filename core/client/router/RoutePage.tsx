import { H2, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { RegisteredRoute } from '../../common/plugin/PluginRegistry';
import { useConsole } from '../app/ConsoleContext';
import { RenderErrorBoundary } from '../app/RenderErrorBoundary';
import { usePageTitle } from './usePageTitle';

/**
 * One registered route: checks its rule (OP-14: a missing rule → /error), follows
 * `redirectTo`, makes its product current, titles the page and renders the lazy page (a page
 * that fails shows why inside the shell instead of blanking the console).
 */
export const RoutePage = observer(function RoutePage({ route, Page }: { route: RegisteredRoute; Page?: ComponentType }) {
  const { auth, products } = useConsole();
  const location = useLocation();
  const { t } = useTranslation(route.pluginId);
  const name = t(route.title);
  useEffect(() => {
    if (route.product !== 'core') products.select(route.product);
  }, [route.product, products]);
  usePageTitle(name);
  if (!auth.can(route.permission)) return <Navigate to="/error" replace />;
  if (route.redirectTo) return <Navigate to={{ pathname: route.redirectTo, search: location.search }} replace />;
  if (!Page) return null;
  return (
    <>
      {!route.hideContentHeader && (
        <header className="ac-content-header">
          <H2>{name}</H2>
        </header>
      )}
      <RenderErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<Spinner className="ac-page-spinner" />}>
          <Page />
        </Suspense>
      </RenderErrorBoundary>
    </>
  );
});
