import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { HydrationSignal } from './hydration-signal.js';
import { LoadingIndicator } from './loading-indicator.js';
import './bare-frame.css';

/** Client-facing pages branded by the operator: only the page, no Cornice bar or footer. */
export function BareFrame() {
  return (
    <main className="bare-frame">
      <Suspense fallback={<LoadingIndicator />}>
        <Outlet />
        <HydrationSignal />
      </Suspense>
    </main>
  );
}
