import {
  cities,
  companyStems,
  companySuffixes,
  firstNames,
  lastNames,
  orderStatuses,
  productCategories,
  segments,
  titles,
} from './name-lists.ts';
import { seededRandom } from './seeded-random.ts';

export type Row = Record<string, string | number | null>;
export type DataSet = Record<'customers' | 'contacts' | 'products' | 'orders', Row[]>;
export type EntityName = keyof DataSet;
export const entityNames: EntityName[] = ['customers', 'contacts', 'products', 'orders'];

export type DataSetSize = { customers: number; contacts: number; products: number; orders: number };
export const defaultSize: DataSetSize = { customers: 2500, contacts: 6000, products: 300, orders: 10000 };

const day = 86_400_000;
const epoch = Date.UTC(2022, 0, 1);
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/** The same realistic, related rows on every start: orders and contacts point at customers and products. */
export function generateDataSet(seed = 20240601, size: DataSetSize = defaultSize): DataSet {
  const random = seededRandom(seed);
  const customers: Row[] = [];
  for (let id = 1; id <= size.customers; id += 1) {
    const name = `${random.pick(companyStems)} ${random.pick(companySuffixes)}`;
    const [city, country] = random.pick(cities);
    customers.push({
      id,
      name: `${name} ${id}`,
      email: `info@${slug(name)}${id}.example`,
      phone: `+${random.integer(1, 99)} ${random.integer(100, 999)} ${random.integer(1000000, 9999999)}`,
      city,
      country,
      segment: random.pick(segments),
      creditLimit: random.integer(1, 100) * 1000,
      accountManager: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
      createdAt: isoDate(epoch + random.integer(0, 900) * day),
    });
  }
  const contacts: Row[] = [];
  for (let id = 1; id <= size.contacts; id += 1) {
    const firstName = random.pick(firstNames);
    const lastName = random.pick(lastNames);
    contacts.push({
      id,
      customerId: id <= size.customers ? id : random.integer(1, size.customers),
      firstName,
      lastName,
      email: `${slug(firstName)}.${slug(lastName)}${id}@mail.example`,
      phone: `+${random.integer(1, 99)} ${random.integer(100, 999)} ${random.integer(1000000, 9999999)}`,
      title: random.pick(titles),
    });
  }
  const products: Row[] = [];
  for (let id = 1; id <= size.products; id += 1) {
    const [category, names] = random.pick(productCategories);
    products.push({
      id,
      sku: `SKU-${String(id).padStart(5, '0')}`,
      name: `${random.pick(names)} #${id}`,
      category,
      price: random.money(2, 400),
      stock: random.integer(0, 2000),
    });
  }
  const orders: Row[] = [];
  for (let id = 1; id <= size.orders; id += 1) {
    const customer = customers[random.integer(0, customers.length - 1)];
    const product = products[random.integer(0, products.length - 1)];
    const quantity = random.integer(1, 40);
    const unitPrice = product.price as number;
    orders.push({
      id,
      orderNumber: `SO-${String(100000 + id)}`,
      customerId: customer.id,
      customerName: customer.name,
      productId: product.id,
      productName: product.name,
      quantity,
      unitPrice,
      total: Math.round(quantity * unitPrice * 100) / 100,
      status: random.pick(orderStatuses),
      orderDate: isoDate(epoch + random.integer(0, 1000) * day),
    });
  }
  markLastOrders(customers, orders);
  return { customers, contacts, products, orders };
}

/**
 * Each customer's most recent order number (null without orders), as CRMs keep it on the account,
 * so a page can look the order up by its number. Set after the orders are drawn, so that adding
 * it changed none of the random draws.
 */
function markLastOrders(customers: Row[], orders: Row[]) {
  const latest = new Map<unknown, Row>();
  for (const order of orders) {
    const current = latest.get(order.customerId);
    if (!current || String(order.orderDate) >= String(current.orderDate)) latest.set(order.customerId, order);
  }
  for (const customer of customers) customer.lastOrderNumber = latest.get(customer.id)?.orderNumber ?? null;
}
