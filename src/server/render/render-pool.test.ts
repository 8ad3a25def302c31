import { afterAll, describe, expect, it } from 'vitest';
import { createLayoutDocument } from '../../shared/layout/create-layout-document.js';
import { RenderBusyError, RenderCancelledError, RenderPool, RenderTooLongError } from './render-pool.js';
import { createEllipseElement } from '../../shared/layout/create-ellipse-element.js';
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

/**
 * 3,000 large texts with the widest blurred shadow and outline on a 4000 px page: a minute or more
 * of drawing, as a hostile layout would ask for.
 */
function heavyJob(): RenderJob {
  const page = { ...template, width: 4000, height: 4000 };
  let next = 0;
  const context = { createId: () => `t-${(next += 1)}`, scale: 1, template: page };
  const elements = Array.from({ length: 3000 }, (_, index) => ({ ...createTextElement(context, { content: `Anna e Luca ${index} — festa grande` }), fontSize: 200, strokeWidth: 20, shadowEnabled: true, shadowBlur: 50 }));
  return { ...job, document: { ...job.document, template: page, elements } };
}

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
  const heavy = heavyJob();
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

  it('lets a render that waited behind it run on the new thread', async () => {
    const stopped = limited.render(heavy);
    const waiting = limited.render(job);
    await expect(stopped).rejects.toBeInstanceOf(RenderTooLongError);
    expect((await waiting).width).toBe(600);
  }, 20_000);
});

describe('after a render stopped at its deadline, with renders waiting', () => {
  // Its own pool: a deadline the medium render below keeps well within, and the heavy one never.
  const pool = new RenderPool({ threads: 1, queueLimit: 1, timeoutMs: 5000 });
  afterAll(() => pool.close());
  let next = 0;
  const context = { createId: () => `m-${(next += 1)}`, scale: 1, template: { ...template, width: 1800, height: 1200 } };
  // Sixty full-page ellipses with a blurred shadow: about a second of drawing.
  const medium: RenderJob = {
    ...job,
    document: { ...job.document, template: context.template, elements: Array.from({ length: 60 }, () => ({ ...createEllipseElement(context), x: 0, y: 0, width: 1800, height: 1200, shadowEnabled: true, shadowBlur: 50 })) },
  };

  it('takes a render asked for while the waiting one draws on the new thread (its capacity allows it)', async () => {
    const stopped = pool.render(heavyJob());
    const waiting = pool.render(medium);
    await expect(stopped).rejects.toBeInstanceOf(RenderTooLongError);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const asked = pool.render(job);
    expect((await waiting).width).toBe(1800);
    expect((await asked).width).toBe(600);
  }, 60_000);
});

describe("an owner's renders", () => {
  // One thread and one place in the queue: room for two renders in all.
  const small = new RenderPool({ threads: 1, queueLimit: 1, timeoutMs: 600_000 });
  afterAll(() => small.close());

  it("take turns, so a second operator's render still finds room; one more than the owner may have waiting is refused", async () => {
    const first = small.render(job, { owner: 'a' });
    const second = small.render(job, { owner: 'a' });
    const third = small.render(job, { owner: 'a' });
    const others = small.render(job, { owner: 'b' });
    await expect(small.render(job, { owner: 'a' })).rejects.toBeInstanceOf(RenderBusyError);
    const files = await Promise.all([first, second, third, others]);
    expect(files.map((file) => file.width)).toEqual([600, 600, 600, 600]);
  });
});

describe('a render whose request went away', () => {
  // Far more than a test waits for: only cancelling it ends it in time.
  const endless = heavyJob();
  const single = new RenderPool({ threads: 1, queueLimit: 2, timeoutMs: 600_000 });
  afterAll(() => single.close());

  it("stops drawing when its signal aborts, as does one waiting for its owner's turn; the thread is free for the next", async () => {
    const drawing = new AbortController();
    const waiting = new AbortController();
    const drawn = single.render(endless, { owner: 'a', signal: drawing.signal });
    const queued = single.render(endless, { owner: 'a', signal: waiting.signal });
    const afterThem = single.render(job, { owner: 'b' });
    waiting.abort();
    await expect(queued).rejects.toBeInstanceOf(RenderCancelledError);
    // Cancelled once its drawing has surely begun (it cannot end in a second).
    setTimeout(() => drawing.abort(), 1000);
    await expect(drawn).rejects.toMatchObject({ statusCode: 499, code: 'RENDER_CANCELLED' });
    expect((await afterThem).width).toBe(600);
  }, 30_000);
});
