import { afterAll, describe, expect, it } from 'vitest';
import { createLayoutDocument } from '../../shared/layout/create-layout-document.js';
import { RenderBusyError, RenderPool, RenderTooLongError } from './render-pool.js';
import { createTextElement } from '../../shared/layout/create-text-element.js';
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

const pool = new RenderPool({ threads: 1, queueLimit: 0, timeoutMs: 600_000 });
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

describe('a render that draws too long', () => {
  // 3,000 large texts with the widest blurred shadow and outline on a 4000 px page: a minute or
  // more of drawing, as a hostile layout would ask for.
  const page = { ...template, width: 4000, height: 4000 };
  let next = 0;
  const context = { createId: () => `t-${(next += 1)}`, scale: 1, template: page };
  const heavy: RenderJob = {
    ...job,
    document: {
      ...job.document,
      template: page,
      elements: Array.from({ length: 3000 }, (_, index) => ({
        ...createTextElement(context, { content: `Anna e Luca ${index} — festa grande` }),
        fontSize: 200,
        strokeWidth: 20,
        shadowEnabled: true,
        shadowBlur: 50,
      })),
    },
  };
  // A second's drawing is plenty for the small page even on a busy machine; its clock starts
  // when the worker starts the task, not while the worker thread itself starts.
  const limited = new RenderPool({ threads: 1, queueLimit: 1, timeoutMs: 1000 });
  afterAll(() => limited.close());

  it('is stopped at the deadline and answered 422 RENDER_TOO_LONG; the pool goes on with a new thread', async () => {
    await expect(limited.render(heavy)).rejects.toBeInstanceOf(RenderTooLongError);
    await expect(limited.render(heavy)).rejects.toMatchObject({ statusCode: 422, code: 'RENDER_TOO_LONG' });
    const file = await limited.render(job);
    expect([file.width, file.height]).toEqual([600, 900]);
  });
});
