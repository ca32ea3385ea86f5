import {
  allCapabilities,
  type DetailMetacontent,
  type EndpointDescription,
  type ProposedPage,
  proposedPage,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ticketDesk } from '../../../test/proxy/desk-conventions.ts';
import { detailStructureProblem } from '../views/check-detail-structure.ts';
import type { ProposalEndpoint } from './api-entities.ts';
import { proposePages } from './propose-pages.ts';

const text = (name: string, values?: string[]) => ({
  name,
  type: 'text' as const,
  ...(values ? { values } : {}),
});
const integer = (name: string) => ({ name, type: 'integer' as const });
const ticketFields = [
  integer('id'),
  text('title'),
  text('status', ['open', 'pending', 'closed']),
  text('priority', ['low', 'normal', 'high']),
  { name: 'hours_spent', type: 'number' as const },
  integer('customer_id'),
  { name: 'created_at', type: 'datetime' as const },
  { name: 'tags', type: 'list' as const },
];
const customerFields = [
  integer('id'),
  text('name'),
  text('email'),
  text('tier', ['free', 'pro']),
  text('city'),
];
const params = (...names: string[]) => names.map((name) => ({ name }));

/** A FastAPI desk as its import leaves it: conventions on the server, what the document says on each endpoint. */
const ticketsDescribed: EndpointDescription = {
  fields: ticketFields,
  params: [
    { name: 'status', values: ['open', 'pending', 'closed'], multiple: true },
    { name: 'order_by', values: ['id', '-id', 'hours_spent', '-hours_spent'] },
  ],
};
const endpoints: ProposalEndpoint[] = [
  {
    uuid: '00000000-0000-4000-8000-000000000001',
    name: 'List tickets',
    url: 'tickets',
    response: 'list',
    params: params(
      'page',
      'size',
      'status',
      'priority',
      'customer_id',
      'min_hours',
      'max_hours',
      'search',
      'order_by',
    ),
    described: ticketsDescribed,
  },
  {
    uuid: '00000000-0000-4000-8000-000000000002',
    name: 'Get a ticket',
    url: 'tickets/$(ticket_id)',
    response: 'record',
    params: [],
    described: { fields: ticketFields, params: [] },
  },
  {
    uuid: '00000000-0000-4000-8000-000000000003',
    name: 'List customers',
    url: 'customers',
    response: 'list',
    params: params('page', 'size', 'tier', 'search'),
    described: { fields: customerFields, params: [{ name: 'tier', values: ['free', 'pro'] }] },
  },
  {
    uuid: '00000000-0000-4000-8000-000000000004',
    name: 'Get a customer',
    url: 'customers/$(customer_id)',
    response: 'record',
    params: [],
    described: { fields: customerFields, params: [] },
  },
];
const server = {
  uuid: '00000000-0000-4000-8000-0000000000aa',
  name: 'Desk',
  rest: ticketDesk,
  capabilities: allCapabilities,
};

let counter = 0;
const keys = () => `00000000-0000-4000-9000-${String(++counter).padStart(12, '0')}`;
const proposal = proposePages(server, endpoints, keys);
const pageNamed = (name: string) => proposal.pages.find((page) => page.name === name) as ProposedPage;
const search = (name: string) => pageNamed(name) as Extract<ProposedPage, { type: 'search' }>;
const detail = (name: string) => pageNamed(name) as Extract<ProposedPage, { type: 'detail' }>;

