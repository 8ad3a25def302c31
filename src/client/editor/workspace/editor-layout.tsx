import { useTranslation } from 'react-i18next';
import { EditorKeys } from '../commands/editor-keys.js';
import { useEditor } from '../editor-context.js';
import { MissingFontsNote } from '../fonts/missing-fonts-note.js';
import { AddElementsPanel } from '../panels/add-elements-panel.js';
import { EditorToolbar } from '../panels/editor-toolbar.js';
import { LayersPanel } from '../panels/layers/layers-panel.js';
import { PropertiesPanel } from '../panels/properties/properties-panel.js';
import { CanvasArea } from './canvas-area.js';
import { EditorDialogs } from './editor-dialogs.js';

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
