import { type ProposedPage, proposedPage } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { describeProposedPage } from './describe-proposed-page';

const server = '00000000-0000-4000-8000-000000000001';
const endpoint = '00000000-0000-4000-8000-000000000002';
const ticketsKey = '00000000-0000-4000-8000-00000000000a';
const ticketKey = '00000000-0000-4000-8000-00000000000b';
const commentKey = '00000000-0000-4000-8000-00000000000c';
const link = (destination: string, dataset?: string) => ({
  destinationType: 'detail' as const,
  destination,
  variables: [{ field: 'id', value: 'id', ...(dataset ? { dataset } : {}) }],
});

// Parsed by the contract, so the shapes are the ones the proposal route answers.
const tickets: ProposedPage = proposedPage.parse({
  key: ticketsKey,
  type: 'search',
  name: 'Tickets',
  metacontent: {
    title: 'Tickets',
    columns: [
      { value: 'title', label: 'Title', navigation: link(ticketKey) },
      { value: 'hours_spent', label: 'Hours spent' },
    ],
    textFilters: [{ key: 'title', field: 'title', label: 'Title' }],
    customFilters: [
      { field: 'status', label: 'Status', type: 'Exact', options: ['open', 'closed'], values: [] },
      { field: 'hours_spent', label: 'Hours spent', type: 'Number' },
    ],
  },
  metadata: { server, endpoint },
});

const ticket: ProposedPage = proposedPage.parse({
  key: ticketKey,
  type: 'detail',
  name: 'Ticket',
  metacontent: {
    title: { dataset: 'main', field: 'title' },
    panels: [
      {
        type: 'basic',
        title: 'Ticket',
        fields: [{ label: 'Title', dataset: 'main', field: 'title' }],
      },
      {
        type: 'list',
        title: 'Comments',
        dataset: 'comments',
        fields: {
          line1: { field: 'posted_at', navigation: link(commentKey, 'comments') },
          line2: { label: 'By', field: 'author' },
        },
      },
    ],
  },
  metadata: { server, endpoint, datasets: [] },
});

describe('what a proposed page shows, in words', () => {
  it('says a search page’s columns, its exact filters, ranges and text filters, and the pages it opens', () => {
    expect(describeProposedPage(tickets)).toEqual({
      shows: ['Title', 'Hours spent'],
      filters: ['Status (exact)', 'Hours spent (range)', 'Title (text)'],
      linksTo: [ticketKey],
    });
  });

  it('says a record page’s panels with their fields, a list line without a label by its field, and each page it opens once', () => {
    expect(describeProposedPage(ticket)).toEqual({
      shows: ['Ticket: Title', 'Comments: Posted at, By'],
      filters: [],
      linksTo: [commentKey],
    });
  });
});
