import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { assertNever } from '../../../shared/util/assert-never.js';
import { LoadingIndicator } from '../../app/loading-indicator.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { useOperatorData } from '../../catalog/operator/use-operator-data.js';
import { DraftStandingView } from './draft-standing-view.js';
import { ViewHeader } from './view-header.js';
import './view-page.css';

/**
 * /view/:operatorId/:layoutId (spec part 2 "Client draft page"): the draft an operator shared,
 * with the client's name and event date from the link, and the client's approve or change answer.
 */
export function ViewPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.view.title'));
  const { operatorId = '', layoutId = '' } = useParams();
  const [query] = useSearchParams();
  const operator = useOperatorData(operatorId);
  const client = query.get('client')?.trim() ?? '';
  const date = query.get('date')?.trim() ?? '';
  const requestId = query.get('reqId')?.trim() ?? '';

  const renderBody = () => {
    switch (operator.status) {
      case 'loading':
        return <LoadingIndicator label={t('view.loading')} />;
      case 'error':
        return (
          <p className="view-page__error" role="alert" data-testid="view-operator-error">
            {t('view.operatorError')}
          </p>
        );
      case 'loaded':
        return <DraftStandingView operator={operator.operator} target={{ operatorId, requestId, draftId: layoutId }} client={client} date={date} />;
      default:
        return assertNever(operator);
    }
  };

  return (
    <article className="view-page">
      <ViewHeader operator={operator.status === 'loaded' ? operator.operator : undefined} client={client} date={date} />
      {renderBody()}
    </article>
  );
}
