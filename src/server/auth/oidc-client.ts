import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import type { AppConfig } from '../config.js';
import { createInjectFetch } from './inject-fetch.js';

export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** True for the embedded provider: requests are answered in-process. */
  isEmbedded: boolean;
}

export const loginScope = 'openid email offline_access';

/**
 * Our server as a confidential OIDC client of whatever provider the config names. Discovery is
 * lazy and memoised; a failed discovery is retried on the next login instead of failing start-up.
 */
export class OidcClient {
  #configuration: Promise<client.Configuration> | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly settings: OidcClientSettings,
    private readonly config: AppConfig,
  ) {}

  get isEmbedded(): boolean {
    return this.settings.isEmbedded;
  }

  get redirectUri(): string {
    return `${this.config.publicUrl}/auth/callback`;
  }

  get postLogoutRedirectUri(): string {
    return `${this.config.publicUrl}/`;
  }

  configuration(): Promise<client.Configuration> {
    if (this.#configuration === undefined) {
      this.#configuration = this.discover();
      this.#configuration.catch(() => {
        this.#configuration = undefined;
      });
    }
    return this.#configuration;
  }

  private async discover(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret, isEmbedded } = this.settings;
    const insecure = new URL(issuer).protocol === 'http:';
    const options: client.DiscoveryRequestOptions = {
      ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
      ...(isEmbedded ? { [client.customFetch]: createInjectFetch(this.app) } : {}),
    };
    return client.discovery(new URL(issuer), clientId, undefined, client.ClientSecretBasic(clientSecret), options);
  }
}
