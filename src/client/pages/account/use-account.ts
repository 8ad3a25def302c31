import { useCallback, useEffect, useState } from 'react';
import type { AccountResponse } from '../../../shared/api/account.js';
import { serverMessageOf } from '../../api/server-message.js';
import { accountApi } from './account-api.js';

export type AccountState = { status: 'loading' } | { status: 'failed'; message: string | null } | { status: 'loaded'; account: AccountResponse };

const toState = (account: AccountResponse): AccountState => ({ status: 'loaded', account });
const toFailure = (error: unknown): AccountState => ({ status: 'failed', message: serverMessageOf(error) });

/** GET /api/account, with a reload for after each change. */
export function useAccount(): { state: AccountState; reload: () => Promise<void> } {
  const [state, setState] = useState<AccountState>({ status: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    accountApi.load().then(
      (account) => isCurrent && setState(toState(account)),
      (error: unknown) => isCurrent && setState(toFailure(error)),
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  const reload = useCallback(async () => {
    try {
      setState(toState(await accountApi.load()));
    } catch (error) {
      setState(toFailure(error));
    }
  }, []);
  return { state, reload };
}
