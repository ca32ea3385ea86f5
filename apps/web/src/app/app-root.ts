import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

// The page's one React root. The public app and the signed-in app take turns rendering into it
// (app/public-app, app/full-app): a sign-in hands over to the signed-in app, a sign-out back. A page
// whose first screen came with the HTML is hydrated instead (app/first-screen).
let root: Root | undefined;

const container = () => document.getElementById('root')!;

export function appRoot(): Root {
  root ??= createRoot(container());
  return root;
}

/** Takes over the server's HTML of the first screen with `children`, which must render as it did. */
export function hydrateAppRoot(children: ReactNode): Root {
  root = hydrateRoot(container(), children);
  return root;
}
