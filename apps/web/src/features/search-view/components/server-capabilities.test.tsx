import { MantineProvider } from '@mantine/core';
import { messages } from '@portal/contracts';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SortableHeader } from './sortable-header';
import { TextFilterBar } from './text-filter-bar';

const markup = (node: ReactNode) => renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>);
const column = { value: 'name', label: 'Name', width: 'max-w-auto', hidemobile: '' } as const;
const options = [{ key: 'name', field: 'name', label: 'Name' }];

describe('a search page over a server that cannot sort or search all fields (DESIGN.md §6a)', () => {
  it('offers the fields to pick instead of a search of all fields', () => {
    const bar = (freeText: boolean) =>
      markup(
        <TextFilterBar
          options={options}
          entries={[]}
          loading={false}
          freeText={freeText}
          onChange={() => {}}
        />,
      );
    expect(bar(false)).toContain(`placeholder="${messages.searchPickAField}"`);
    expect(bar(false)).not.toContain('Search all fields');
    expect(bar(true)).toContain('placeholder="Search all fields, or pick a field"');
  });

  it('shows a column header with nothing to press when the server cannot sort', () => {
    const header = (onSort?: (field: string) => void) =>
      markup(<SortableHeader column={column} sort={null} designMode={false} onSort={onSort} />);
    expect(header()).not.toContain('<button');
    expect(header()).not.toContain('aria-sort');
    expect(header()).toContain('Name');
    expect(header(() => {})).toContain('<button');
  });
});
