import { useEffect, useState } from 'react';
import { useBootState } from '../../app/boot-state-context.js';
import type { OperatorDataResponse } from '../../../shared/api/public-catalog.js';
import { serverMessageOf } from '../../api/server-message.js';
import { publicCatalogApi } from './public-catalog-api.js';

/** Spec part 2 §4 "Operator data load": loading, error (with the server's message if any), loaded. */
export type OperatorDataState = { status: 'loading' } | { status: 'error'; message: string | null } | { status: 'loaded'; operator: OperatorDataResponse };

/** The public profile of the operator a catalogue or draft link belongs to. */
export function useOperatorData(operatorId: string): OperatorDataState {
  const served = useServedOperator(operatorId);
  const isServed = served !== undefined;
  const [state, setState] = useState<{ operatorId: string; value: OperatorDataState }>({ operatorId, value: served ?? { status: 'loading' } });

  useEffect(() => {
    // What the server rendered with is the answer of this very page load: no second request.
    if (isServed) return;
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
  }, [operatorId, isServed]);

  // Another operator in the same mounted page (a link followed in place) starts from loading.
  if (state.operatorId === operatorId) return state.value;
  return served ?? { status: 'loading' };
}

/** The operator the server rendered this page with (boot state), if it is this one. */
function useServedOperator(operatorId: string): OperatorDataState | undefined {
  const served = useBootState()?.operator;
  if (served === undefined || served.operatorId !== operatorId) return undefined;
  return served.status === 'loaded' ? { status: 'loaded', operator: served.operator } : { status: 'error', message: served.message };
}
