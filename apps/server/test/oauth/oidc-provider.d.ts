// oidc-provider ships no types; what the tests' authorization server uses of it.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type ClientMetadata = Record<string, unknown> & { client_id: string };
  export type KoaContextWithOidc = {
    oidc: {
      params?: Record<string, unknown>;
      client?: { clientId: string };
      [key: string]: unknown;
    };
    [key: string]: unknown;
  };
  export type Client = { clientId: string; grantTypeAllowed(type: string): boolean };
  export type Account = { accountId: string; claims(): Promise<Record<string, unknown>> };
  export type AdapterConstructor = new (model: string) => unknown;
  export type Configuration = {
    adapter?: AdapterConstructor;
    clients?: ClientMetadata[];
    scopes?: string[];
    features?: Record<string, unknown>;
    findAccount?: (ctx: KoaContextWithOidc, id: string) => Promise<Account | undefined>;
    ttl?: Record<string, number | ((...args: unknown[]) => number)>;
    rotateRefreshToken?: (ctx: KoaContextWithOidc) => boolean;
    issueRefreshToken?: (ctx: KoaContextWithOidc, client: Client, code: unknown) => Promise<boolean>;
    cookies?: { keys: string[] };
    [key: string]: unknown;
  };
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    issuer: string;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: string, listener: (ctx: KoaContextWithOidc, ...rest: unknown[]) => void): this;
    registerGrantType(
      name: string,
      handler: (ctx: KoaContextWithOidc, next: () => Promise<void>) => Promise<void>,
      parameters?: string[] | Set<string>,
      allowedDuplicateParameters?: string[] | Set<string>,
    ): void;
    AccessToken: new (
      properties: Record<string, unknown>,
    ) => { save(): Promise<string>; [key: string]: unknown };
    [key: string]: unknown;
  }
}
