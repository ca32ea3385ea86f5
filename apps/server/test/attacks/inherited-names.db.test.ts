import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../server-fixtures.ts';
import { createTenant, createTestApp, type TestApp, type TestUser } from '../test-app.ts';
import { addConnection, type Connection, detailViewBody } from '../view-fixtures.ts';

// Hole 4: a list panel icon named `constructor` broke the detail page for everyone, `toString`
// showed "[object Undefined]". Names a view stores are refused on save unless they are known.
describe('a detail view that names an icon, colour or image that does not exist', () => {
  let test: TestApp;
  let designer: TestUser;
  let connection: Connection;

  beforeAll(async () => {
    test = await createTestApp();
    ({ user: designer } = await createTenant(test, ['admin', 'designer']));
    connection = await addConnection(test, designer.cookie);
  });
  afterAll(() => test.close());

  function viewWith(panel: Record<string, unknown>) {
    const body = detailViewBody(connection);
    const metadata = body.metadata as { datasets: object[] };
    metadata.datasets.push({
      name: 'orders',
      datasetType: 'list',
      server: connection.server,
      endpoint: connection.endpoint,
      variables: [],
      params: { filterField: 'customerId', parentDataset: 'main', parentField: 'id' },
    });
    body.metacontent = { ...body.metacontent, panels: [panel] } as typeof body.metacontent;
    return body;
  }
  const listPanel = (fields: object, ui: object = {}) => ({
    type: 'list',
    title: 'Orders',
    dataset: 'orders',
    ui,
    fields: { line1: { field: 'id' }, symbolType: 'icon', ...fields },
  });
  const save = (body: object) => callApi(test, designer.cookie, 'POST', '/api/views', body);

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'no-such-icon'])(
    'refuses the list icon %s with a 400 naming it',
    async (icon) => {
      const response = await save(viewWith(listPanel({ icon })));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(`${messages.detailIconUnknown} ${JSON.stringify(icon)}`);
    },
  );

  it.each(['constructor', 'toString', 'Purple'])('refuses the panel colour %s, naming it', async (color) => {
    const response = await save(viewWith(listPanel({ icon: 'truck' }, { backgroundColor: color })));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`${messages.detailColorUnknown} ${JSON.stringify(color)}`);
  });

  it("refuses a basic field's card colour it does not know, naming it", async () => {
    const panel = {
      type: 'basic',
      title: 'Details',
      fields: [
        {
          label: 'Name',
          dataset: 'main',
          field: 'name',
          style: { type: 'card', backgroundColor: 'valueOf' },
        },
      ],
    };
    const response = await save(viewWith(panel));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`${messages.detailColorUnknown} "valueOf"`);
  });

  it.each(['constructor', '../../etc/passwd', 'panel_bottom_9.png'])(
    'refuses the bottom image %s, naming it',
    async (image) => {
      const response = await save(viewWith(listPanel({ icon: 'truck' }, { bottomImage: image })));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(
        `${messages.detailBottomImageUnknown} ${JSON.stringify(image)}`,
      );
    },
  );

  it('saves a known icon, colour and image', async () => {
    const panel = listPanel(
      { icon: 'truck' },
      { backgroundColor: 'Gray', bottomImage: 'panel_bottom_1.png' },
    );
    const response = await save(viewWith(panel));
    expect(response.statusCode, response.body).toBe(200);
  });
});
