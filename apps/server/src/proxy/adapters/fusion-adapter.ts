import { messages } from '@portal/contracts';
import { AppError } from '../../errors.ts';
import type { ProxyAdapter, RequestAdditions } from './adapter-types.ts';
import { oracleQueryPairs } from './oracle-query.ts';
import { finishPage, isRecord } from './read-page.ts';

/** Version 2 is the first to read q as an expression (upper(F) LIKE ...) instead of query-by-example. */
export const fusionFrameworkVersion = '2';

const recordAdditions = (): RequestAdditions => ({
  query: [['onlyData', 'true']],
  body: {},
  headers: { 'REST-Framework-Version': fusionFrameworkVersion },
});

/** Oracle Fusion's REST framework: items/count/hasMore/limit/offset/totalResults. */
export const fusionAdapter: ProxyAdapter = {
  buildListRequest(query) {
    return {
      query: [...oracleQueryPairs(query), ['onlyData', 'true']],
      body: {},
      headers: { 'REST-Framework-Version': fusionFrameworkVersion },
    };
  },

  normalizeList(answer, query) {
    const { body } = answer;
    if (!isRecord(body) || !Array.isArray(body.items)) {
      throw new AppError('upstream_invalid', messages.upstreamNoRows);
    }
    return finishPage({
      rows: body.items,
      offset: body.offset,
      limit: body.limit,
      totalResults: body.totalResults,
      hasMore: body.hasMore,
      asked: { offset: query.offset, limit: query.limit },
    });
  },

  buildRecordRequest: recordAdditions,
  normalizeRecord: (answer) => answer.body,
};
