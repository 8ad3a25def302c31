import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { MeResponse } from '../../shared/api/me.js';
import type { Database } from '../db/client.js';
import { addressVerificationSubject } from '../domain/account-mails.js';
import { readMailLink } from './read-mail-link.js';
import { TestBrowser } from './login-flow.js';
import { testPublicUrl } from './test-app.js';

let counter = 0;

/** A signed-up operator whose JSON calls carry their session cookie, as the SPA's fetch does. */
export class TestOperator {
  private constructor(
    private readonly app: FastifyInstance,
    readonly browser: TestBrowser,
    readonly userId: string,
    readonly email: string,
  ) {}

  /** Signs up through the embedded provider, the same way a person does. */
  static async signUp(app: FastifyInstance): Promise<TestOperator> {
    const browser = new TestBrowser(app);
    const email = `operator-${process.pid}-${Date.now()}-${(counter += 1)}@example.test`;
    await browser.signUp(email);
    const me = MeResponse.parse(await browser.getJson('/api/me'));
    if (me.user === null) throw new Error('sign-up left no session');
    return new TestOperator(app, browser, me.user.id, email);
  }

  /** Signs up and opens the confirmation link mailed to the address: notification mails then reach it. */
  static async signUpConfirmed(app: FastifyInstance, db: Database): Promise<TestOperator> {
    const operator = await TestOperator.signUp(app);
    await operator.confirmAddress(db);
    return operator;
  }

  /** Opens the newest confirmation link mailed to `address` and confirms, as the operator would. */
  async confirmAddress(db: Database, address = this.email): Promise<void> {
    const link = new URL(await readMailLink(db, address, addressVerificationSubject));
    const token = link.searchParams.get('token') ?? '';
    const response = await this.browser.request('POST', link.pathname, { token });
    if (response.statusCode !== 200) throw new Error(`confirming ${address} failed: ${response.statusCode} ${response.body}`);
  }

  /** A same-origin call with any method, as the SPA's fetch makes it; a payload is sent as JSON. */
  call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { cookie: this.browser.jar.header(), origin: testPublicUrl, 'sec-fetch-site': 'same-origin' };
    if (payload === undefined) return this.app.inject({ method, url, headers });
    return this.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  }

  /** A same-origin JSON POST; `payload` as a string is sent as it is (malformed JSON tests). */
  post(url: string, payload: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method: 'POST',
      url,
      headers: {
        cookie: this.browser.jar.header(),
        origin: testPublicUrl,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        ...headers,
      },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  }
}
