import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { LayoutRecord } from '../../shared/api/layouts.js';
import { createImageElement } from '../../shared/layout/create-image-element.js';
import { createLayoutDocument } from '../../shared/layout/create-layout-document.js';
import { createTextElement } from '../../shared/layout/create-text-element.js';
import type { LayoutDocument } from '../../shared/layout/layout-document.js';
import { testPublicUrl } from './test-app.js';
import type { TestOperator } from './test-operator.js';

export const layoutTemplate = { path: '/assets/templates/compleanno/cartolina_orizzontale/balloons-party.png', width: 1800, height: 1200, dpi: 300 };

/**
 * A valid document with `texts` text elements (a marker in the first lets a test tell saves
 * apart) and one image element per URL in `images`.
 */
export function sampleLayoutDocument(options: { texts?: number; marker?: string; images?: readonly string[] } = {}): LayoutDocument {
  let next = 0;
  const createId = () => `el-${(next += 1)}`;
  const context = { createId, scale: 0.5, template: layoutTemplate };
  const document = createLayoutDocument({ template: layoutTemplate, scale: 0.5, createId, form: { names: options.marker ?? 'Anna e Luca' } });
  const texts = Array.from({ length: Math.max(0, (options.texts ?? 1) - 1) }, (_, index) => createTextElement(context, { content: `Testo ${index}` }));
  const images = (options.images ?? []).map((src) => createImageElement(context, { src, originalWidth: 40, originalHeight: 30 }));
  return { ...document, elements: [...document.elements, ...texts, ...images] };
}

/** A JSON call as the SPA makes it (same origin, session cookie); `operator` undefined is a visitor. */
export function callApi(app: FastifyInstance, operator: TestOperator | undefined, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { origin: testPublicUrl, 'sec-fetch-site': 'same-origin' };
  if (operator !== undefined) headers.cookie = operator.browser.jar.header();
  if (payload === undefined) return app.inject({ method, url, headers });
  return app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
}

/** Creates a layout from the sample document through the route; throws unless it answers 201. */
export async function createSampleLayout(app: FastifyInstance, operator: TestOperator, options: { name?: string; document?: LayoutDocument } = {}): Promise<LayoutRecord> {
  const response = await callApi(app, operator, 'POST', '/api/layouts', {
    ...(options.name === undefined ? {} : { name: options.name }),
    source: { kind: 'template', document: options.document ?? sampleLayoutDocument() },
  });
  if (response.statusCode !== 201) throw new Error(`create layout answered ${response.statusCode}: ${response.body}`);
  return LayoutRecord.parse(response.json());
}
