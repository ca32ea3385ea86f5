import type { FirstScreen } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { firstScreenPageHead, firstScreenPageRest, readPageTemplate } from './first-screen-page.ts';

const built = `<!doctype html>
<html lang="en">
  <head><script async src="/assets/early-1.js" data-shell="/assets/shell-1.js /assets/common-1.js" data-app="/assets/app-1.js /assets/app-1.css /assets/common-1.js" data-detail="/assets/detail-1.js /assets/detail-1.css"></script><title>Portal</title><script type="module" crossorigin src="/assets/index-1.js"></script></head>
  <body><div id="root"><div class="boot-bar" aria-hidden="true"><span class="boot-mark"></span>Portal</div></div><p>after</p></body>
</html>`;

const screen = (html: string, name: string, whole = true): FirstScreen => ({
  kind: 'search',
  whole,
  html,
  state: {
    environment: { locale: 'en', timeZone: 'UTC', viewWidth: 1, viewHeight: 1, inFrame: false },
    entries: [{ key: ['x'], data: { name } }],
  },
});

describe('the page around a first screen', () => {
  const template = readPageTemplate(built);

  it("sends the screen's styles with the head, each once, and marks the page before the early script", () => {
    const head = firstScreenPageHead(template, 'search');
    expect(head.indexOf('<meta name="portal-first-screen" content="search">')).toBeLessThan(
      head.indexOf('early-1.js'),
    );
    expect(head.match(/<link rel="stylesheet" crossorigin href="\/assets\/app-1\.css">/g)).toHaveLength(1);
    expect(head).not.toContain('href="/assets/detail-1');
    expect(head.endsWith('<div id="root">')).toBe(true);
    expect(firstScreenPageHead(template, 'detail')).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/detail-1.css">',
    );
  });

  it("asks for none of the app's code, and names its entry for the early script to start once the screen is painted", () => {
    const head = firstScreenPageHead(template, 'detail');
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload');
    expect(head).not.toMatch(/<link[^>]+\.js"/);
    expect(head).toContain('<meta name="portal-first-screen-entry" content="/assets/index-1.js">');
    // A page without a first screen is the built one: its entry runs as the page is parsed.
    expect(template.entry?.tag).toBe('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it('puts the screen in the root, and its state where no text of the data can end the element', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const rest = firstScreenPageRest(template, 'search', screen('<main>rows</main>', hostile)).now;
    expect(rest.startsWith('<main>rows</main></div><p>after</p>')).toBe(true);
    expect(rest.match(/<\/script>/g)).toHaveLength(1);
    expect(rest).not.toContain('<!--');
    const json = /<script type="application\/json" id="portal-first-screen-state">(.*)<\/script>/.exec(
      rest,
    )?.[1];
    expect(JSON.parse(json!).entries[0].data.name).toBe(hostile);
  });

  it("without a screen, keeps the built page's own root, adds no state, and asks for the app's code at once", () => {
    const rest = firstScreenPageRest(template, 'search', undefined).now;
    const code = [
      '<link rel="modulepreload" crossorigin href="/assets/shell-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/common-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/app-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/index-1.js">',
    ].join('');
    expect(rest).toBe(
      `<div class="boot-bar" aria-hidden="true"><span class="boot-mark"></span>Portal</div></div><p>after</p>${code}</body>\n</html>`,
    );
  });

  it("leaves the app's code until the paint for a whole screen, and asks for it at once when an answer is still to come", () => {
    const whole = firstScreenPageRest(template, 'detail', screen('<main>rows</main>', 'a')).now;
    expect(whole).not.toContain('modulepreload');
    const partial = firstScreenPageRest(template, 'detail', screen('<main>rows</main>', 'a', false)).now;
    const preloads = [...partial.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    expect(preloads).toEqual([
      '/assets/shell-1.js',
      '/assets/common-1.js',
      '/assets/app-1.js',
      '/assets/detail-1.js',
      '/assets/index-1.js',
    ]);
    // Outside the root the app hydrates, after the state.
    expect(partial.indexOf('modulepreload')).toBeGreaterThan(partial.indexOf('portal-first-screen-state'));
  });

  it('sends a screen waiting for answers at once with its code, and the screen drawn with them when they come', async () => {
    let answered: (next: FirstScreen | undefined) => void = () => {};
    const next = new Promise<FirstScreen | undefined>((resolve) => {
      answered = resolve;
    });
    const rest = firstScreenPageRest(template, 'detail', {
      ...screen('<main>loading</main>', 'partial', false),
      next,
    });
    // At once: the screen, the code, and no state (the state that goes is the one of what is shown).
    expect(rest.now.startsWith('<main>loading</main></div><p>after</p>')).toBe(true);
    expect(rest.now).toContain('<link rel="modulepreload" crossorigin href="/assets/index-1.js">');
    expect(rest.now).not.toContain('portal-first-screen-state');
    expect(rest.now).not.toContain('</body>');
    answered({ ...screen('<main>all</main>', 'whole'), whole: true });
    const later = await rest.later!;
    expect(later.startsWith('<div id="portal-first-screen-next"><main>all</main></div>')).toBe(true);
    expect(later).toContain('"name":"whole"');
    expect(later.endsWith('</body>\n</html>')).toBe(true);
    // The head's style hides the root while the screen drawn again follows it.
    expect(firstScreenPageHead(template, 'detail')).toContain(
      '<style>#root:has(~ #portal-first-screen-next) { display: none; }</style>',
    );
  });

  it("ends a held page with the first screen's state when nothing more came", async () => {
    const rest = firstScreenPageRest(template, 'search', {
      ...screen('<main>loading</main>', 'partial', false),
      next: Promise.resolve(undefined),
    });
    const later = await rest.later!;
    expect(later).not.toContain('portal-first-screen-next');
    expect(later).toContain('"name":"partial"');
    expect(later.endsWith('</body>\n</html>')).toBe(true);
  });

  it('names only files of the build, whatever else a tag carries', () => {
    const odd = readPageTemplate(
      built.replace(
        'data-app="/assets/app-1.js',
        'data-app="https://elsewhere.example/x.js /assets/app-1.js',
      ),
    );
    expect(firstScreenPageHead(odd, 'search')).not.toContain('href="https://elsewhere');
  });
});
