import type Konva from 'konva';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import type { Format } from '../../shared/catalog/formats.js';
import type { CreationContext } from '../../shared/layout/creation-context.js';
import type { IdGenerator } from '../../shared/layout/id-generator.js';
import type { LayoutDocument } from '../../shared/layout/layout-document.js';
import type { EditorLimits } from '../../shared/plans/plan-types.js';
import type { FontCatalog } from '../fonts/font-catalog.js';
import { measureTextWithKonva } from './canvas/measure-text.js';
import type { CanvasLink } from './commands/canvas-link.js';
import type { CommandArgs, CommandContext, CommandName } from './commands/editor-commands.js';
import { canRunCommand, runCommand } from './commands/run-command.js';
import type { Selection } from './model/selection.js';
import { selectCanRedo, selectCanUndo, type EditorAction } from './state/editor-reducer.js';
import type { EditorStore } from './state/use-editor-state.js';
import type { CanvasView } from './canvas/use-canvas-view.js';
import type { Size } from '../../shared/layout/geometry.js';
import type { WorkspaceMode } from './workspace/workspace-mode.js';

/** What the editor works with besides its document: the plan's limits, the template's colours, the fonts. */
export interface EditorResources {
  limits: EditorLimits;
  /** Colours read from the template, offered beside every colour field. */
  swatches: readonly string[];
  /** Null until the font list is read. */
  fontCatalog: FontCatalog | null;
  /** The font new text starts in. */
  fontFamily: string;
  /** What the editor works on: the demo, a layout being created, or an account layout. */
  mode: WorkspaceMode;
  /** The route's theme (file names, the clip-art library's first category). */
  theme: string;
  format: Format;
  /** The template's artwork, once loaded. */
  templateImage: HTMLImageElement | null;
  /** The template decoded at full size, when ready (faster exports). */
  templateBitmap: ImageBitmap | null;
  /** The Konva stage, for the exports: they draw its printable layers. */
  stage: RefObject<Konva.Stage | null>;
  /** The fit view's scale (0 until the area is measured): new elements are sized by it. */
  fitScale: number;
  /** True once the canvas can draw (document, artwork, area and fonts ready). */
  isReady: boolean;
  /** The first draw waits for the document's font faces. */
  isLoadingFonts: boolean;
  /** The canvas area (zoom and pan read their input there), its size and the view on it. */
  area: RefObject<HTMLDivElement | null>;
  viewport: Size | null;
  canvasView: CanvasView | null;
  panState: { isPanReady: boolean; isPanning: boolean };
}

/** What the editor's parts read: the document on screen, the selection, whether a command can run now, and the resources. */
export interface Editor extends EditorResources {
  /** Null until the document is made (the template is loading). */
  document: LayoutDocument | null;
  selection: Selection;
  canUndo: boolean;
  canRedo: boolean;
  /** The view's scale (zoom included): what nudges and pastes are measured by. */
  viewScale: number;
  /** What a new element is made with; null until there is a document and a measured area. */
  creation: CreationContext | null;
  /** Whether a command's button can be pressed: on the selection, or on `ids` when given. */
  canRun: (name: CommandName, ids?: Selection) => boolean;
}

/**
 * What the editor's parts do: never changes, so memoised rows (the layers panel's 300) are not
 * redrawn by a change elsewhere. `run` takes a command of the table by name (commands/).
 */
export interface EditorCommands {
  dispatch: (action: EditorAction) => void;
  createId: IdGenerator;
  /** Runs a command on the selection, or on `ids` when given; false when it had nothing to act on. */
  run: <N extends CommandName>(name: N, args: CommandArgs[N], ids?: Selection) => boolean;
  /** Filled by the canvas (its drag) and the view input (space to pan), read by the keys. */
  canvasLink: CanvasLink;
}

const EditorContext = createContext<Editor | null>(null);
const EditorCommandsContext = createContext<EditorCommands | null>(null);

/** The editor's state and commands for everything inside the workspace (tldraw's useEditor()). */
export function EditorProvider({ store, viewScale, resources, canvasLink, children }: { store: EditorStore; viewScale: number; resources: EditorResources; canvasLink: CanvasLink; children: ReactNode }) {
  const { state, dispatch, createId, clipboard } = store;
  const document = state.history?.present ?? null;
  const { selection } = state;
  const { fitScale, canvasView } = resources;
  const editor = useMemo<Editor>(
    () => ({
      ...resources,
      document,
      selection,
      canUndo: selectCanUndo(state),
      canRedo: selectCanRedo(state),
      viewScale,
      creation: document === null || fitScale <= 0 ? null : { createId, scale: fitScale, template: document.template },
      canRun: (name, ids) =>
        document !== null &&
        canRunCommand(name, { document, selection: ids ?? selection, createId, viewScale, clipboard, measureText: measureTextWithKonva, view: canvasView, canvas: canvasLink.canvas }),
    }),
    [resources, fitScale, state, document, selection, viewScale, createId, clipboard, canvasView, canvasLink],
  );
  // Commands run from events, after the render they belong to: they read the latest state here.
  const latest = useRef({ document, selection, viewScale, view: canvasView });
  useEffect(() => {
    latest.current = { document, selection, viewScale, view: canvasView };
  });
  const commands = useMemo<EditorCommands>(
    () => ({
      dispatch,
      createId,
      run: (name, args, ids) => {
        const context = readContext(latest.current, { createId, clipboard }, canvasLink, ids);
        return context !== null && runCommand({ name, args }, context, dispatch);
      },
      canvasLink,
    }),
    [dispatch, createId, clipboard, canvasLink],
  );
  return (
    <EditorCommandsContext.Provider value={commands}>
      <EditorContext.Provider value={editor}>{children}</EditorContext.Provider>
    </EditorCommandsContext.Provider>
  );
}

function readContext(
  latest: { document: LayoutDocument | null; selection: Selection; viewScale: number; view: CanvasView | null },
  store: Pick<CommandContext, 'createId' | 'clipboard'>,
  link: CanvasLink,
  ids: Selection | undefined,
): CommandContext | null {
  const { document, selection, viewScale, view } = latest;
  return document === null ? null : { document, selection: ids ?? selection, viewScale, measureText: measureTextWithKonva, view, canvas: link.canvas, ...store };
}

export function useEditor(): Editor {
  const editor = useContext(EditorContext);
  if (editor === null) throw new Error('useEditor() outside the EditorProvider');
  return editor;
}

export function useEditorCommands(): EditorCommands {
  const commands = useContext(EditorCommandsContext);
  if (commands === null) throw new Error('useEditorCommands() outside the EditorProvider');
  return commands;
}
