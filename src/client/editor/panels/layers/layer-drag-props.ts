import type { DragEvent, KeyboardEvent } from 'react';
import type { EditorCommands } from '../../editor-context.js';

export interface LayerDragArgs {
  /** An element of the layer (for a group, its bottom member): what the drag carries. */
  id: string;
  /** The layer's place among the layers, 0 the bottom. */
  index: number;
  draggedId: string | null;
  run: EditorCommands['run'];
  onDragStart: () => void;
  onDragEnd: () => void;
  setIsDropTarget: (isDropTarget: boolean) => void;
}

/**
 * Drag and drop of a row onto another (the dragged layer takes the target's place) as one
 * undo step; a group moves as a whole and nothing lands inside one (moveLayerItem).
 */
export function buildLayerDragProps(args: LayerDragArgs) {
  const { id, index, draggedId, run } = args;
  return {
    draggable: true,
    onDragStart: (event: DragEvent<HTMLLIElement>) => {
      event.stopPropagation();
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', id);
      args.onDragStart();
    },
    onDragEnd: args.onDragEnd,
    onDragOver: (event: DragEvent<HTMLLIElement>) => {
      if (draggedId === null || draggedId === id) return;
      event.preventDefault();
      args.setIsDropTarget(true);
    },
    onDragLeave: () => args.setIsDropTarget(false),
    onDrop: (event: DragEvent<HTMLLIElement>) => {
      event.preventDefault();
      args.setIsDropTarget(false);
      const moving = event.dataTransfer.getData('text/plain') || draggedId;
      if (moving !== null && moving !== '' && moving !== id) run('moveLayer', { id: moving, toIndex: index });
      args.onDragEnd();
    },
  };
}

/** Alt + up/down on a row's first button: the layer goes one place up or down (up the list is up the drawing order). */
export function onLayerMoveKey(event: KeyboardEvent<HTMLElement>, args: Pick<LayerDragArgs, 'id' | 'index' | 'run'>): void {
  if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
  event.preventDefault();
  event.stopPropagation();
  const toIndex = args.index + (event.key === 'ArrowUp' ? 1 : -1);
  args.run('moveLayer', { id: args.id, toIndex });
}
