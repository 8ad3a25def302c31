import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoothPackLink, BuildBoothPackRequest } from '../../../shared/api/booth-packs.js';
import { serverMessageOf } from '../../api/server-message.js';
import { boothPackApi } from './booth-pack-api.js';

export type LinkState = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; link: BoothPackLink | null };

export interface BoothPackLinkControl {
  state: LinkState;
  isBusy: boolean;
  /** What the last action said, for a polite live region. */
  status: string;
  /** Has the server build the pack of the layout as `prepare` leaves it saved, and publish it as the next revision. */
  publish: (prepare: () => Promise<BuildBoothPackRequest>, expiresAt: string | null | undefined) => Promise<void>;
  setExpiry: (expiresAt: string | null) => Promise<void>;
  revoke: () => Promise<boolean>;
  say: (status: string) => void;
}

/** The published state of a layout's pull URL, read when the dialog opens, and the actions on it. */
export function useBoothPackLink(layoutId: string): BoothPackLinkControl {
  const { t } = useTranslation();
  const [state, setState] = useState<LinkState>({ kind: 'loading' });
  const [isBusy, setIsBusy] = useState(false);
  const [status, setStatus] = useState('');
  const describe = useCallback((error: unknown) => serverMessageOf(error) ?? t('layouts.defaultError'), [t]);

  useEffect(() => {
    let isCurrent = true;
    boothPackApi.get(layoutId).then(
      (link) => isCurrent && setState({ kind: 'ready', link }),
      (error: unknown) => isCurrent && setState({ kind: 'failed', message: t('boothSync.loadError', { message: describe(error) }) }),
    );
    return () => {
      isCurrent = false;
    };
  }, [layoutId, t, describe]);

  const run = async (work: () => Promise<void>) => {
    setIsBusy(true);
    try {
      await work();
    } catch (error) {
      setStatus(t('boothSync.failed', { message: error instanceof Error && error.name !== 'ApiError' ? error.message : describe(error) }));
    } finally {
      setIsBusy(false);
    }
  };

  return {
    state,
    isBusy,
    status,
    say: setStatus,
    publish: (prepare, expiresAt) =>
      run(async () => {
        setStatus(t('boothSync.building'));
        // The server draws the stored revision and names the pull URL in the pack; a refusal is its message.
        const link = await boothPackApi.publish(layoutId, await prepare(), expiresAt);
        setState({ kind: 'ready', link });
        setStatus(t('boothSync.published', { revision: link?.revision ?? 1 }));
      }),
    setExpiry: (expiresAt) =>
      run(async () => {
        const link = await boothPackApi.setExpiry(layoutId, expiresAt);
        setState({ kind: 'ready', link });
        setStatus(t('boothSync.expiry.changed'));
      }),
    revoke: async () => {
      let isDone = false;
      await run(async () => {
        await boothPackApi.revoke(layoutId);
        setState({ kind: 'ready', link: null });
        setStatus(t('boothSync.revoked'));
        isDone = true;
      });
      return isDone;
    },
  };
}
