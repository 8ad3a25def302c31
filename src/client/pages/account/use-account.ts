import { useCallback, useEffect, useState } from 'react';
import type { AccountResponse } from '../../../shared/api/account.js';
import { serverMessageOf } from '../../api/server-message';
import { accountApi } from './account-api';

export type AccountState = { status: 'loading' } | { status: 'failed'; message: string | null } | { status: 'loaded'; account: AccountResponse };

/** GET /api/account, with a reload for after each change. */
export function useAccount(): { state: AccountState; reload: () => Promise<void> } {
  const [state, setState] = useState<AccountState>({ status: 'loading' });
  const reload = useCallback(async () => {
    try {
      setState({ status: 'loaded', account: await accountApi.load() });
    } catch (error) {
      setState({ status: 'failed', message: serverMessageOf(error) });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
}
