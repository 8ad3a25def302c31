import { describe, expect, it } from 'vitest';
import { freeLimits, fullLimits, visitorLimits } from '../../../shared/plans/plan-rules.js';
import { chooseDownloadPath } from './download-path.js';
import { runDownload, type DownloadDeps } from './run-download.js';

function fakeDeps(overrides: Partial<DownloadDeps> = {}) {
  const log: string[] = [];
  const deps: DownloadDeps = {
    checkStatus: async () => {
      log.push('check');
      return { canDownload: true, downloadsRemaining: 2 };
    },
    authorize: async () => {
      log.push('authorize');
      return { downloadsRemaining: 1 };
    },
    confirm: async (remaining) => {
      log.push(`confirm ${remaining}`);
      return true;
    },
    render: async (watermark) => {
      log.push(`render ${watermark}`);
      return new Blob(['x']);
    },
    save: (_blob, isDraft) => log.push(isDraft ? 'save draft' : 'save'),
    notify: (message) => log.push(`notify ${message}`),
    describeFailure: (stage, error) => `${stage} failed: ${error instanceof Error ? error.message : String(error)}`,
    freeNotice: 'free notice',
    refuse: (reason) => log.push(`refuse ${reason}`),
    onSuccess: () => log.push('success'),
    wait: async (ms) => {
      log.push(`wait ${ms}`);
    },
    ...overrides,
  };
  return { deps, log };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('chooseDownloadPath', () => {
  it('follows the plan', () => {
    expect(chooseDownloadPath('Gratuito', visitorLimits)).toBe('demo');
    expect(chooseDownloadPath('Annuale', fullLimits)).toBe('direct');
    expect(chooseDownloadPath('Una Tantum', fullLimits)).toBe('counted');
    expect(chooseDownloadPath('Una Tantum', freeLimits)).toBe('watermarked');
    expect(chooseDownloadPath('Gratuito', freeLimits)).toBe('watermarked');
  });
});

describe('runDownload', () => {
  it('annual: exports with no server call, success 1.5 s later', async () => {
    const { deps, log } = fakeDeps();
    expect(await runDownload('direct', deps)).toBe('saved');
    await settle();
    expect(log).toEqual(['render none', 'save', 'wait 1500', 'success']);
  });

  it('pass: check, draw while the confirm with the count is open, authorise, save, success', async () => {
    const { deps, log } = fakeDeps();
    expect(await runDownload('counted', deps)).toBe('saved');
    await settle();
    expect(log).toEqual(['check', 'render none', 'confirm 2', 'authorize', 'save', 'wait 1500', 'success']);
  });

  it('pass: the file is ready when the operator confirms, so only the decrement is left to wait for', async () => {
    let confirmYes: (isYes: boolean) => void = () => undefined;
    let rendered = false;
    const { deps, log } = fakeDeps({
      confirm: () => new Promise((resolve) => (confirmYes = resolve)),
      render: async () => {
        rendered = true;
        return new Blob(['x']);
      },
    });
    const outcome = runDownload('counted', deps);
    await settle();
    expect(rendered).toBe(true);
    confirmYes(true);
    expect(await outcome).toBe('saved');
    expect(log).toContain('save');
  });

  it('every path resolves once the file is saved, without waiting for the success callback', async () => {
    for (const path of ['direct', 'counted'] as const) {
      let successWait: () => void = () => undefined;
      const { deps, log } = fakeDeps({ wait: () => new Promise((resolve) => (successWait = resolve)) });
      // Before: the flow (and the busy download button) waited the 1.5 s for the callback.
      expect(await Promise.race([runDownload(path, deps), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 50))])).toBe('saved');
      expect(log).not.toContain('success');
      successWait();
      await settle();
      expect(log.at(-1)).toBe('success');
    }
  });

  it('pass refused by the status check: the reason, nothing else', async () => {
    const { deps, log } = fakeDeps({ checkStatus: async () => ({ canDownload: false, downloadsRemaining: 0, reason: 'download esauriti' }) });
    expect(await runDownload('counted', deps)).toBe('refused');
    expect(log).toEqual(['refuse download esauriti']);
  });

  it('pass: a cancelled confirm decrements and saves nothing', async () => {
    const { deps, log } = fakeDeps({ confirm: async () => false });
    expect(await runDownload('counted', deps)).toBe('cancelled');
    await settle();
    expect(log).toEqual(['check', 'render none']);
  });

  it('pass: a failed status call, a failed authorisation and a failed drawing each say so and save nothing', async () => {
    const status = fakeDeps({ checkStatus: async () => Promise.reject(new Error('offline')) });
    expect(await runDownload('counted', status.deps)).toBe('failed');
    expect(status.log).toEqual(['notify status failed: offline']);

    const authorise = fakeDeps({ authorize: async () => Promise.reject(new Error('zero left')) });
    expect(await runDownload('counted', authorise.deps)).toBe('failed');
    expect(authorise.log.at(-1)).toBe('notify authorize failed: zero left');
    expect(authorise.log).not.toContain('save');

    const drawing = fakeDeps({ render: async () => Promise.reject(new Error('no canvas')) });
    expect(await runDownload('counted', drawing.deps)).toBe('failed');
    // The download is not spent when the file cannot be drawn.
    expect(drawing.log).not.toContain('authorize');
  });

  it('free: a watermarked draft, then the notice', async () => {
    const { deps, log } = fakeDeps();
    expect(await runDownload('watermarked', deps)).toBe('saved');
    expect(log).toEqual(['render demo', 'save draft', 'notify free notice']);
  });

  it('demo: a demo draft with no server call and no notice', async () => {
    const { deps, log } = fakeDeps();
    expect(await runDownload('demo', deps)).toBe('saved');
    expect(log).toEqual(['render demo', 'save draft']);
  });
});

