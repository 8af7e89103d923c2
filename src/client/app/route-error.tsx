/**
 * The router's error element (spec 4.9, 2.10). A route chunk that failed to load reloads the page
 * once; anything else shows the error page inside the simple layout.
 */
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isChunkLoadError, mayReloadForChunk, reloadForChunk } from '../lib/chunk-reload';
import { ErrorPageBoundary } from '../ui/errors/error-boundary';
import { ErrorPage } from '../ui/errors/error-page';
import { SimpleLayout } from './layouts/simple-layout';

export function RouteError() {
  const error = useRouteError();
  const reload = isChunkLoadError(error) && mayReloadForChunk();

  useEffect(() => {
    if (reload) reloadForChunk();
  }, [reload]);

  if (reload) return null;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <ErrorPageBoundary>
      <SimpleLayout>
        <ErrorPage kind={notFound ? 'notFound' : 'other'} status={notFound ? undefined : status} />
      </SimpleLayout>
    </ErrorPageBoundary>
  );
}
