import type { ActiveThemeKey } from '../../../../src/shared/catalog/themes.js';
import type { Design } from '../design.js';
import { animalFriends } from './bambini/animal-friends.js';
import { crayonDoodles } from './bambini/crayon-doodles.js';
import { rainbowClouds } from './bambini/rainbow-clouds.js';
import { balloonBouquet } from './compleanno/balloon-bouquet.js';
import { neonNight } from './compleanno/neon-night.js';
import { partyBunting } from './compleanno/party-bunting.js';
import { diplomaScrollDesign } from './laurea/diploma-scroll.js';
import { laurelBurgundy } from './laurea/laurel-burgundy.js';
import { mortarboardToss } from './laurea/mortarboard-toss.js';
import { eucalyptusBloom } from './matrimonio/eucalyptus-bloom.js';
import { gatsbyGold } from './matrimonio/gatsby-gold.js';
import { watercolourHearts } from './matrimonio/watercolour-hearts.js';
import { colourBlock } from './families/colour-block.js';
import { filmReel } from './families/film-reel.js';
import { modernGrid } from './families/modern-grid.js';

/** Every built-in design, by theme. Each renders in all four formats. */
export const designsByTheme: Record<ActiveThemeKey, readonly Design[]> = {
  matrimonio: [eucalyptusBloom, gatsbyGold, watercolourHearts, modernGrid('matrimonio'), filmReel('matrimonio'), colourBlock('matrimonio')],
  compleanno: [balloonBouquet, partyBunting, neonNight, modernGrid('compleanno'), filmReel('compleanno'), colourBlock('compleanno')],
  laurea: [mortarboardToss, diplomaScrollDesign, laurelBurgundy, modernGrid('laurea'), filmReel('laurea'), colourBlock('laurea')],
  bambini: [rainbowClouds, animalFriends, crayonDoodles, modernGrid('bambini'), filmReel('bambini'), colourBlock('bambini')],
};
