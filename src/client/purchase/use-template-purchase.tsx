import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { passRules } from '../../shared/plans/plan-rules.js';
import { AlertDialog } from '../ui/alert-dialog.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';
import { startTemplatePurchase, type PurchasableTemplate } from './start-template-purchase.js';

interface OpenQuestion {
  template: PurchasableTemplate;
  answer: (isConfirmed: boolean) => void;
}

interface OpenAlert {
  message: string;
  dismiss: () => void;
}

export interface TemplatePurchase {
  onStartPurchase: (template: PurchasableTemplate) => void;
  /** Id of the template whose checkout is being prepared, to show the button as busy. */
  purchasingId: string | null;
  /** The confirm and error dialogs: render them once, anywhere on the page. */
  purchaseDialogs: ReactNode;
}

function goToCheckout(url: string): void {
  window.location.assign(url);
}

/** Runs startTemplatePurchase with accessible dialogs in place of window.confirm/alert. */
export function useTemplatePurchase(redirect: (url: string) => void = goToCheckout): TemplatePurchase {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<OpenQuestion | null>(null);
  const [alert, setAlert] = useState<OpenAlert | null>(null);
  const [purchasingId, setPurchasingId] = useState<string | null>(null);
  const isRunningRef = useRef(false);

  const onStartPurchase = useCallback(
    (template: PurchasableTemplate) => {
      // A double click must not start two checkouts.
      if (isRunningRef.current) return;
      isRunningRef.current = true;
      setPurchasingId(template.id);
      const ui = {
        confirm: (asked: PurchasableTemplate) =>
          new Promise<boolean>((resolve) => {
            setQuestion({ template: asked, answer: resolve });
          }),
        showError: (serverMessage: string | null) =>
          new Promise<void>((resolve) => {
            setAlert({ message: t('purchase.error', { message: serverMessage ?? t('purchase.defaultError') }), dismiss: resolve });
          }),
        redirect,
      };
      void startTemplatePurchase(template, ui).then((outcome) => {
        // After a redirect the page is unloading: the button stays busy until it is gone.
        if (outcome === 'redirected') return;
        isRunningRef.current = false;
        setPurchasingId(null);
      });
    },
    [t, redirect],
  );

  function onAnswer(isConfirmed: boolean) {
    question?.answer(isConfirmed);
    setQuestion(null);
  }

  function onDismissAlert() {
    alert?.dismiss();
    setAlert(null);
  }

  const purchaseDialogs = (
    <>
      {question !== null && (
        <ConfirmDialog
          title={t('purchase.confirmTitle')}
          message={t('purchase.confirmText', {
            name: question.template.name,
            price: passRules.priceEuro,
            days: passRules.validDays,
            downloads: passRules.downloads,
          })}
          confirmLabel={t('purchase.confirm')}
          cancelLabel={t('purchase.cancel')}
          onConfirm={() => onAnswer(true)}
          onCancel={() => onAnswer(false)}
        />
      )}
      {alert !== null && <AlertDialog message={alert.message} onClose={onDismissAlert} />}
    </>
  );

  return { onStartPurchase, purchasingId, purchaseDialogs };
}
