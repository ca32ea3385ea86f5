import { type Column, viewCreateBody } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { addMember } from '../modules/groups/group-members.ts';
import { createGroup } from '../modules/groups/manage-groups.ts';
import { createView } from '../modules/views/create-view.ts';
import { updateView } from '../modules/views/update-view.ts';
import type { AuthContext } from '../plugins/session.ts';
import { type Customer360Sources, customer360View } from './customer-360-view.ts';

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

function ordersSearch(serverId: string, endpoint: string, detail?: string) {
  return viewCreateBody.parse({
    name: 'Orders',
    type: 'search',
    metacontent: {
      title: 'Orders',
      columns: [
        column('orderNumber', 'Order', { width: 'max-w-40' }),
        column('customerName', 'Customer', detail ? { navigation: toCustomer(detail, 'customerId') } : {}),
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

/** What a Customer 360 page needs of a demo server's endpoints. */
const sourcesOf = (
  connection: DemoConnections[string],
  name: string,
  ordersSearch: string,
): Customer360Sources => ({
  name,
  serverId: connection.serverId,
  endpoints: {
    customer: connection.endpoints.Customer,
    contacts: connection.endpoints.Contacts,
    orders: connection.endpoints.Orders,
    ordersNewestFirst: connection.endpoints['Orders, newest first'],
    product: connection.endpoints.Product,
  },
  ordersSearch,
});

/**
 * Search pages over the sample upstream, one per convention it speaks (default and fusion), each
 * with text filters, a number filter and columns that open a Customer 360 page over the same
 * server; all of them in a group 'Everyone' holding the demo admin, so they are on Home at first
 * sign-in. The Orders page and the Customer 360 pages lead to each other, so the Orders page gets
 * its navigation once the page it opens exists.
 */
export async function seedDemoViews(app: FastifyInstance, actor: AuthContext, connections: DemoConnections) {
  const group = await createGroup(app, actor, { name: 'Everyone' });
  await addMember(app, actor, group.uuid, actor.userId);
  const put = async (body: ReturnType<typeof viewCreateBody.parse>) =>
    (await createView(app, actor, { ...body, groupUuid: group.uuid })).uuid;

  const crm = connections['Sample CRM'];
  const orders = await put(ordersSearch(crm.serverId, crm.endpoints.Orders));
  const crmCustomer = await put(customer360View(sourcesOf(crm, 'Customer 360', orders)));
  await put(customersSearch('Customers', 'Customers', crm.serverId, crm.endpoints.Customers, crmCustomer));
  await updateView(app, actor, orders, {
    ...ordersSearch(crm.serverId, crm.endpoints.Orders, crmCustomer),
    version: 1,
  });

  const fusion = connections['Sample Fusion (OAuth2)'];
  const fusionCustomer = await put(customer360View(sourcesOf(fusion, 'Customer 360 (Fusion)', orders)));
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
