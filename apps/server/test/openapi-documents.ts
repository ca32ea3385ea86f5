/** OpenAPI documents as APIs publish them, for the import tests. */

/** OpenAPI 3.0: a user list (bare array), a user by id, a paged order list, and a POST. */
export function usersApi30(changes: { ordersParams?: string[] } = {}) {
  return {
    openapi: '3.0.3',
    info: { title: 'Shop', version: '1.0.0' },
    servers: [{ url: 'https://api.example.com/v1' }],
    paths: {
      '/users': {
        get: {
          operationId: 'listUsers',
          parameters: [
            { name: 'search', in: 'query', schema: { type: 'string' } },
            { name: 'X-Trace', in: 'header', schema: { type: 'string' } },
          ],
          responses: {
            200: {
              description: 'The users',
              content: {
                'application/json': {
                  schema: { type: 'array', items: { $ref: '#/components/schemas/User' } },
                },
              },
            },
          },
        },
        post: {
          operationId: 'createUser',
          responses: { 201: { description: 'Created' } },
        },
      },
      '/users/{userId}': {
        parameters: [{ name: 'userId', in: 'path', required: true, schema: { type: 'string' } }],
        get: {
          summary: 'One user',
          responses: {
            200: {
              description: 'The user',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } },
            },
          },
        },
      },
      '/orders': {
        get: {
          parameters: (changes.ordersParams ?? ['page']).map((name) => ({
            $ref: `#/components/parameters/${name}`,
          })),
          responses: {
            200: {
              description: 'A page of orders',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/OrderPage' } } },
            },
          },
        },
      },
    },
    components: {
      parameters: {
        page: { name: 'page', in: 'query', schema: { type: 'integer' } },
        status: { name: 'status', in: 'query', schema: { type: 'string' } },
      },
      schemas: {
        User: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            name: { type: 'string' },
            manager: { $ref: '#/components/schemas/User' },
          },
        },
        OrderPage: {
          type: 'object',
          properties: {
            results: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } } } },
            count: { type: 'integer' },
          },
        },
      },
    },
  };
}

/** OpenAPI 3.1 as YAML: nullable arrays written as a type list, a server with a variable. */
export const catalogApi31Yaml = `
openapi: 3.1.0
info:
  title: Catalog
  version: '2'
servers:
  - url: https://catalog.example.com/{version}
    variables:
      version:
        default: api/v2
paths:
  /products:
    get:
      operationId: products
      parameters:
        - name: category
          in: query
          schema: {type: string}
        - name: limit
          in: query
          schema: {type: integer}
      responses:
        '200':
          description: Products
          content:
            application/json:
              schema:
                type: [array, 'null']
                items: {$ref: '#/components/schemas/Product'}
  /products/{sku}:
    get:
      operationId: product
      parameters:
        - {name: sku, in: path, required: true, schema: {type: string}}
      responses:
        '200':
          description: A product
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Product'}
    delete:
      operationId: deleteProduct
      parameters:
        - {name: sku, in: path, required: true, schema: {type: string}}
      responses:
        '204': {description: Gone}
components:
  schemas:
    Product:
      type: object
      properties:
        sku: {type: string}
        price: {type: [number, 'null']}
`;

/** Swagger 2.0 with a base path, a JSON body list under `items` and form parameters. */
export const petsSwagger20 = {
  swagger: '2.0',
  info: { title: 'Pets', version: '1' },
  host: 'pets.example.com',
  basePath: '/v1',
  paths: {
    '/pets': {
      get: {
        operationId: 'findPets',
        parameters: [
          { name: 'tags', in: 'query', type: 'array', items: { type: 'string' } },
          { name: 'limit', in: 'query', type: 'integer' },
        ],
        responses: {
          200: { description: 'pets', schema: { type: 'array', items: { $ref: '#/definitions/Pet' } } },
        },
      },
    },
    '/pets/{id}': {
      get: {
        operationId: 'findPetById',
        parameters: [{ name: 'id', in: 'path', required: true, type: 'integer' }],
        responses: { 200: { description: 'pet', schema: { $ref: '#/definitions/Pet' } } },
      },
      put: {
        operationId: 'updatePet',
        parameters: [
          { name: 'id', in: 'path', required: true, type: 'integer' },
          { name: 'name', in: 'formData', type: 'string' },
        ],
        consumes: ['application/x-www-form-urlencoded'],
        responses: { 200: { description: 'pet' } },
      },
    },
  },
  definitions: { Pet: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } },
};
