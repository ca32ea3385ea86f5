import { rmSync } from 'node:fs';
import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asHtml, dataOf, firstScreenApp, stateOf } from '../../test/first-screen-fixtures.ts';
import {
  createPerPersonWorld,
  type PerPersonWorld,
  usePerPersonPeers,
} from '../../test/oauth/per-person-world.ts';
import type { TestUser } from '../../test/test-app.ts';

// A data server that answers each person as them (DESIGN.md §6d): the page the server draws makes its
// calls as that person, so it shows their own rows, or 'Connect to {server}' before they connected.
const drawing = firstScreenApp();
const peers = usePerPersonPeers({ app: drawing, environment: { FIRST_SCREEN_WAIT_MS: '10000' } });
let world: PerPersonWorld;

beforeAll(async () => {
  world = await createPerPersonWorld(peers.test, peers.authorization, peers.resource);
});
afterAll(() => rmSync(drawing.webDist, { recursive: true, force: true }));

const openPage = async (person: TestUser, path: string) => {
  const response = await peers.test.app.inject({
    method: 'GET',
    url: path,
    headers: { 'sec-fetch-dest': 'document', cookie: person.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};
const searchPath = () => `/user/search/${world.search.uuid}`;
const detailPath = (id: string) =>
  `/user/detail/${world.detail.uuid}?vars=${encodeURIComponent(JSON.stringify({ id }))}`;
const connectLabel = () => `${messages.connectTo} Orders API`;

describe('a page drawn by the server over a data server that answers as each person', () => {
  it('offers a person without a connection to connect, in place of the rows and the record', async () => {
    for (const path of [searchPath(), detailPath('A-1')]) {
      const html = await openPage(world.ana, path);
      expect(html.includes(`>${asHtml(connectLabel())}</h2>`), 'the prompt is drawn').toBe(true);
      const refusal = stateOf(html)?.entries.find((entry) => 'refusal' in entry);
      expect(refusal && 'refusal' in refusal ? refusal.refusal.server : undefined).toEqual({
        uuid: world.server.uuid,
        name: 'Orders API',
      });
      expect(html).not.toContain('A-1</');
    }
  });

  it("shows each connected person their own rows, never another's", async () => {
    await world.connect(world.ana, 'ana');
    await world.connect(world.ben, 'ben');
    const ana = await openPage(world.ana, searchPath());
    const ben = await openPage(world.ben, searchPath());
    const rowsOf = (html: string) => {
      const entry = stateOf(html)?.entries.find((one) => one.key[0] === 'proxy');
      return (dataOf(entry) as { pages: Array<{ value: Array<{ id: string }> }> }).pages[0].value.map(
        (row) => row.id,
      );
    };
    expect(rowsOf(ana)).toEqual(['A-1', 'A-2', 'A-3']);
    expect(rowsOf(ben)).toEqual(['B-1', 'B-2']);
    expect(ana.includes('>B-1</')).toBe(false);
    expect(ben.includes('>A-1</')).toBe(false);
    expect(await openPage(world.ana, detailPath('A-2'))).toContain('</h1>');
  });
});
