import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalPublishResponse, ApprovalPublishRun } from '../../../shared/api/approval-publish.js';
import type { PrinterPresetId } from '../../../shared/print/printer-presets.js';
import { assertNever } from '../../../shared/util/assert-never.js';
import { serverMessageOf } from '../../api/server-message.js';
import { boothPackApi } from './booth-pack-api.js';

interface ApprovalPublishToggleProps {
  layoutId: string;
  /** Whether the layout has a published pull URL: only then does an approval publish. */
  isPublished: boolean;
  /** The printer and README language of the packs the approvals publish: the dialog's own. */
  printerId: PrinterPresetId | undefined;
  language: 'it' | 'en';
}

/**
 * 'Pubblica in cabina quando il cliente approva': the layout's setting (the server keeps it, with
 * the printer and language chosen here) and how the latest approval's publish went.
 */
export function ApprovalPublishToggle({ layoutId, isPublished, printerId, language }: ApprovalPublishToggleProps) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  const [state, setState] = useState<ApprovalPublishResponse | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    let isCurrent = true;
    boothPackApi.getApprovalPublish(layoutId).then(
      (loaded) => isCurrent && setState(loaded),
      (failure: unknown) => isCurrent && setError(serverMessageOf(failure) ?? t('layouts.defaultError')),
    );
    return () => {
      isCurrent = false;
    };
  }, [layoutId, t]);

  // The box shows the choice at once (disabled until the server has it); a refusal puts it back.
  const onChange = (isEnabled: boolean) => {
    const before = state;
    setState((current) => current && { ...current, isEnabled });
    setIsBusy(true);
    setError('');
    boothPackApi
      .setApprovalPublish(layoutId, isEnabled ? { isEnabled, language, ...(printerId === undefined ? {} : { printerId }) } : { isEnabled })
      .then(setState, (failure: unknown) => {
        setState(before);
        setError(serverMessageOf(failure) ?? t('layouts.defaultError'));
      })
      .finally(() => setIsBusy(false));
  };
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'it-IT', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

  return (
    <div className="booth-pack__approval">
      <label className="booth-pack__approval-toggle">
        <input type="checkbox" checked={state?.isEnabled ?? false} disabled={state === null || isBusy} aria-describedby={hintId} onChange={(event) => onChange(event.target.checked)} />
        {t('boothSync.approvalPublish.label')}
      </label>
      <p id={hintId} className="booth-pack__facts">
        {t(isPublished ? 'boothSync.approvalPublish.hint' : 'boothSync.approvalPublish.hintUnpublished')}
      </p>
      {state?.lastRun != null && <LastRun run={state.lastRun} when={when} />}
      {error !== '' && <p className="booth-pack__facts booth-pack__error">{error}</p>}
    </div>
  );
}

function LastRun({ run, when }: { run: ApprovalPublishRun; when: (iso: string) => string }) {
  const { t } = useTranslation();
  switch (run.status) {
    case 'pending':
    case 'running':
      return <p className="booth-pack__facts">{t('boothSync.approvalPublish.running', { date: when(run.createdAt) })}</p>;
    case 'published':
      return <p className="booth-pack__facts">{t('boothSync.approvalPublish.published', { revision: run.boothRevision ?? '', date: when(run.finishedAt ?? run.createdAt) })}</p>;
    case 'failed':
      return (
        <p className="booth-pack__facts booth-pack__error">
          {t('boothSync.approvalPublish.failed', { date: when(run.finishedAt ?? run.createdAt), reason: t(`boothSync.approvalPublish.reasons.${run.reason ?? 'buildFailed'}`) })}
        </p>
      );
    default:
      return assertNever(run.status);
  }
}
