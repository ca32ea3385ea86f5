import { createRoot, type Root } from 'react-dom/client';

// The page's one React root. The public app and the signed-in app take turns rendering into it
// (app/public-app, app/full-app): a sign-in hands over to the signed-in app, a sign-out back.
let root: Root | undefined;

export function appRoot(): Root {
  root ??= createRoot(document.getElementById('root')!);
  return root;
}
