import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/page-header';
import { EditorTools } from './editor-tools';
import { GuideNextSteps } from './guide-next-steps';
import { GuideSteps } from './guide-steps';
import { ShortcutsTable } from './shortcuts-table';
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
