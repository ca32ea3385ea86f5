import { firstScreenMarks } from '@portal/contracts';

/**
 * A page that came with its first screen holds the app's entry as a preload only (the server's
 * first-screen page): as a module script it would run as soon as the page is parsed, and its
 * evaluation would hold back the frame that shows the screen. It is started here instead, once the
 * page is parsed and a frame has been painted. The early script that calls this is async, so it may
 * run before the page is parsed or after.
 */
export function startEntryAfterPaint(): void {
  const start = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        const preload = document.getElementById(firstScreenMarks.entry);
        if (!(preload instanceof HTMLLinkElement)) return;
        const script = document.createElement('script');
        script.type = 'module';
        script.crossOrigin = '';
        script.src = preload.href;
        document.head.append(script);
      }),
    );
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
