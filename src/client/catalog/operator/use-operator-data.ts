import { useEffect, useState } from 'react';
import type { OperatorDataResponse } from '../../../shared/api/public-catalog.js';
import { serverMessageOf } from '../../api/server-message';
import { publicCatalogApi } from './public-catalog-api';

/** Spec part 2 §4 "Operator data load": loading, error (with the server's message if any), loaded. */
export type OperatorDataState = { status: 'loading' } | { status: 'error'; message: string | null } | { status: 'loaded'; operator: OperatorDataResponse };

/** The public profile of the operator a catalogue or draft link belongs to. */
export function useOperatorData(operatorId: string): OperatorDataState {
  const [state, setState] = useState<{ operatorId: string; value: OperatorDataState }>({ operatorId, value: { status: 'loading' } });

  useEffect(() => {
    const controller = new AbortController();
    publicCatalogApi.getOperatorData(operatorId, controller.signal).then(
      (operator) => {
        if (!controller.signal.aborted) setState({ operatorId, value: { status: 'loaded', operator } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[catalogue] could not load the operator', error);
        setState({ operatorId, value: { status: 'error', message: serverMessageOf(error) } });
      },
    );
    return () => controller.abort();
  }, [operatorId]);

  // Another operator in the same mounted page (a link followed in place) starts from loading.
  return state.operatorId === operatorId ? state.value : { status: 'loading' };
}
