import { firstScreenMarks } from '@portal/contracts';
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

/**
 * Takes over the server's HTML of the first screen with `children`, which must render as it did. A
 * page held open for answers that came after its screen (apps/server/src/first-screen) carries the
 * screen drawn again with them after the root, shown in its place: that one becomes the root.
 */
export function hydrateAppRoot(children: ReactNode): Root {
  const next = document.getElementById(firstScreenMarks.next);
  if (next) {
    container().remove();
    next.id = 'root';
  }
  root = hydrateRoot(container(), children);
  return root;
}
