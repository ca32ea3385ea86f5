import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListSymbol } from './list-symbol';

// Hole 4: a list panel icon named `constructor` broke the detail page for everyone.
describe('a list row symbol with a stored icon name', () => {
  afterEach(() => vi.restoreAllMocks());
  const markup = (icon: string) =>
    renderToStaticMarkup(<ListSymbol type="icon" icon={icon} color="#025758" text="Acme" />);

  it.each(['constructor', 'toString', '__proto__', 'valueOf'])(
    'draws the fallback for %s and says the name is unknown',
    (icon) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(markup(icon)).toBe(markup('no-such-icon'));
      expect(logged.mock.calls.flat().join(' ')).toContain(`Unknown icon name: ${icon}`);
    },
  );

  it('draws the fallback without a word while no icon is chosen yet', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const none = renderToStaticMarkup(<ListSymbol type="icon" color="#025758" text="Acme" />);
    expect(none).toBe(markup('no-such-icon'));
    expect(markup('')).toBe(markup('no-such-icon'));
    expect(logged.mock.calls.map(([text]) => String(text))).not.toContain('Unknown icon name: ');
  });

  it('draws a known icon', () => {
    expect(markup('truck')).toContain('lucide-truck');
  });
});
