import { messages } from '@portal/contracts';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestEngine,
  dataOf,
  endpointFor,
  failureOf,
  inputFor,
  serverAt,
} from '../../../test/proxy/engine-fixtures.ts';
import { type FakeUpstream, sendJson, startFakeUpstream } from '../../../test/proxy/start-fake-upstream.ts';

type TokenResponse = { statusCode: number; body: Record<string, unknown> };
type TokenRequest = { body: Record<string, string>; headers: Record<string, string | undefined> };

let oauth: OAuth2Server;
let upstream: FakeUpstream;
const accepted = new Set<string>();
const tokenRequests: TokenRequest[] = [];
let shapeTokenResponse: (response: TokenResponse) => void = () => {};
let refuseEveryToken = false;

beforeAll(async () => {
  oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  oauth.service.on('beforeResponse', (response: TokenResponse, request: TokenRequest) => {
    tokenRequests.push({ body: { ...request.body }, headers: { ...request.headers } });
    shapeTokenResponse(response);
    if (response.statusCode === 200) accepted.add(String(response.body.access_token));
  });
  upstream = await startFakeUpstream((request, response) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !accepted.has(token) || refuseEveryToken)
      return sendJson(response, 401, { message: 'Invalid token' });
    sendJson(response, 200, { value: [{ url: request.url }], totalResults: 1000 });
  });
});
afterAll(async () => {
  await oauth.stop();
  await upstream.close();
});
beforeEach(() => {
  accepted.clear();
  tokenRequests.length = 0;
  shapeTokenResponse = () => {};
  refuseEveryToken = false;
});

let engine = createTestEngine();
afterEach(async () => {
  await engine.close();
  engine = createTestEngine();
});

const credentials = () => ({
  username: 'ana@example.com',
  password: 'pässword with spaces',
  clientid: 'portal',
  secret: 's3cret+/=',
  scope: 'read write',
  // The issuer names itself localhost; credentials go over plain http only to the allowed 127.0.0.1.
  tokenurl: `${oauth.issuer.url?.replace('//localhost:', '//127.0.0.1:')}/token`,
});
const oauthServer = () => serverAt(upstream.url, 'default', 'auth2ropasswordcredentias', credentials());
const pageCall = (server: ReturnType<typeof oauthServer>, offset: number, endpoint = endpointFor('rows')) =>
  engine.call(inputFor(server, endpoint, { params: { offset } }));
const upstreamCalls = () => upstream.requests.length;

describe('the OAuth2 password grant', () => {
  it('makes exactly one token request for 50 concurrent calls with a cold token', async () => {
    const server = oauthServer();
    const before = upstreamCalls();
    const results = await Promise.all(Array.from({ length: 50 }, (_, offset) => pageCall(server, offset)));
    expect(results.map((result) => dataOf(result).offset)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(tokenRequests).toHaveLength(1);
    expect(upstreamCalls() - before).toBe(50);
    const bearers = new Set(upstream.requests.slice(before).map((request) => request.headers.authorization));
    expect(bearers.size).toBe(1);
  });

  it('sends the grant as a form with the client in HTTP Basic', async () => {
    await pageCall(oauthServer(), 0);
    const [request] = tokenRequests;
    expect(request.body).toEqual({
      grant_type: 'password',
      username: 'ana@example.com',
      password: 'pässword with spaces',
      scope: 'read write',
    });
    const basic = Buffer.from(
      String(request.headers.authorization).replace(/^Basic /, ''),
      'base64',
    ).toString();
    expect(basic).toBe(`portal:${encodeURIComponent('s3cret+/=')}`);
  });

  it('sends the client in the form body, or no client at all, when the server says so', async () => {
    const inBody = { ...credentials(), clientauth: 'body' };
    await pageCall(serverAt(upstream.url, 'default', 'auth2ropasswordcredentias', inBody), 0);
    expect(tokenRequests[0].body).toEqual({
      grant_type: 'password',
      username: 'ana@example.com',
      password: 'pässword with spaces',
      scope: 'read write',
      client_id: 'portal',
      client_secret: 's3cret+/=',
    });
    expect(tokenRequests[0].headers.authorization).toBeUndefined();

    const publicClient = { ...credentials(), clientid: '', secret: '', clientauth: 'none' };
    const call = await pageCall(
      serverAt(upstream.url, 'default', 'auth2ropasswordcredentias', publicClient),
      0,
    );
    expect(dataOf(call).value).toHaveLength(1);
    expect(tokenRequests[1].body).toEqual({
      grant_type: 'password',
      username: 'ana@example.com',
      password: 'pässword with spaces',
      scope: 'read write',
    });
    expect(tokenRequests[1].headers.authorization).toBeUndefined();
  });

  it('renews an expired token once, however many calls need it', async () => {
    shapeTokenResponse = (response) => {
      response.body.expires_in = 1;
    };
    const server = oauthServer();
    await pageCall(server, 0);
    expect(tokenRequests).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await Promise.all(Array.from({ length: 20 }, (_, index) => pageCall(server, index + 1)));
    expect(tokenRequests).toHaveLength(2);
  });

  it('renews once and retries once after an upstream 401', async () => {
    const server = oauthServer();
    await pageCall(server, 0);
    accepted.clear();
    const before = upstreamCalls();
    expect(dataOf(await pageCall(server, 1)).offset).toBe(1);
    expect(tokenRequests).toHaveLength(2);
    expect(upstreamCalls() - before).toBe(2);
  });

  it('gives a clear error when the renewed token is refused too', async () => {
    refuseEveryToken = true;
    const server = oauthServer();
    const seen = upstreamCalls();
    const error = await failureOf(pageCall(server, 0));
    expect(error.code).toBe('upstream_error');
    expect(error.message).toBe(messages.upstreamAuthRefused);
    expect(tokenRequests).toHaveLength(2);
    expect(upstreamCalls() - seen).toBe(2);
  });

  it("reports the token server's refusal and asks again next time", async () => {
    shapeTokenResponse = (response) => {
      response.statusCode = 401;
      response.body = { error: 'invalid_client', error_description: 'Unknown client' };
    };
    const server = oauthServer();
    const error = await failureOf(pageCall(server, 0));
    expect(error.message).toBe(`${messages.upstreamTokenFailed} (401: Unknown client)`);
    await failureOf(pageCall(server, 0));
    expect(tokenRequests).toHaveLength(2);
  });

  it('sends the token request through the outbound guard', async () => {
    const server = serverAt(upstream.url, 'default', 'auth2ropasswordcredentias', {
      ...credentials(),
      tokenurl: 'http://169.254.169.254/token',
    });
    const error = await failureOf(pageCall(server, 0));
    expect(error.code).toBe('upstream_blocked');
  });
});

describe('credentials over plain http', () => {
  it('are sent only to hosts the operator allowed, by the name the URL spells', async () => {
    const named = serverAt(upstream.url.replace('127.0.0.1', 'localhost'), 'default', 'basic', {
      username: 'svc',
      password: 'pw',
    });
    const before = upstreamCalls();
    const refused = await failureOf(engine.call(inputFor(named, endpointFor('rows'))));
    expect(refused).toMatchObject({ code: 'upstream_blocked', message: messages.credentialsNeedHttps });
    const grant = serverAt(upstream.url, 'default', 'auth2ropasswordcredentias', {
      ...credentials(),
      tokenurl: `${oauth.issuer.url}/token`,
    });
    expect(await failureOf(pageCall(grant, 0))).toMatchObject({ code: 'upstream_blocked' });
    expect(tokenRequests).toHaveLength(0);
    expect(upstreamCalls()).toBe(before);
  });
});
