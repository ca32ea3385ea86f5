import { type Column, viewCreateBody } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { addMember } from '../modules/groups/group-members.ts';
import { createGroup } from '../modules/groups/manage-groups.ts';
import { createView } from '../modules/views/create-view.ts';
import type { AuthContext } from '../plugins/session.ts';

/** What seedDemoConnections created: server and endpoint ids by their names. */
export type DemoConnections = Record<string, { serverId: string; endpoints: Record<string, string> }>;

type Navigation = NonNullable<Column['navigation']>;

const column = (value: string, label: string, extra: Partial<Column> = {}): Column => ({
  value,
  label,
  width: 'max-w-auto',
  hidemobile: '',
  ...extra,
});
const textFilters = (fields: Array<[string, string]>) =>
  fields.map(([field, label]) => ({ key: field, field, label }));
const numberFilter = (field: string, label: string) => ({
  field,
  label,
  type: 'Number' as const,
  value: null,
  valueRange: null,
  isVisible: false,
  isVisibleRange: false,
});
const toCustomer = (destination: string, rowField: string): Navigation => ({
  destination,
  destinationType: 'detail',
  variables: [{ field: 'customerId', value: rowField, dataset: 'main' }],
});

/** A one-record page over the Customer endpoint, so the search pages have a place to navigate to. */
function customerDetail(name: string, serverId: string, endpoint: string) {
  return viewCreateBody.parse({
    name,
    type: 'detail',
    metacontent: {
      title: { dataset: 'main', field: 'name' },
      contextual: [
        { prefix: 'City', value: 'city', suffix: '' },
        { prefix: 'Segment', value: 'segment', suffix: '' },
      ],
      panels: [],
    },
    metadata: {
      server: serverId,
      endpoint,
      datasets: [{ name: 'main', datasetType: 'record', server: serverId, endpoint }],
    },
  });
}

function customersSearch(name: string, title: string, serverId: string, endpoint: string, detail: string) {
  return viewCreateBody.parse({
    name,
    type: 'search',
    metacontent: {
      title,
      columns: [
        column('id', 'Id', { width: 'max-w-24', navigation: toCustomer(detail, 'id') }),
        column('name', 'Name', { width: 'max-w-80', navigation: toCustomer(detail, 'id') }),
        column('city', 'City'),
        column('country', 'Country'),
        column('segment', 'Segment', { hidemobile: 'hidden' }),
        column('creditLimit', 'Credit limit', { width: 'max-w-40' }),
        column('accountManager', 'Account manager', { hidemobile: 'hidden' }),
      ],
      textFilters: textFilters([
        ['name', 'Name'],
        ['city', 'City'],
        ['country', 'Country'],
        ['segment', 'Segment'],
        ['accountManager', 'Account manager'],
      ]),
      customFilters: [numberFilter('creditLimit', 'Credit limit')],
    },
    metadata: { server: serverId, endpoint },
  });
}

function ordersSearch(serverId: string, endpoint: string, detail: string) {
  return viewCreateBody.parse({
    name: 'Orders',
    type: 'search',
    metacontent: {
      title: 'Orders',
      columns: [
        column('orderNumber', 'Order', { width: 'max-w-40' }),
        column('customerName', 'Customer', { navigation: toCustomer(detail, 'customerId') }),
        column('productName', 'Product'),
        column('quantity', 'Quantity', { width: 'max-w-24', hidemobile: 'hidden' }),
        column('total', 'Total', { width: 'max-w-24' }),
        column('status', 'Status', { width: 'max-w-24' }),
        column('orderDate', 'Date', { width: 'max-w-40', hidemobile: 'hidden' }),
      ],
      textFilters: textFilters([
        ['orderNumber', 'Order'],
        ['customerName', 'Customer'],
        ['productName', 'Product'],
        ['status', 'Status'],
      ]),
      customFilters: [numberFilter('total', 'Total'), numberFilter('quantity', 'Quantity')],
    },
    metadata: { server: serverId, endpoint },
  });
}

/**
 * Search pages over the sample upstream, one per convention it speaks (default and fusion), each
 * with text filters, a number filter and columns that open the customer's detail page; all of
 * them in a group 'Everyone' holding the demo admin, so they are on Home at first sign-in.
 */
export async function seedDemoViews(app: FastifyInstance, actor: AuthContext, connections: DemoConnections) {
  const group = await createGroup(app, actor, { name: 'Everyone' });
  await addMember(app, actor, group.uuid, actor.userId);
  const put = async (body: ReturnType<typeof viewCreateBody.parse>) =>
    (await createView(app, actor, { ...body, groupUuid: group.uuid })).uuid;

  const crm = connections['Sample CRM'];
  const crmCustomer = await put(customerDetail('Customer', crm.serverId, crm.endpoints.Customer));
  await put(customersSearch('Customers', 'Customers', crm.serverId, crm.endpoints.Customers, crmCustomer));
  await put(ordersSearch(crm.serverId, crm.endpoints.Orders, crmCustomer));

  const fusion = connections['Sample Fusion (OAuth2)'];
  const fusionCustomer = await put(
    customerDetail('Customer (Fusion)', fusion.serverId, fusion.endpoints.Customer),
  );
  await put(
    customersSearch(
      'Customers (Fusion)',
      'Customers from Fusion',
      fusion.serverId,
      fusion.endpoints.Customers,
      fusionCustomer,
    ),
  );
}