describe('pages proposed from what an API document said of its endpoints', () => {
  it('makes a search page per list and a detail page per record, each a body a create takes', () => {
    expect(proposal.pages.map((page) => [page.name, page.type])).toEqual([
      ['Tickets', 'search'],
      ['Ticket', 'detail'],
      ['Customers', 'search'],
      ['Customer', 'detail'],
    ]);
    for (const page of proposal.pages) expect(proposedPage.safeParse(page).success, page.name).toBe(true);
    for (const page of proposal.pages.filter((one) => one.type === 'detail')) {
      expect(detailStructureProblem(page as never), page.name).toBeUndefined();
    }
  });

  it("shows the rows' fields in the schema's order, at most eight, the id last, and the rows open their record", () => {
    const { columns } = search('Tickets').metacontent;
    expect(columns.map((column) => column.value)).toEqual([
      'title',
      'status',
      'priority',
      'hours_spent',
      'customer_id',
      'created_at',
      'id',
    ]);
    expect(columns.map((column) => column.valueType)).toEqual([
      'text',
      'text',
      'text',
      'number',
      'text',
      'datewithtime',
      'text',
    ]);
    expect(columns[0].navigation).toEqual({
      destination: detail('Ticket').key,
      destinationType: 'detail',
      variables: [{ field: 'ticket_id', value: 'id' }],
    });
  });

  it('offers exact filters for the enums the list filters by (several where it takes a list), and ranges where it declares them', () => {
    const { customFilters, textFilters } = search('Tickets').metacontent;
    expect(customFilters).toEqual([
      expect.objectContaining({
        field: 'status',
        type: 'Exact',
        options: ['open', 'pending', 'closed'],
        several: true,
      }),
      expect.objectContaining({
        field: 'priority',
        type: 'Exact',
        options: ['low', 'normal', 'high'],
        several: false,
      }),
      expect.objectContaining({ field: 'hours_spent', type: 'Number', label: 'Hours spent' }),
    ]);
    // The API searches all fields (search=), not one field: no "contains" filters.
    expect(textFilters).toEqual([]);
  });

  it('titles a record by its name-like field and loads the record a field names by id, shown in a panel with a link to its page', () => {
    const ticket = detail('Ticket');
    expect(ticket.metacontent.title).toEqual({ dataset: 'main', field: 'title' });
    expect(ticket.metadata.datasets).toEqual([
      expect.objectContaining({
        name: 'main',
        endpoint: endpoints[1].uuid,
        variables: [{ name: 'ticket_id' }],
      }),
      expect.objectContaining({
        name: 'customer',
        datasetType: 'record',
        endpoint: endpoints[3].uuid,
        variables: [{ name: 'customer_id', dataset: 'main', field: 'customer_id' }],
      }),
    ]);
    const [fields, customer] = ticket.metacontent.panels;
    const link = { destinationType: 'detail', destination: detail('Customer').key };
    expect(
      fields.type === 'basic' && fields.fields.find((field) => field.field === 'customer_id')?.navigation,
    ).toEqual({
      ...link,
      variables: [{ field: 'customer_id', dataset: 'main', value: 'customer_id' }],
    });
    expect(customer).toMatchObject({ type: 'basic', title: 'Customer' });
    expect(customer.type === 'basic' && customer.fields.map((field) => field.field)).toEqual([
      'name',
      'email',
      'tier',
      'city',
    ]);
    expect(customer.type === 'basic' && customer.fields[0].navigation).toEqual({
      ...link,
      variables: [{ field: 'customer_id', dataset: 'customer', value: 'id' }],
    });
  });

  it("lists the rows of each list that filters by the record's id, opening each row's page and the list's search page", () => {
    const customer = detail('Customer');
    expect(customer.metadata.datasets[1]).toMatchObject({
      name: 'tickets',
      datasetType: 'list',
      endpoint: endpoints[0].uuid,
      params: { filterField: 'customer_id', parentDataset: 'main', parentField: 'id' },
    });
    const panel = (customer.metacontent as DetailMetacontent).panels[1];
    expect(panel).toMatchObject({ type: 'list', title: 'Tickets', dataset: 'tickets' });
    if (panel.type !== 'list') throw new Error('a list panel');
    expect(panel.fields.line1).toEqual({
      field: 'title',
      navigation: {
        destinationType: 'detail',
        destination: detail('Ticket').key,
        variables: [{ field: 'ticket_id', dataset: 'tickets', value: 'id' }],
      },
    });
    expect([panel.fields.line2, panel.fields.line3, panel.fields.line4]).toEqual([
      { label: 'Status', field: 'status' },
      { label: 'Priority', field: 'priority' },
      { label: 'Hours spent', field: 'hours_spent' },
    ]);
    expect(panel.fields.navigationPage?.navigation).toEqual({
      destinationType: 'search',
      destination: search('Tickets').key,
      dataset: 'main',
      field: 'id',
    });
  });

  it('proposes nothing for an endpoint whose fields no document gave', () => {
    const bare = endpoints.map(({ described: _described, ...endpoint }) => endpoint);
    expect(proposePages(server, bare).pages).toEqual([]);
  });
});
