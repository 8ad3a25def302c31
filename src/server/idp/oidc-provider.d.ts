/**
 * The subset of oidc-provider 9 that the embedded IdP uses. The package ships no types and
 * @types/oidc-provider would be one more dependency to keep in step; these signatures were
 * read from node_modules/oidc-provider/lib (provider.js, helpers/defaults.js, models/*).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** What models hand to the adapter; `consumed` is added by the adapter on find. */
  export interface AdapterPayload {
    [key: string]: unknown;
    jti?: string;
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    post_logout_redirect_uris?: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
    application_type?: 'web' | 'native';
    client_name?: string;
  }

  export interface Client {
    readonly clientId: string;
    readonly clientName?: string;
    grantTypeAllowed(grantType: string): boolean;
  }

  export interface Session {
    readonly accountId?: string;
    /** Set once the session was ended (end_session with logout=yes). */
    readonly destroyed?: boolean;
    readonly authorizations?: Record<string, { grantId?: string; persistsLogout?: boolean }>;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<AccountClaims>;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export interface PromptDetail {
    name: string;
    reasons: string[];
    details: {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
      login_hint?: string;
    };
  }

  export interface Interaction {
    readonly uid: string;
    readonly prompt: PromptDetail;
    readonly params: Record<string, unknown>;
    readonly session?: { accountId: string; uid?: string };
    readonly grantId?: string;
    readonly returnTo: string;
  }

  export interface Grant {
    readonly jti: string;
    readonly accountId: string;
    readonly clientId: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(ttl?: number): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface OIDCContext {
    readonly provider: Provider;
    /** The name of the matched route, e.g. 'authorization', 'end_session_confirm'. */
    readonly route?: string;
    readonly client?: Client;
    readonly session?: Session;
    readonly account?: Account;
    readonly result?: InteractionResults;
    /** The authorization request's parameters (extraParams included). */
    readonly params?: Record<string, unknown>;
  }

  /** Koa's context as oidc-provider's configuration callbacks receive it. */
  export interface KoaContextWithOIDC {
    readonly oidc: OIDCContext;
    readonly host: string;
    /** The request's headers (Koa's ctx.headers): the language cookie is read from them. */
    readonly headers: Readonly<Record<string, string | string[] | undefined>>;
    status: number;
    type: string;
    body: unknown;
    /** Koa's ctx.set: sets a response header. */
    set(field: string, value: string): void;
    /** Koa's ctx.query: the raw query string's parameters, unknown ones included. */
    readonly query: Readonly<Record<string, string | string[] | undefined>>;
    /** Koa's ctx.append: adds a value to a response header (a second Set-Cookie). */
    append(field: string, value: string): void;
  }

  /** The error object renderError receives (helpers/err_out.js). */
  export interface ErrorOut {
    error: string;
    error_description?: string;
    state?: string;
    scope?: string;
  }

  /** Tokens passed to TTL and policy callbacks; only the client is read here. */
  export interface TokenLike {
    readonly clientId?: string;
  }

  type Ttl<Args extends unknown[]> = number | ((...args: Args) => number);

  export interface Configuration {
    adapter: (name: string) => Adapter;
    clients: ClientMetadata[];
    jwks: { keys: object[] };
    cookies: {
      keys: string[];
      names?: { session?: string; interaction?: string; resume?: string };
      long?: { httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none'; path?: string };
      short?: { httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none'; path?: string };
    };
    claims: Record<string, string[] | null>;
    scopes: string[];
    responseTypes: string[];
    extraParams: string[];
    conformIdTokenClaims: boolean;
    pkce: { required: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    interactions: {
      policy: interactionPolicy.Policy;
      url: (ctx: KoaContextWithOIDC, interaction: Interaction) => Promise<string>;
    };
    findAccount: (ctx: KoaContextWithOIDC, sub: string) => Promise<Account | undefined>;
    loadExistingGrant: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    issueRefreshToken: (ctx: KoaContextWithOIDC, client: Client) => Promise<boolean>;
    rotateRefreshToken: boolean | ((ctx: KoaContextWithOIDC) => boolean | Promise<boolean>);
    expiresWithSession: (ctx: KoaContextWithOIDC) => Promise<boolean>;
    clientBasedCORS: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    renderError: (ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) => Promise<void>;
    features: {
      devInteractions: { enabled: boolean };
      revocation: {
        enabled: boolean;
        allowedPolicy?: (ctx: KoaContextWithOIDC, client: Client, token: TokenLike) => Promise<boolean>;
      };
      rpInitiatedLogout: {
        enabled: boolean;
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => Promise<void>;
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => Promise<void>;
      };
    };
    ttl: {
      AccessToken: Ttl<unknown[]>;
      AuthorizationCode: Ttl<unknown[]>;
      IdToken: Ttl<unknown[]>;
      RefreshToken: Ttl<unknown[]>;
      Interaction: Ttl<unknown[]>;
      Session: Ttl<unknown[]>;
      Grant: Ttl<unknown[]>;
    };
  }

  export class Provider {
    constructor(issuer: string, configuration: Partial<Configuration>);
    readonly issuer: string;
    /** Koa's setting: trust X-Forwarded-* headers. */
    proxy: boolean;
    readonly Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    /** Koa middleware, run before oidc-provider's own routes. */
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): this;
    on(event: 'server_error', listener: (ctx: KoaContextWithOIDC, error: Error) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
  }

  export namespace interactionPolicy {
    class Check {
      static readonly REQUEST_PROMPT: true;
      static readonly NO_NEED_TO_PROMPT: false;
      constructor(reason: string, description: string, check: (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>);
    }
    interface Prompt {
      readonly name: string;
      readonly checks: Check[] & { add(check: Check, index?: number): void };
    }
    type Policy = Prompt[] & { get(name: string): Prompt | undefined };
    /** The default policy: the login prompt, then the consent prompt. */
    function base(): Policy;
  }

  export namespace errors {
    class OIDCProviderError extends Error {
      readonly error: string;
      readonly error_description?: string;
      readonly statusCode: number;
    }
    class InvalidRequest extends OIDCProviderError {}
    class SessionNotFound extends InvalidRequest {}
  }

  export default Provider;
}
