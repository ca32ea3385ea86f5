import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('GET /api/docs', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('serves the OpenAPI document of the API, built from the route schemas', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/proxy', '/api/servers/{id}']),
    );
    const login = document.paths['/api/login'].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['email', 'password', 'fingerprint']),
    );
  });

  it('describes the detail view: datasets with their filters, the row of basic and list panels, navigation', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const saved = document.paths['/api/views/{id}'].put.requestBody.content['application/json'].schema;
    const detail = saved.oneOf.find(
      (branch: { properties: { type: { enum: string[] } } }) => branch.properties.type.enum[0] === 'detail',
    );
    const dataset = detail.properties.metadata.properties.datasets.items;
    expect(dataset.properties.datasetType.enum).toEqual(['record', 'list', 'lookup']);
    expect(Object.keys(dataset.properties.params.properties)).toEqual([
      'filterField',
      'parentDataset',
      'parentField',
    ]);
    expect(Object.keys(dataset.properties.variables.items.properties)).toEqual([
      'name',
      'dataset',
      'field',
      'value',
    ]);
    const { panels, contextual, title } = detail.properties.metacontent.properties;
    expect(Object.keys(title.properties)).toEqual(['dataset', 'field', 'value']);
    expect(Object.keys(contextual.items.properties)).toEqual(['prefix', 'value', 'suffix']);
    const [basic, list] = panels.items.oneOf;
    expect(basic.properties.fields.items.properties.valueType.enum).toEqual([
      'text',
      'number',
      'datenotime',
      'datewithtime',
    ]);
    expect(Object.keys(list.properties.fields.properties)).toEqual(
      expect.arrayContaining(['line1', 'line4', 'symbolType', 'drilldownFields', 'navigationPage']),
    );
    const navigation = list.properties.fields.properties.line1.properties.navigation;
    expect(navigation.properties.destinationType.enum).toEqual(['search', 'detail']);
    const read = document.paths['/api/views/{id}'].get.responses['200'].content['application/json'].schema;
    expect(read.oneOf).toHaveLength(2);
    const proxy = document.paths['/api/proxy'].post.requestBody.content['application/json'].schema;
    expect(proxy.properties.params.description).toContain('filters [{field, value}]');
  });
});
