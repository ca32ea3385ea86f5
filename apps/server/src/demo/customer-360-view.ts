import { viewCreateBody } from '@portal/contracts';

/** Where a Customer 360 page reads from and leads to. */
export type Customer360Sources = {
  name: string;
  serverId: string;
  endpoints: {
    customer: string;
    contacts: string;
    ordersNewestFirst: string;
    orders: string;
    product: string;
  };
  /** The search page its order lists open ('Go to search view' and an order number). */
  ordersSearch: string;
};

const field = (label: string, dataset: string, name: string, valueType = 'text', extra: object = {}) => ({
  label,
  dataset,
  field: name,
  valueType,
  ...extra,
});
const toOrders = (destination: string, dataset: string, name: string) => ({
  destinationType: 'search' as const,
  destination,
  dataset,
  field: name,
});

/**
 * One customer with everything around it, three levels deep: the customer (main, from the page's
 * vars); its contacts and its orders (lists of exact matches on customerId); its latest order (a
 * lookup by the customer's lastOrderNumber); and that order's product (a record bound to the lookup).
 */
export function customer360View({ name, serverId: server, endpoints, ordersSearch }: Customer360Sources) {
  const parent = (filterField: string, parentField: string) => ({
    filterField,
    parentDataset: 'main',
    parentField,
  });
  return viewCreateBody.parse({
    name,
    type: 'detail',
    metacontent: {
      title: { dataset: 'main', field: 'name' },
      contextual: [
        { prefix: 'City', value: 'city', suffix: '' },
        { prefix: 'Country', value: 'country', suffix: '' },
        { prefix: 'Segment', value: 'segment', suffix: '' },
        { prefix: 'Account manager', value: 'accountManager', suffix: '' },
      ],
      panels: [
        {
          type: 'basic',
          title: 'Customer',
          ui: { backgroundColor: '', bottomImage: 'panel_bottom_1.png' },
          fields: [
            field('Customer number', 'main', 'id', 'number'),
            field('Email', 'main', 'email'),
            field('Phone', 'main', 'phone'),
            field('Customer since', 'main', 'createdAt', 'datenotime'),
            field('Credit limit', 'main', 'creditLimit', 'number', {
              style: { type: 'card', backgroundColor: 'Green' },
            }),
          ],
        },
        {
          type: 'basic',
          title: 'Latest order',
          ui: { backgroundColor: 'Gray', bottomImage: '' },
          fields: [
            field('Order', 'latestOrder', 'orderNumber', 'text', {
              navigation: toOrders(ordersSearch, 'latestOrder', 'orderNumber'),
            }),
            field('Ordered on', 'latestOrder', 'orderDate', 'datenotime'),
            field('Status', 'latestOrder', 'status'),
            field('Quantity', 'latestOrder', 'quantity', 'number'),
            field('Total', 'latestOrder', 'total', 'number'),
          ],
        },
        {
          type: 'basic',
          title: 'Product of the latest order',
          ui: { backgroundColor: 'Dark Blue', bottomImage: 'panel_bottom_2.png' },
          fields: [
            field('Product', 'product', 'name', 'text', {
              navigation: toOrders(ordersSearch, 'latestOrder', 'productName'),
            }),
            field('SKU', 'product', 'sku'),
            field('Category', 'product', 'category'),
            field('Price', 'product', 'price', 'number'),
            field('In stock', 'product', 'stock', 'number'),
          ],
        },
        {
          type: 'list',
          title: 'Contacts',
          dataset: 'contacts',
          ui: { backgroundColor: '', bottomImage: '' },
          fields: {
            line1: { label: 'Name', field: 'lastName' },
            line2: { label: 'First name', field: 'firstName' },
            line3: { label: 'Title', field: 'title' },
            line4: { label: 'Email', field: 'email' },
            symbolType: 'initials',
            drilldown: true,
            drilldownFields: ['firstName', 'lastName', 'title', 'email', 'phone'],
          },
        },
        {
          type: 'list',
          title: 'Orders',
          dataset: 'orders',
          ui: { backgroundColor: '', bottomImage: '' },
          fields: {
            line1: {
              label: 'Order',
              field: 'orderNumber',
              navigation: toOrders(ordersSearch, 'orders', 'orderNumber'),
            },
            line2: { label: 'Product', field: 'productName' },
            line3: { label: 'Date', field: 'orderDate' },
            line4: { label: 'Total', field: 'total' },
            symbolType: 'icon',
            icon: 'package',
            iconColor: '#01696A',
            drilldown: true,
            drilldownFields: [
              'orderNumber',
              'orderDate',
              'productName',
              'quantity',
              'unitPrice',
              'total',
              'status',
            ],
            navigationPage: { navigation: toOrders(ordersSearch, 'main', 'name') },
          },
        },
      ],
    },
    metadata: {
      server,
      endpoint: endpoints.customer,
      datasets: [
        { name: 'main', datasetType: 'record', server, endpoint: endpoints.customer },
        {
          name: 'contacts',
          datasetType: 'list',
          server,
          endpoint: endpoints.contacts,
          params: parent('customerId', 'id'),
        },
        {
          name: 'orders',
          datasetType: 'list',
          server,
          endpoint: endpoints.ordersNewestFirst,
          params: parent('customerId', 'id'),
        },
        {
          name: 'latestOrder',
          datasetType: 'lookup',
          server,
          endpoint: endpoints.orders,
          params: parent('orderNumber', 'lastOrderNumber'),
        },
        {
          name: 'product',
          datasetType: 'record',
          server,
          endpoint: endpoints.product,
          variables: [{ name: 'productId', dataset: 'latestOrder', field: 'productId' }],
        },
      ],
    },
  });
}
