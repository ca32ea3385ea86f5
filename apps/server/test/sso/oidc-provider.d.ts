// oidc-provider ships no types; these are the few parts the test providers use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Grant = {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  };
  type Context = {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string };
      params?: Record<string, unknown>;
      provider: {
        Grant: {
          new (init: { clientId: string; accountId: string }): Grant;
          find(id: string): Promise<Grant | undefined>;
        };
      };
    };
  };
  type Account = { accountId: string; claims: () => Promise<Record<string, unknown>> };

  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        findAccount?: (ctx: Context, id: string) => Promise<Account | undefined>;
        loadExistingGrant?: (ctx: Context) => Promise<Grant | undefined>;
      },
    );
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
    /** A grant type of one's own at the token endpoint (e.g. RFC 8693 token exchange). */
    registerGrantType(name: string, handler: (ctx: unknown) => Promise<void>, parameters?: string[]): void;
  }
}
