import { afterAll, describe, expect, it } from 'vitest';
import { createLayoutDocument } from '../../shared/layout/create-layout-document.js';
import { RenderBusyError, RenderPool } from './render-pool.js';
import type { RenderJob } from './render-job.js';

const template = { path: '/assets/templates/x/cartolina_verticale/x.png', width: 600, height: 900, dpi: 300 };
const job: RenderJob = {
  document: { ...createLayoutDocument({ template, scale: 0.5, createId: () => 'id-1' }), elements: [] },
  format: 'png',
  watermark: 'demo',
  demoText: 'Cornice - Versione Demo',
  draftText: 'BOZZA',
  template: null,
  pictures: {},
  brandFonts: [],
};

const pool = new RenderPool({ threads: 1, queueLimit: 0 });
afterAll(() => pool.close());

describe('render pool', () => {
  it('renders in a worker thread, and refuses at once what finds every thread busy and the queue full', async () => {
    const first = pool.render(job);
    await expect(pool.render(job)).rejects.toBeInstanceOf(RenderBusyError);
    const file = await first;
    expect([file.width, file.height]).toEqual([600, 900]);
    // Once the thread is free again, the next render goes through.
    expect((await pool.render(job)).bytes.length).toBeGreaterThan(0);
  });
});
