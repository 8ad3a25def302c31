import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/page-header.js';
import { EditorTools } from './editor-tools.js';
import { GuideNextSteps } from './guide-next-steps.js';
import { GuideSteps } from './guide-steps.js';
import { ShortcutsTable } from './shortcuts-table.js';
import './guida-operatore-page.css';

/** /guida-operatore: the operator guide of spec part 2 ("Operator guide"). */
export function GuidaOperatorePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.guidaOperatore.title')} lead={t('pages.guidaOperatore.lead')} />
      <div className="guide-page">
        <GuideSteps />
        <EditorTools />
        <ShortcutsTable />
        <GuideNextSteps />
      </div>
    </>
  );
}
