import { useTranslation } from 'react-i18next';
import { EditorKeys } from '../commands/editor-keys';
import { useEditor } from '../editor-context';
import { MissingFontsNote } from '../fonts/missing-fonts-note';
import { AddElementsPanel } from '../panels/add-elements-panel';
import { EditorToolbar } from '../panels/editor-toolbar';
import { LayersPanel } from '../panels/layers/layers-panel';
import { PropertiesPanel } from '../panels/properties/properties-panel';
import { CanvasArea } from './canvas-area';
import { EditorDialogs } from './editor-dialogs';

/** The editor's layout of named parts: the bar, the add tools, the canvas, the side panels, and the dialogs. */
export function EditorLayout() {
  const { t } = useTranslation();
  const { document, isReady } = useEditor();
  return (
    <div className="editor-workspace">
      <EditorKeys />
      <h1 className="visually-hidden">{t('pages.editor.title')}</h1>
      <EditorToolbar />
      <MissingFontsNote document={document} />
      <div className="editor-workspace__body">
        <AddElementsPanel />
        <CanvasArea />
        <div className="editor-workspace__side">
          <PropertiesPanel />
          {isReady && document !== null && <LayersPanel />}
        </div>
      </div>
      <EditorDialogs />
    </div>
  );
}
