import { useRouteError } from 'react-router';
import { ScreenError } from './screen-error';

/** The router's error element: what happened to the screen, and 'Reload' (app/screen-error). */
export function RouteError({ fullScreen = false }: { fullScreen?: boolean }) {
  return <ScreenError error={useRouteError()} fullScreen={fullScreen} />;
}
