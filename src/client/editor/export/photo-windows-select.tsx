import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { canBeTransparent, photoWindowsChoices, resolvePhotoWindows, type PhotoWindows, type PhotoWindowsFile } from '../../../shared/render/photo-windows.js';

interface PhotoWindowsSelectProps {
  value: PhotoWindows;
  /** The file the choice goes into: a JPG or PDF cannot hold 'transparent', and shows why. */
  file: PhotoWindowsFile;
  onChange: (value: PhotoWindows) => void;
  isDisabled?: boolean;
  /** Where the note on JPG and PDF goes: in the bar as a tooltip and for screen readers, in a dialog as text. */
  noteShown: 'visible' | 'hidden';
  className?: string;
}

/**
 * 'Finestre foto': what the file's photo frames show. The choice stays when the file changes;
 * a file without transparency shows (and gets) white windows for 'trasparenti', and says so.
 */
export function PhotoWindowsSelect({ value, file, onChange, isDisabled = false, noteShown, className }: PhotoWindowsSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const noteId = useId();
  const shown = resolvePhotoWindows(value, file);
  const note = canBeTransparent(file) ? null : file === 'pdf' ? t('photoWindows.noAlphaPdf') : t('photoWindows.noAlphaJpg');
  return (
    <span className={className ?? 'photo-windows'} title={note ?? t('photoWindows.hint')}>
      <label htmlFor={id} className="photo-windows__label">
        {t('photoWindows.label')}
      </label>
      <select
        id={id}
        className="editor-toolbar__select"
        value={shown}
        disabled={isDisabled}
        aria-describedby={noteId}
        onChange={(event) => onChange(photoWindowsChoices.find((choice) => choice === event.target.value) ?? value)}
      >
        {photoWindowsChoices.map((choice) => (
          <option key={choice} value={choice} disabled={choice === 'transparent' && note !== null}>
            {t(`photoWindows.${choice}`)}
          </option>
        ))}
      </select>
      <span id={noteId} className={noteShown === 'visible' && note !== null ? 'photo-windows__note' : 'visually-hidden'}>
        {note ?? t('photoWindows.hint')}
      </span>
    </span>
  );
}
