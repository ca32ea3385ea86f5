// B6's comparator: React and nothing else, built by the same Vite and served by the same server.
// Plain JavaScript, so the repository's type-check (Node types only) leaves it alone.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

function BarePage() {
  return h(
    'main',
    { style: { fontFamily: 'system-ui, sans-serif', padding: '1.5rem' } },
    h('h1', null, 'Customers'),
    h('p', null, "A page with React alone, to compare the search page's first paint against."),
  );
}

createRoot(document.getElementById('root')).render(h(BarePage));
