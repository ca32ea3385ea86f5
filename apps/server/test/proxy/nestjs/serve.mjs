// An order desk as a company would write it with NestJS and @nestjs/swagger, which publishes its
// OpenAPI document at /docs-json: HTTP basic sign-in, offset/limit paging answering
// {data, meta: {total, offset, limit}}, filters as query parameters (status, several at once;
// customerId; amount_gte/amount_lte; q) and sort=field:asc|desc from an enum. Plain JavaScript
// calling the decorators as functions (Reflect.decorate), since Node runs TypeScript without them.
// The rows come from the JSON file named by SAMPLE_TABLES; prints the port, then one line
// "request <method> <url>" on stderr per request.
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { Controller, Get, HttpException, Module, Param, Query, UseGuards } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  ApiBasicAuth,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProperty,
  ApiQuery,
  DocumentBuilder,
  SwaggerModule,
} from '@nestjs/swagger';

const tables = JSON.parse(readFileSync(process.env.SAMPLE_TABLES, 'utf8'));
const username = process.env.SAMPLE_USERNAME ?? 'orders';
const password = process.env.SAMPLE_PASSWORD ?? 'orders-password';

const statuses = ['new', 'paid', 'shipped', 'cancelled'];
const countries = ['FR', 'DE', 'US', 'JP'];

/** Applies decorators as TypeScript's emitted code does. */
function decorate(target, key, decorators) {
  const descriptor = Object.getOwnPropertyDescriptor(target, key);
  const result = Reflect.decorate(decorators, target, key, descriptor);
  if (result) Object.defineProperty(target, key, result);
}
const property = (type, key, options) => Reflect.decorate([ApiProperty(options)], type.prototype, key);

class Order {}
property(Order, 'id', { type: Number });
property(Order, 'number', { type: String, example: 'SO-0001' });
property(Order, 'status', { enum: statuses });
property(Order, 'amount', { type: Number });
property(Order, 'customerId', { type: Number });
property(Order, 'createdAt', { type: String, format: 'date-time' });

class Customer {}
property(Customer, 'id', { type: Number });
property(Customer, 'name', { type: String });
property(Customer, 'country', { enum: countries });
property(Customer, 'email', { type: String });

class PageMeta {}
property(PageMeta, 'total', { type: Number });
property(PageMeta, 'offset', { type: Number });
property(PageMeta, 'limit', { type: Number });

class OrderPage {}
property(OrderPage, 'data', { type: [Order] });
property(OrderPage, 'meta', { type: PageMeta });

class CustomerPage {}
property(CustomerPage, 'data', { type: [Customer] });
property(CustomerPage, 'meta', { type: PageMeta });

class BasicGuard {
  canActivate(context) {
    const header = context.switchToHttp().getRequest().headers.authorization ?? '';
    const expected = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
    if (header !== expected) throw new HttpException('Unauthorized', 401);
    return true;
  }
}

const list = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const number = (value) => (value === undefined || value === '' ? undefined : Number(value));

function page(rows, query, sortable) {
  const offset = number(query.offset) ?? 0;
  const limit = Math.min(number(query.limit) ?? 20, 100);
  if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1)
    throw new HttpException('offset and limit must be whole numbers', 400);
  let sorted = rows;
  if (query.sort !== undefined) {
    const [field, direction] = String(query.sort).split(':');
    if (!sortable.includes(field) || !['asc', 'desc'].includes(direction))
      throw new HttpException(`sort must be one of ${sortable.join(', ')} with :asc or :desc`, 400);
    const sign = direction === 'desc' ? -1 : 1;
    sorted = [...rows].sort((a, b) =>
      a[field] < b[field] ? -sign : a[field] > b[field] ? sign : a.id - b.id,
    );
  }
  return { data: sorted.slice(offset, offset + limit), meta: { total: rows.length, offset, limit } };
}

const paging = [
  ApiQuery({ name: 'offset', required: false, type: Number }),
  ApiQuery({ name: 'limit', required: false, type: Number }),
];
const sortQuery = (fields) =>
  ApiQuery({
    name: 'sort',
    required: false,
    enum: fields.flatMap((field) => [`${field}:asc`, `${field}:desc`]),
  });

