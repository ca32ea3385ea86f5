import { type FirstScreen, firstScreenMarks } from '@portal/contracts';

/** The built index.html cut where a first screen goes in. */
export type PageTemplate = {
  /** Up to and with `<head>`. */
  head: string;
  /** The rest of the head, without `</head>`. */
  headRest: string;
  /** From `</head>` to the root element's opening tag, with it. */
  beforeRoot: string;
  /** What the root element holds in the built page (the bar drawn while the app loads). */
  rootContent: string;
  /** From the root element's closing tag to the end. */
  afterRoot: string;
  /** The files the early script's tag names for each first screen (data-shell, data-app, data-detail). */
  files: Record<string, string[]>;
  /** The app's entry: its `<script type="module">` tag in the head, and the file it names. */
  entry: { tag: string; file: string } | undefined;
};

const rootOpening = '<div id="root">';

/** Where the root element `<div id="root">` ends: its closing tag, counting the divs inside it. */
function rootEnd(html: string, start: number): number {
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = start + rootOpening.length;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return tag.index;
  }
  throw new Error('index.html: the root element is not closed.');
}

/** Reads the built index.html once: where the head and the root element are, and the first screens' files. */
export function readPageTemplate(html: string): PageTemplate {
  const headOpen = html.indexOf('<head>') + '<head>'.length;
  const headClose = html.indexOf('</head>');
  const root = html.indexOf(rootOpening);
  if (headOpen < '<head>'.length || headClose < 0 || root < 0)
    throw new Error('index.html: no head or root.');
  const end = rootEnd(html, root);
  const files: Record<string, string[]> = {};
  for (const [, key, list] of html.matchAll(/\sdata-(shell|app|detail)="([^"]*)"/g))
    files[key] = list.split(' ').filter((file) => /^\/assets\/[\w.-]+\.(js|css)$/.test(file));
  const entry = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/.exec(
    html.slice(headOpen, headClose),
  );
  return {
    head: html
      .slice(0, headOpen)
      .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">'),
    headRest: html.slice(headOpen, headClose),
    beforeRoot: html.slice(headClose, root + rootOpening.length),
    rootContent: html.slice(root + rootOpening.length, end),
    afterRoot: html.slice(end),
    files,
    entry: entry ? { tag: entry[0], file: entry[1] } : undefined,
  };
}

/** The built files of a kind of first screen: its code's chunks and their stylesheets. */
const filesOf = (template: PageTemplate, kind: FirstScreen['kind']) => {
  const keys = kind === 'detail' ? ['shell', 'app', 'detail'] : ['shell', 'app'];
  return [...new Set(keys.flatMap((key) => template.files[key] ?? []))];
};

/**
 * The page up to its root element, sent at once while the first screen renders: the mark the early
 * script reads (first in the head, before its tag) and the stylesheets the screen is drawn with, so
 * the browser fetches them meanwhile. The app's code is not asked for here: a module script would
 * run as soon as the page is parsed and hold back the frame that shows the screen, and even a
 * preloaded module is compiled as it arrives, on the same two cores as that frame (B6 traced the
 * compile at about 200 ms of CPU during the first frame's layout on a desktop). The entry is only
 * named; the early script asks for the screen's code and starts the entry once that frame is
 * painted (app/early in the web app), unless the rest of the page asks for it sooner.
 */
export function firstScreenPageHead(template: PageTemplate, kind: FirstScreen['kind']): string {
  const styles = filesOf(template, kind)
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link rel="stylesheet" crossorigin href="${file}">`)
    .join('');
  const { entry } = template;
  const headRest = entry
    ? template.headRest.replace(entry.tag, `<meta name="${firstScreenMarks.entry}" content="${entry.file}">`)
    : template.headRest;
  return [
    template.head,
    `<meta name="${firstScreenMarks.meta}" content="${kind}">`,
    headRest,
    styles,
    // While the screen drawn again follows the root (a page held open), only that one shows.
    `<style>#root:has(~ #${firstScreenMarks.next}) { display: none; }</style>`,
    template.beforeRoot,
  ].join('');
}

/** JSON for inside `<script type="application/json">`: nothing in it can close the element or start markup. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The rest of a page: what goes at once, and what follows when the page is held open for more answers. */
export type PageRest = { now: string; later?: Promise<string> };

/**
 * The rest of the page: the rendered root and the state the app hydrates from; without a screen (its
 * render failed, or the person may not see it), the page's own bar, and the app renders alone. A
 * screen that is not whole (an answer still to come) or missing needs the app to run before the
 * page is done: its code is asked for here, at once, rather than after the paint. A screen that
 * waits for answers still coming (`next`) goes at once, and the page is held open until they have
 * come: then the screen drawn with them follows the root (the head's style shows it in the root's
 * place, and the app hydrates it), with the state of everything it read.
 */
export function firstScreenPageRest(
  template: PageTemplate,
  kind: FirstScreen['kind'],
  screen: FirstScreen | undefined,
): PageRest {
  const code = screen?.whole
    ? ''
    : [...filesOf(template, kind).filter((file) => file.endsWith('.js')), template.entry?.file]
        .filter((file) => file !== undefined)
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
        .join('');
  const bodyEnd = template.afterRoot.lastIndexOf('</body>');
  const [beforeEnd, end] = [template.afterRoot.slice(0, bodyEnd), template.afterRoot.slice(bodyEnd)];
  if (!screen) return { now: template.rootContent + beforeEnd + code + end };
  const state = (drawn: FirstScreen) =>
    `<script type="application/json" id="${firstScreenMarks.state}">${scriptSafeJson(drawn.state)}</script>`;
  if (!screen.next) return { now: screen.html + beforeEnd + state(screen) + code + end };
  return {
    now: screen.html + beforeEnd + code,
    later: screen.next.then(
      (next) =>
        (next ? `<div id="${firstScreenMarks.next}">${next.html}</div>${state(next)}` : state(screen)) + end,
    ),
  };
}
