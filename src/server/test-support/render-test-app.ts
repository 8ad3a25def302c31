import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { layoutTemplate } from './layout-kit.js';
import { createTestApp, type TestApp } from './test-app.js';
import { TestOperator } from './test-operator.js';

/**
 * An app whose renderer draws on `layoutTemplate` painted one colour (its print original on disk),
 * and an operator on the annual plan, so downloads come out clean: what a server render test needs.
 * `env` adds to or overrides the app's settings.
 */
export async function startRenderTestApp(templateColour: { r: number; g: number; b: number }, env: Record<string, string> = {}): Promise<{ t: TestApp; operator: TestOperator }> {
  const t = await createTestApp({ TEST_HOOKS: 'true', RENDER_THREADS: '1', RENDER_QUEUE_LIMIT: '20', ...env });
  const file = path.join(t.config.templateOriginalsDir, layoutTemplate.path.replace('/assets/templates/', ''));
  await mkdir(path.dirname(file), { recursive: true });
  await sharp({ create: { width: layoutTemplate.width, height: layoutTemplate.height, channels: 3, background: templateColour } }).png().toFile(file);
  const operator = await TestOperator.signUp(t.app);
  const plan = await operator.post('/api/test-hooks/plan', { planType: 'Annuale', subscriptionStatus: 'active', currentPeriodEnd: Math.floor(Date.now() / 1000) + 3600 * 24 * 300 });
  expect(plan.statusCode).toBe(204);
  return { t, operator };
}