const orderFields = ['id', 'number', 'amount', 'createdAt'];
class OrdersController {
  list(query) {
    let rows = tables.orders;
    const wanted = list(query.status);
    if (wanted.length > 0) rows = rows.filter((row) => wanted.includes(row.status));
    if (query.customerId !== undefined)
      rows = rows.filter((row) => row.customerId === Number(query.customerId));
    const from = number(query.amount_gte);
    const to = number(query.amount_lte);
    if (from !== undefined) rows = rows.filter((row) => row.amount >= from);
    if (to !== undefined) rows = rows.filter((row) => row.amount <= to);
    if (query.q)
      rows = rows.filter((row) => row.number.toLowerCase().includes(String(query.q).toLowerCase()));
    return page(rows, query, orderFields);
  }
  one(id) {
    const row = tables.orders.find((order) => order.id === Number(id));
    if (!row) throw new HttpException('Order not found', 404);
    return row;
  }
}
decorate(OrdersController.prototype, 'list', [
  Get(),
  ApiOperation({ summary: 'List orders' }),
  ...paging,
  ApiQuery({ name: 'status', required: false, enum: statuses, isArray: true }),
  ApiQuery({ name: 'customerId', required: false, type: Number }),
  ApiQuery({ name: 'amount_gte', required: false, type: Number }),
  ApiQuery({ name: 'amount_lte', required: false, type: Number }),
  ApiQuery({ name: 'q', required: false, type: String, description: 'Text in the order number' }),
  sortQuery(orderFields),
  ApiOkResponse({ type: OrderPage }),
]);
Query()(OrdersController.prototype, 'list', 0);
decorate(OrdersController.prototype, 'one', [
  Get(':id'),
  ApiOperation({ summary: 'Get an order' }),
  ApiParam({ name: 'id', type: Number }),
  ApiOkResponse({ type: Order }),
]);
Param('id')(OrdersController.prototype, 'one', 0);
Reflect.decorate([Controller('orders'), ApiBasicAuth(), UseGuards(BasicGuard)], OrdersController);

const customerFields = ['id', 'name'];
class CustomersController {
  list(query) {
    let rows = tables.customers;
    if (query.country !== undefined) rows = rows.filter((row) => row.country === query.country);
    if (query.q) rows = rows.filter((row) => row.name.toLowerCase().includes(String(query.q).toLowerCase()));
    return page(rows, query, customerFields);
  }
  one(id) {
    const row = tables.customers.find((customer) => customer.id === Number(id));
    if (!row) throw new HttpException('Customer not found', 404);
    return row;
  }
}
decorate(CustomersController.prototype, 'list', [
  Get(),
  ApiOperation({ summary: 'List customers' }),
  ...paging,
  ApiQuery({ name: 'country', required: false, enum: countries }),
  ApiQuery({ name: 'q', required: false, type: String, description: 'Text in the name' }),
  sortQuery(customerFields),
  ApiOkResponse({ type: CustomerPage }),
]);
Query()(CustomersController.prototype, 'list', 0);
decorate(CustomersController.prototype, 'one', [
  Get(':id'),
  ApiOperation({ summary: 'Get a customer' }),
  ApiParam({ name: 'id', type: Number }),
  ApiOkResponse({ type: Customer }),
]);
Param('id')(CustomersController.prototype, 'one', 0);
Reflect.decorate([Controller('customers'), ApiBasicAuth(), UseGuards(BasicGuard)], CustomersController);

class AppModule {}
Reflect.decorate([Module({ controllers: [OrdersController, CustomersController] })], AppModule);

const app = await NestFactory.create(AppModule, { logger: false });
app.setGlobalPrefix('api');
app.use((request, _response, next) => {
  process.stderr.write(`request ${request.method} ${request.url}\n`);
  next();
});
const config = new DocumentBuilder()
  .setTitle('Order desk')
  .setVersion('1.0')
  .addServer('/api')
  .addBasicAuth()
  .build();
SwaggerModule.setup('docs', app, () =>
  SwaggerModule.createDocument(app, config, { ignoreGlobalPrefix: true }),
);
await app.listen(0, '127.0.0.1');
process.stdout.write(`${app.getHttpServer().address().port}\n`);
