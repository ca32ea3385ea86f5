import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = join(import.meta.dirname, '..', '..');
/** Where the portal serves it from: a folder of the web app's own build, removed afterwards. */
export const bareReactDir = join(root, 'apps/web/dist/bench-bare');
export const bareReactPath = '/bench-bare/index.html';

/** Builds B6's comparator page with the same Vite and React plugin as the web app, into its dist. */
export async function buildBareReact(): Promise<void> {
  await build({
    root: join(root, 'bench/bare-react'),
    base: '/bench-bare/',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: bareReactDir, emptyOutDir: true },
  });
}

/** Builds it again when a web app build emptied dist in the meantime. */
export async function ensureBareReact(): Promise<void> {
  if (!existsSync(join(bareReactDir, 'index.html'))) await buildBareReact();
}

export function removeBareReact(): void {
  rmSync(bareReactDir, { recursive: true, force: true });
}
