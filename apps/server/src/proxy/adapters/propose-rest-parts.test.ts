import { messages, restDetectReply } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { documentedAnswers } from '../../../test/proxy/fixtures/rest-documented-answers.ts';
import { AppError } from '../../errors.ts';
import { proposeRestParts } from './propose-rest-parts.ts';

const propose = (name: keyof typeof documentedAnswers) => {
  const { url, headers, body } = documentedAnswers[name];
  const proposal = proposeRestParts({ url: new URL(url), headers, body });
  // What the route answers must fit its declared reply.
  return restDetectReply.parse(proposal);
};
const sample = (body: unknown, url = 'http://api.test/things', headers = {}) =>
  proposeRestParts({ url: new URL(url), headers, body });

describe("'Detect' proposes the parts from one documented answer of each framework", () => {
  it('json-server 1.x: rows in data, the total in items, page numbers from the asked _page and _per_page', () => {
    expect(propose('json-server-1')).toEqual({
      rows: 'data',
      total: { body: 'items' },
      paging: { style: 'page', page: '_page', size: '_per_page', firstPage: 1 },
      findings: [
        "Rows: 2 at 'data'.",
        "Total: 100 at 'items'.",
        "Paging: page number in '_page' from 1, page size in '_per_page' (next page 4 at 'next').",
      ],
    });
  });

  it('Feathers: rows in data, the total in total, $skip and $limit', () => {
    expect(propose('feathers')).toMatchObject({
      rows: 'data',
      total: { body: 'total' },
      paging: { style: 'offset', offset: '$skip', limit: '$limit' },
    });
  });

  it("Spring Data REST: _embedded.*, page.totalElements, pages from 0 read from the first page's next link", () => {
    expect(propose('spring-data-rest')).toMatchObject({
      rows: '_embedded.*',
      total: { body: 'page.totalElements' },
      paging: { style: 'page', page: 'page', size: 'size', firstPage: 0 },
    });
  });

  it("Django REST framework: results, count, and the next URL's limit and offset", () => {
    expect(propose('django-rest-framework')).toMatchObject({
      rows: 'results',
      total: { body: 'count' },
      paging: { style: 'offset', offset: 'offset', limit: 'limit' },
    });
  });

  it("Laravel: data, total, and page/per_page from the paginator's current_page and per_page", () => {
    expect(propose('laravel')).toMatchObject({
      rows: 'data',
      total: { body: 'total' },
      paging: { style: 'page', page: 'page', size: 'per_page', firstPage: 1 },
    });
  });

  it('Strapi 5: data, meta.pagination.total, pagination[start] and pagination[limit]', () => {
    expect(propose('strapi')).toMatchObject({
      rows: 'data',
      total: { body: 'meta.pagination.total' },
      paging: { style: 'offset', offset: 'pagination[start]', limit: 'pagination[limit]' },
    });
  });

  it('Directus: data and meta.filter_count; no paging hint leaves paging as it was', () => {
    const proposal = propose('directus');
    expect(proposal).toMatchObject({ rows: 'data', total: { body: 'meta.filter_count' }, paging: null });
    expect(proposal.findings[2]).toBe('Paging: no hint in the answer; the paging part is left as it was.');
  });

  it('PostgREST: the body is the rows, the total after the / of Content-Range, offset and limit asked', () => {
    expect(propose('postgrest')).toMatchObject({
      rows: '',
      total: 'content-range',
      paging: { style: 'offset', offset: 'offset', limit: 'limit' },
    });
  });

  it('GitHub: the Link header\'s rel="next" pages, its changing parameter and page size named', () => {
    const proposal = propose('github');
    expect(proposal).toMatchObject({
      rows: '',
      total: 'none',
      paging: { style: 'cursor', from: 'link', param: 'page', limit: 'per_page' },
    });
    expect(proposal.findings[1]).toBe('Total: none found, so rows are not counted.');
  });
});

describe("'Detect' on other shapes", () => {
  it('takes the first array of records breadth first, a common name winning over one met first', () => {
    expect(sample({ tags: [{ a: 1 }], items: [{ id: 1 }], meta: { rows: [{ id: 2 }] } })?.rows).toBe('items');
    expect(sample({ envelope: { list: [{ id: 1 }] }, labels: ['x'] })?.rows).toBe('envelope.list');
  });

  it('reads an empty page by its common name, and finds nothing in an answer without records', () => {
    expect(sample({ results: [], count: 0 })).toMatchObject({ rows: 'results', total: { body: 'count' } });
    expect(sample({ names: ['a', 'b'], status: 'ok' })).toBeUndefined();
    expect(sample('plain text')).toBeUndefined();
  });

  it('finds the X-Total-Count header when the body counts nothing', () => {
    expect(
      sample([{ id: 1 }], 'http://api.test/things?_start=0&_limit=10', { 'x-total-count': '42' }),
    ).toMatchObject({
      total: 'x-total-count',
      paging: { style: 'offset', offset: '_start', limit: '_limit' },
    });
  });

  it('takes a next token in the body as a cursor read from there', () => {
    expect(
      sample({ items: [{ id: 1 }], meta: { next_cursor: 'abc' } }, 'http://api.test/t?per_page=10'),
    ).toMatchObject({
      rows: 'items',
      total: 'none',
      paging: { style: 'cursor', from: { body: 'meta.next_cursor' }, param: 'cursor', limit: 'per_page' },
    });
  });

  it('follows a next URL that carries an opaque cursor from the body', () => {
    expect(sample({ data: [{ id: 1 }], links: { next: '/things?after=xyz' } })?.paging).toEqual({
      style: 'cursor',
      from: { body: 'links.next' },
      param: 'after',
    });
  });

  it('does not take a number inside the rows for the total', () => {
    expect(sample({ data: [{ id: 1, total: 9 }] })?.total).toBe('none');
  });
});

describe("'Detect' on an answer built to cost", () => {
  it('reads at most 100,000 values outside the lists, then says the answer is too large (502)', () => {
    const wide: Record<string, unknown> = { data: [{ id: 1 }] };
    for (let index = 0; index < 150_000; index += 1) wide[`k${index}`] = [{ id: index }];
    let refusal: unknown;
    try {
      sample(wide);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'upstream_invalid', message: messages.restDetectTooLarge });
    expect((refusal as AppError).status).toBe(502);
  });

  it('still reads a page of thousands of rows, which it never enters', () => {
    const rows = Array.from({ length: 200_000 }, (_, id) => ({ id, name: `row ${id}` }));
    expect(sample({ results: rows, count: 900_000 })).toMatchObject({
      rows: 'results',
      total: { body: 'count' },
    });
  });
});
