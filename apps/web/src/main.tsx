// First: zod must not probe for eval, which the portal's CSP forbids (see parse-without-eval).
import './app/parse-without-eval';
import './app/styles/base-styles';
import { appRoot } from './app/app-root';
import { cameWithFirstScreen } from './app/first-screen/hydrate-first-screen';
import { isSignedInPath } from './config/paths';

// The entry holds React and little else. A signed-in screen's address starts the signed-in app
// (app/full-app: the router, TanStack Query and the shell); any other address the public app
// (app/public-app: the sign-in form and the other public pages, without either). The early script
// has already asked for the chunks of the one this address needs (app/early).
const startApp = () => {
  if (isSignedInPath(window.location.pathname))
    void import('./app/full-app').then((app) => app.mountSignedInApp());
  else void import('./app/public-app').then((app) => app.mountPublicApp());
};
// A page whose first screen came with the HTML (app/first-screen) is painted before the app's code
// runs (which would hold the first frame back), then hydrated by the signed-in app.
if (cameWithFirstScreen()) requestAnimationFrame(() => setTimeout(startApp));
else {
  appRoot();
  startApp();
}
