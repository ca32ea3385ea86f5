import { messages, type PageOverview } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { getStartedSteps } from './get-started-steps';

const page = (type: 'search' | 'detail', groups: number): PageOverview => ({
  uuid: `${type}-${groups}`,
  name: type,
  type,
  groups: Array.from({ length: groups }, (_, index) => ({ uuid: `g${index}`, name: `G${index}` })),
  linkedFrom: [],
  updatedAt: 0,
  updatedBy: null,
});
const empty = { servers: 0, endpoints: 0, pages: [], people: 1 };
// The abilities the server answers an admin and designer, and a designer only.
const owner = { openAdminScreens: true, openDesignerScreens: true };
const designer = { openAdminScreens: false, openDesignerScreens: true };

describe("a new account's 'Get started' steps", () => {
  it('are all still to do for the owner of an empty account, each with where it is done', () => {
    const steps = getStartedSteps(empty, owner);
    expect(steps.map((step) => [step.title, step.done, step.href])).toEqual([
      [messages.getStartedServer, false, '/admin/connectorsadmin'],
      [messages.getStartedEndpoints, false, '/admin/connectorsadmin'],
      [messages.getStartedSearchPage, false, '/designer/newsearch'],
      [messages.getStartedDetailPage, false, '/designer/newdetail'],
      [messages.getStartedGroup, false, '/designer/editgroups'],
      [messages.getStartedUser, false, '/admin/usersadmin'],
    ]);
  });

  it('are done as the data shows them done, whoever did them', () => {
    const steps = getStartedSteps(
      { servers: 1, endpoints: 3, pages: [page('search', 0), page('detail', 1)], people: 2 },
      owner,
    );
    expect(steps.every((step) => step.done)).toBe(true);
  });

  it('a page in no group leaves the group step to do', () => {
    const steps = getStartedSteps({ ...empty, pages: [page('search', 0)] }, designer);
    expect(steps.find((step) => step.title === messages.getStartedGroup)?.done).toBe(false);
    expect(steps.find((step) => step.title === messages.getStartedSearchPage)?.done).toBe(true);
  });

  it("gives a designer no link to an administrator's screens", () => {
    const steps = getStartedSteps(empty, designer);
    expect(steps.filter((step) => step.href === null).map((step) => step.title)).toEqual([
      messages.getStartedServer,
      messages.getStartedEndpoints,
      messages.getStartedUser,
    ]);
  });
});
