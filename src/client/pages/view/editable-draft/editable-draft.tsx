import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftLayoutResponse } from '../../../../shared/api/client-proposals.js';
import { judgeClientEdits } from '../../../../shared/client-fields/judge-client-edits.js';
import { ApiError } from '../../../api/api-error.js';
import type { FeedbackTarget } from '../use-client-feedback.js';
import { DraftCanvas, type FieldBox } from './draft-canvas.js';
import { FieldEditor } from './field-editor.js';
import { sendClientProposal } from './send-client-proposal.js';
import { useDraftPictures } from './use-draft-pictures.js';
import './editable-draft.css';

interface EditableDraftProps {
  /** GET /api/draft-layout's answer, not yet validated. */
  data: unknown;
  target: FeedbackTarget;
  businessName: string;
  /** The answer is not a draft layout this page can draw: the page shows the image instead. */
  onInvalid: () => void;
  /** What stands in the drawing's box while its fonts and pictures load (the server's picture). */
  placeholder: ReactNode;
}

/** The draft page's drawn draft (lazily loaded with Konva and the kinds' drawing). */
export function EditableDraft({ data, target, businessName, onInvalid, placeholder }: EditableDraftProps) {
  const parsed = useMemo(() => DraftLayoutResponse.safeParse(data), [data]);
  useEffect(() => {
    if (!parsed.success) onInvalid();
  }, [parsed, onInvalid]);
  if (!parsed.success) return null;
  return <EditableDraftView draft={parsed.data} target={target} businessName={businessName} placeholder={placeholder} />;
}

type SendState = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'error'; message: string };

function EditableDraftView({ draft, target, businessName, placeholder }: { draft: DraftLayoutResponse; target: FeedbackTarget; businessName: string; placeholder: ReactNode }) {
  const { t } = useTranslation();
  const { document, fields } = draft;
  // The client edits texts alone.
  const originals = useMemo(() => new Map(document.elements.flatMap((element) => (element.type === 'text' ? [[element.id, element.content] as const] : []))), [document]);
  const [texts, setTexts] = useState<ReadonlyMap<string, string>>(() => new Map(fields.map((field) => [field.elementId, originals.get(field.elementId) ?? ''] as const)));
  const [activeId, setActiveId] = useState<string | null>(null);
  const [send, setSend] = useState<SendState>({ status: 'idle' });
  const pictures = useDraftPictures(document, draft.artworkUrl);
  const edits = fields.map((field) => ({ elementId: field.elementId, content: texts.get(field.elementId) ?? '' })).filter((edit) => edit.content !== originals.get(edit.elementId));
  // The same rule the server applies: a change it would refuse is not offered for sending.
  const judgement = edits.length === 0 ? null : judgeClientEdits(document, edits);
  const canSend = judgement?.isAllowed === true && send.status !== 'sending';
  const name = businessName.trim();

  if (pictures === null) return placeholder;

  const onChange = (elementId: string, value: string) => {
    setTexts((current) => new Map(current).set(elementId, value));
    if (send.status !== 'sending') setSend({ status: 'idle' });
  };

  const onSend = async () => {
    if (judgement?.isAllowed !== true) return;
    setActiveId(null);
    setSend({ status: 'sending' });
    try {
      await sendClientProposal({
        operatorId: target.operatorId,
        draftId: target.draftId,
        ...(target.requestId === '' ? {} : { requestId: target.requestId }),
        fields: judgement.changes.map((change) => ({ elementId: change.elementId, content: change.after })),
      });
      setSend({ status: 'sent' });
    } catch (error) {
      setSend({ status: 'error', message: error instanceof ApiError ? error.message : String(error) });
    }
  };

  const activeField = fields.find((field) => field.elementId === activeId);
  const renderOverlay = (boxes: ReadonlyMap<string, FieldBox>, size: { width: number; height: number }) => {
    const activeBox = activeId === null ? undefined : boxes.get(activeId);
    return (
      <>
        {fields.map((field) => {
          const box = boxes.get(field.elementId);
          if (box === undefined) return null;
          return (
            <button
              key={field.elementId}
              type="button"
              className="editable-draft__field"
              style={tapTarget(box)}
              aria-pressed={activeId === field.elementId}
              aria-label={t('view.editable.editField', { text: texts.get(field.elementId) ?? '' })}
              onClick={() => setActiveId(field.elementId)}
            />
          );
        })}
        {activeField !== undefined && activeBox !== undefined && (
          <FieldEditor
            field={activeField}
            value={texts.get(activeField.elementId) ?? ''}
            box={activeBox}
            stageHeight={size.height}
            onChange={(value) => onChange(activeField.elementId, value)}
            onDone={() => setActiveId(null)}
          />
        )}
      </>
    );
  };

  return (
    <section className="editable-draft" aria-label={t('view.imageAlt')}>
      {fields.length > 0 && <p className="editable-draft__hint">{t('view.editable.hint')}</p>}
      <DraftCanvas document={document} texts={texts} pictures={pictures} photoLabel={t('view.editable.photo')} label={t('view.editable.canvasLabel')} renderOverlay={renderOverlay} />
      {fields.length > 0 && (
        <div className="editable-draft__send">
          <button type="button" className="button button--primary" data-testid="client-fields-send" disabled={!canSend} aria-busy={send.status === 'sending'} onClick={() => void onSend()}>
            {send.status === 'sending' ? t('view.editable.sending') : t('view.editable.send')}
          </button>
          {edits.length === 0 && send.status === 'idle' && <p className="editable-draft__note">{t('view.editable.noChanges')}</p>}
          {send.status === 'sent' && (
            <p className="editable-draft__sent" role="status" data-testid="client-fields-sent">
              {name === '' ? t('view.editable.sentNoName') : t('view.editable.sent', { name })}
            </p>
          )}
          {send.status === 'error' && (
            <p className="view-page__error" role="alert" data-testid="client-fields-error">
              {t('view.editable.sendError', { message: send.message })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/** At least 40 px each way around a small text, so a finger can hit it. */
function tapTarget(box: FieldBox): { left: number; top: number; width: number; height: number } {
  const width = Math.max(40, box.width);
  const height = Math.max(40, box.height);
  return { left: box.left - (width - box.width) / 2, top: box.top - (height - box.height) / 2, width, height };
}
