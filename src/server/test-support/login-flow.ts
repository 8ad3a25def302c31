import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CookieJar } from './cookie-jar.js';
import { testPublicUrl } from './test-app.js';

export const testPassword = 'correct-horse-battery';

/** A browser stand-in: one cookie jar, redirects followed by hand through app.inject. */
export class TestBrowser {
  readonly jar = new CookieJar();

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin = testPublicUrl,
  ) {}

  async request(method: 'GET' | 'POST', url: string, form?: Record<string, string>): Promise<LightMyRequestResponse> {
    const target = new URL(url, this.origin);
    const headers: Record<string, string> = { cookie: this.jar.header(), origin: this.origin, 'sec-fetch-site': 'same-origin' };
    if (method === 'GET') delete headers.origin;
    const response = await this.app.inject({
      method,
      url: target.pathname + target.search,
      headers: form === undefined ? headers : { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      ...(form === undefined ? {} : { payload: new URLSearchParams(form).toString() }),
    });
    this.jar.store(response.headers['set-cookie']);
    return response;
  }

  /** Follows redirects on our own origin; stops at a page (2xx/4xx/5xx) or a foreign redirect. */
  async follow(response: LightMyRequestResponse, maxHops = 15): Promise<{ response: LightMyRequestResponse; url: string }> {
    let current = response;
    let url = '';
    for (let hop = 0; hop < maxHops; hop += 1) {
      const location = current.headers.location;
      if (current.statusCode < 300 || current.statusCode >= 400 || typeof location !== 'string') return { response: current, url };
      const next = new URL(location, this.origin);
      url = next.href;
      if (next.origin !== this.origin) return { response: current, url };
      current = await this.request('GET', next.pathname + next.search);
    }
    throw new Error('too many redirects');
  }

  async get(url: string) {
    return this.follow(await this.request('GET', url));
  }

  /** Fills the page's first form: email and password fields by type, hidden fields as they are. */
  async submitForm(html: string, values: { email: string; password: string }) {
    const form = parseFirstForm(html);
    const fields: Record<string, string> = {};
    for (const input of form.inputs) {
      if (input.type === 'email') fields[input.name] = values.email;
      else if (input.type === 'password') fields[input.name] = values.password;
      else fields[input.name] = input.value;
    }
    return this.follow(await this.request('POST', form.action, fields));
  }

  /** The whole sign-up round trip: /auth/login?signup=1 → provider → callback → returnTo. */
  async signUp(email: string, returnTo = '/dashboard', password = testPassword) {
    const page = await this.get(`/auth/login?signup=1&returnTo=${encodeURIComponent(returnTo)}`);
    return this.submitForm(page.response.body, { email, password });
  }

  async logIn(email: string, returnTo = '/dashboard', password = testPassword) {
    const page = await this.get(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
    return this.submitForm(page.response.body, { email, password });
  }

  async getJson(url: string): Promise<unknown> {
    return (await this.request('GET', url)).json();
  }
}

interface ParsedForm {
  action: string;
  inputs: { name: string; type: string; value: string }[];
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match?.[1]?.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
}

export function parseFirstForm(html: string): ParsedForm {
  const formMatch = /<form\b[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (formMatch === null) throw new Error(`no form in page:\n${html.slice(0, 500)}`);
  const action = attribute(formMatch[0].slice(0, formMatch[0].indexOf('>') + 1), 'action') ?? '';
  const inputs = [...(formMatch[1] ?? '').matchAll(/<input\b[^>]*>/gi)].flatMap((m) => {
    const name = attribute(m[0], 'name');
    if (name === undefined) return [];
    return [{ name, type: (attribute(m[0], 'type') ?? 'text').toLowerCase(), value: attribute(m[0], 'value') ?? '' }];
  });
  return { action, inputs };
}
