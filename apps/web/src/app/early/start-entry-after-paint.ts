import { firstScreenMarks } from '@portal/contracts';

/**
 * A page that came with its first screen names the app's entry without asking for it (the server's
 * first-screen page): as a module script it would run as soon as the page is parsed, and even its
 * preloaded code would be compiled while the frame that shows the screen is laid out. It is started
 * here instead, once the page is parsed and a frame has been painted: `askForCode` first asks for
 * the rest of the screen's code, so it downloads beside the entry rather than after it. The early
 * script that calls this is async, so it may run before the page is parsed or after.
 */
export function startEntryAfterPaint(askForCode: () => void): void {
  const start = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        const entry = document.querySelector<HTMLMetaElement>(`meta[name="${firstScreenMarks.entry}"]`);
        if (!entry?.content) return;
        askForCode();
        const script = document.createElement('script');
        script.type = 'module';
        script.crossOrigin = '';
        script.src = entry.content;
        document.head.append(script);
      }),
    );
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