describe('runDownload with the server drawing the file (account layouts)', () => {
  const serverFile = (isWatermarked: boolean, log: string[]) => async () => {
    log.push('fetch');
    return { blob: new Blob(['x']), isWatermarked };
  };

  it('annual: asks the server, draws nothing in the browser, success 1.5 s later', async () => {
    const { deps, log } = fakeDeps();
    expect(await runDownload('direct', { ...deps, fetchFile: serverFile(false, log) })).toBe('saved');
    await settle();
    expect(log).toEqual(['fetch', 'save', 'wait 1500', 'success']);
  });

  it('a plan the browser believes but the server does not: the watermarked draft is saved as a draft, with the free notice', async () => {
    const { deps, log } = fakeDeps();
    expect(await runDownload('direct', { ...deps, fetchFile: serverFile(true, log) })).toBe('saved');
    await settle();
    expect(log).toEqual(['fetch', 'save draft', 'notify free notice']);
  });

  it('pass: check, confirm with the count, then one server request that spends and draws', async () => {
    const { deps, log } = fakeDeps();
    expect(await runDownload('counted', { ...deps, fetchFile: serverFile(false, log) })).toBe('saved');
    await settle();
    expect(log).toEqual(['check', 'confirm 2', 'fetch', 'save', 'wait 1500', 'success']);
  });

  it('pass: a cancelled confirm asks the server nothing; a refusal from the server is told as such', async () => {
    const cancelled = fakeDeps({ confirm: async () => false });
    expect(await runDownload('counted', { ...cancelled.deps, fetchFile: serverFile(false, cancelled.log) })).toBe('cancelled');
    expect(cancelled.log).toEqual(['check']);
    const refused = fakeDeps();
    expect(await runDownload('counted', { ...refused.deps, fetchFile: async () => Promise.reject(new Error('spent')) })).toBe('failed');
    expect(refused.log).toEqual(['check', 'confirm 2', 'notify file failed: spent']);
  });

  it("free: the server's watermarked file, then the notice", async () => {
    const { deps, log } = fakeDeps();
    expect(await runDownload('watermarked', { ...deps, fetchFile: serverFile(true, log) })).toBe('saved');
    expect(log).toEqual(['fetch', 'save draft', 'notify free notice']);
  });
});

describe('runDownload of a booth zip, built by the server for an account layout', () => {
  const refusal = (log: string[]) => () => {
    log.push('fetch');
    return Promise.reject(new Error('Non hai un pass per questo template.'));
  };

  it('annual as the browser believes it (forged): nothing is drawn here, the server refuses and nothing is saved', async () => {
    const forged = fakeDeps();
    expect(await runDownload('direct', { ...forged.deps, fetchFile: refusal(forged.log) })).toBe('failed');
    expect(forged.log).toEqual(['fetch', 'notify file failed: Non hai un pass per questo template.']);
  });
});
