import { CookieJar } from './cookie-jar.js';
import { type HttpAnswer, sendHttp } from './http-client.js';
import { parseFirstForm, testPassword } from './login-flow.js';

/**
 * TestBrowser's counterpart over real HTTP: one cookie jar on the public origin, each request
 * sent to whichever backend `pickBackend` names (a load balancer without sticky sessions), with
 * the Host and Origin of the public URL as a reverse proxy would pass them.
 */
export class HttpBrowser {
  readonly jar = new CookieJar();
  readonly #publicOrigin: string;

  constructor(
    private readonly publicUrl: string,
    private readonly pickBackend: () => string,
  ) {
    this.#publicOrigin = new URL(publicUrl).origin;
  }

  async request(method: 'GET' | 'POST' | 'PUT', url: string, body?: { form: Record<string, string> } | { json: unknown }): Promise<HttpAnswer> {
    const target = new URL(url, this.publicUrl);
    const headers: Record<string, string> = { host: target.host, cookie: this.jar.header(), 'sec-fetch-site': 'same-origin' };
    if (method !== 'GET') headers.origin = this.#publicOrigin;
    let payload: string | undefined;
    if (body !== undefined && 'form' in body) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body.form).toString();
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    }
    const answer = await sendHttp(`${this.pickBackend()}${target.pathname}${target.search}`, { method, headers, ...(payload === undefined ? {} : { body: payload }) });
    this.jar.store(answer.headers['set-cookie']);
    return answer;
  }

  /** Follows redirects on the public origin; stops at a page or a foreign redirect. */
  async follow(answer: HttpAnswer, maxHops = 15): Promise<{ answer: HttpAnswer; url: string }> {
    let current = answer;
    let url = '';
    for (let hop = 0; hop < maxHops; hop += 1) {
      const location = current.headers.location;
      if (current.status < 300 || current.status >= 400 || typeof location !== 'string') return { answer: current, url };
      const next = new URL(location, this.publicUrl);
      url = next.href;
      if (next.origin !== this.#publicOrigin) return { answer: current, url };
      current = await this.request('GET', next.pathname + next.search);
    }
    throw new Error('too many redirects');
  }

  async get(url: string) {
    return this.follow(await this.request('GET', url));
  }

  async submitForm(html: string, values: Record<string, string>) {
    const form = parseFirstForm(html);
    const fields: Record<string, string> = {};
    for (const input of form.inputs) fields[input.name] = values[input.type] ?? values[input.name] ?? input.value;
    return this.follow(await this.request('POST', form.action, { form: fields }));
  }

  /** Sign-up through the embedded provider: /auth/login?signup=1 → provider → callback → returnTo. */
  async signUp(email: string, returnTo = '/dashboard') {
    const page = await this.get(`/auth/login?signup=1&returnTo=${encodeURIComponent(returnTo)}`);
    return this.submitForm(page.answer.text, { email, password: testPassword });
  }

  async getJson(url: string): Promise<unknown> {
    return JSON.parse((await this.request('GET', url)).text);
  }

  postJson(url: string, json: unknown): Promise<HttpAnswer> {
    return this.request('POST', url, { json });
  }
}
