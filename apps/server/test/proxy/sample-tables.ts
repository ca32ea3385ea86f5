import { generateDataSet } from '@portal/sample-upstream';

/** A small slice of the sample data set, for json-server (which filters in memory on every call). */
export function sampleTables(customers = 300, products = 300) {
  const data = generateDataSet();
  return { customers: data.customers.slice(0, customers), products: data.products.slice(0, products) };
}
