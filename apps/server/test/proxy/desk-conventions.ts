import type { RestSettings } from '@portal/contracts';

/**
 * The conventions an import reads from the FastAPI ticket desk's document (./fastapi/app.py): the
 * server's parts beside the preset `openapi` (docs/CONNECTING.md).
 */
export const ticketDeskConventions = {
  rows: 'items',
  total: { body: 'total' },
  paging: { style: 'page', page: 'page', size: 'size', firstPage: 1 },
  record: '',
  ranges: { hours_spent: { from: 'min_hours', to: 'max_hours' } },
  query: {
    equals: '{field}={value}',
    freeText: 'search={value}',
    sortAsc: 'order_by={field}',
    sortDesc: 'order_by=-{field}',
  },
} satisfies Omit<RestSettings, 'preset'>;

export const ticketDesk: RestSettings = { preset: 'openapi', ...ticketDeskConventions };
