import { describe, expect, it } from 'vitest';
import { generateDataSet } from './generate-data.ts';

describe('the generated data set', () => {
  const data = generateDataSet();

  it('has thousands of rows over four related entities', () => {
    expect(data.customers).toHaveLength(2500);
    expect(data.contacts).toHaveLength(6000);
    expect(data.products).toHaveLength(300);
    expect(data.orders).toHaveLength(10000);
  });

  it('is the same on every start', () => {
    expect(generateDataSet()).toEqual(data);
    expect(generateDataSet(7).customers[0]).not.toEqual(data.customers[0]);
  });

  it('links orders to existing customers and products, and contacts to customers', () => {
    const customers = new Map(data.customers.map((row) => [row.id, row]));
    const products = new Set(data.products.map((row) => row.id));
    for (const order of data.orders) {
      expect(customers.get(order.customerId)?.name).toBe(order.customerName);
      expect(products.has(order.productId)).toBe(true);
    }
    for (const contact of data.contacts) expect(customers.has(contact.customerId)).toBe(true);
  });

  it("keeps each customer's most recent order number, null for a customer without orders", () => {
    for (const customer of data.customers.slice(0, 200)) {
      const own = data.orders.filter((order) => order.customerId === customer.id);
      const newest = own.reduce<(typeof own)[number] | undefined>(
        (best, order) => (!best || String(order.orderDate) >= String(best.orderDate) ? order : best),
        undefined,
      );
      expect(customer.lastOrderNumber).toBe(newest?.orderNumber ?? null);
    }
    const small = generateDataSet(1, { customers: 5, contacts: 0, products: 1, orders: 0 });
    expect(small.customers.every((customer) => customer.lastOrderNumber === null)).toBe(true);
  });

  it('holds names with apostrophes, accents and special characters to search for', () => {
    const names = data.customers.map((row) => String(row.name));
    expect(names.some((name) => name.includes("O'Neil"))).toBe(true);
    expect(names.some((name) => name.includes('Zürich'))).toBe(true);
    expect(names.some((name) => name.includes('_'))).toBe(true);
    expect(data.products.some((row) => String(row.name).includes('100%'))).toBe(true);
  });
});
