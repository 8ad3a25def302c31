import type Konva from 'konva';
import { useTranslation } from 'react-i18next';
import { Group, Label, Rect, Tag, Text } from 'react-konva';
import type { ImageElement } from '../../../shared/layout/image-element.js';
import type { PrintResolution } from '../model/print-resolution.js';

export const lowResolutionGroupName = 'low-resolution';

interface LowResolutionMarksProps {
  marks: readonly { image: ImageElement; resolution: PrintResolution }[];
  scale: number;
  groupRef: React.Ref<Konva.Group>;
}

/**
 * An amber dashed outline and a small 'Risoluzione bassa · N dpi' badge on each image that would
 * print blurred. A group in the editor's overlay layer, which is not printable, so no export ever
 * shows it; the canvas hides it while something is dragged or transformed, since it follows the
 * document.
 */
export function LowResolutionMarks({ marks, scale, groupRef }: LowResolutionMarksProps) {
  const { t } = useTranslation();
  const px = 1 / scale;
  return (
    <Group ref={groupRef} listening={false} name={lowResolutionGroupName}>
      {marks.map(({ image, resolution }) => (
        <Group key={image.id} x={image.x} y={image.y} rotation={image.rotation}>
          <Rect width={image.width} height={image.height} stroke="#c25e00" strokeWidth={2 * px} dash={[6 * px, 4 * px]} />
          <Label x={4 * px} y={4 * px}>
            <Tag fill="#c25e00" cornerRadius={3 * px} />
            <Text text={`${t('editor.lowRes.badge')} · ${Math.floor(resolution.dpi)} dpi`} fontSize={11 * px} fontFamily="Roboto" fontStyle="bold" fill="#ffffff" padding={4 * px} />
          </Label>
        </Group>
      ))}
    </Group>
  );
}
