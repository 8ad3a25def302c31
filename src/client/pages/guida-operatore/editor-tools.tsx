import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type ToolId = 'addText' | 'addLine' | 'uploadImage' | 'addPhotoFrame' | 'addEllipse' | 'addQrCode' | 'clipart' | 'download' | 'share';

/**
 * The tools in the order the editor shows them. Their names are the editor's own button labels,
 * so the guide says exactly what the operator will see.
 */
const tools = [
  { id: 'addText', nameKey: 'editor.panel.addText' },
  { id: 'addLine', nameKey: 'editor.panel.addLine' },
  { id: 'uploadImage', nameKey: 'editor.upload.button', isPremium: true },
  { id: 'addPhotoFrame', nameKey: 'editor.panel.addPlaceholder' },
  { id: 'addEllipse', nameKey: 'editor.ellipse.add' },
  { id: 'addQrCode', nameKey: 'editor.qr.add' },
  { id: 'clipart', nameKey: 'editor.clipart.title' },
  { id: 'download', nameKey: 'editor.download.button' },
  { id: 'share', nameKey: 'editor.share.button' },
] as const satisfies readonly { id: ToolId; nameKey: string; isPremium?: boolean }[];

/** The overview of the editor's tools (spec part 2, "Operator guide"). */
export function EditorTools() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="guide-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('content.guida.tools.title')}</h2>
      <p>{t('content.guida.tools.lead')}</p>
      <dl className="guide-tools">
        {tools.map((tool) => (
          <div key={tool.id} className="guide-tools__item">
            <dt className="guide-tools__name">
              {t(tool.nameKey)}
              {'isPremium' in tool && (
                <>
                  {' '}
                  <span className="guide-badge">{t('content.guida.tools.premium')}</span>
                </>
              )}
            </dt>
            <dd className="guide-tools__text">{t(`content.guida.tools.items.${tool.id}.text`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
