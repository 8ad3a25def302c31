import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LengthUnit } from '../../../../shared/layout/print-units.js';
import { SessionContext } from '../../../api/session-context.js';
import { createUnitFormat, type UnitFormat } from './unit-format.js';
import { findLocalStorage, readUnitPreference, writeUnitPreference } from './unit-preference.js';

interface PrintUnitValue {
  format: UnitFormat;
  setUnit: (unit: LengthUnit) => void;
}

const PrintUnitContext = createContext<PrintUnitValue | null>(null);

/** The operator's unit for the property controls, remembered in this browser per operator. */
export function PrintUnitProvider({ dpi, children }: { dpi: number; children: ReactNode }) {
  const { i18n } = useTranslation();
  const userId = useContext(SessionContext)?.me.user?.id ?? null;
  const [choice, setChoice] = useState<{ userId: string | null; unit: LengthUnit }>(() => ({ userId, unit: readUnitPreference(findLocalStorage(), userId) }));
  // Another operator logging in on the same page reads their own choice.
  const unit = choice.userId === userId ? choice.unit : readUnitPreference(findLocalStorage(), userId);
  const value = useMemo<PrintUnitValue>(
    () => ({
      format: createUnitFormat(unit, dpi, i18n.language),
      setUnit: (next) => {
        writeUnitPreference(findLocalStorage(), userId, next);
        setChoice({ userId, unit: next });
      },
    }),
    [unit, dpi, i18n.language, userId],
  );
  return <PrintUnitContext.Provider value={value}>{children}</PrintUnitContext.Provider>;
}

const fallback: PrintUnitValue = { format: createUnitFormat('px', 300, 'it'), setUnit: () => undefined };

/** The unit format; outside a provider (a control shown on its own) lengths read in template px. */
export function usePrintUnits(): PrintUnitValue {
  return useContext(PrintUnitContext) ?? fallback;
}
