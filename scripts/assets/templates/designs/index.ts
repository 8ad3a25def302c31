import type { ActiveThemeKey } from '../../../../src/shared/catalog/themes.js';
import type { Design } from '../design.js';
import { animalFriends } from './bambini/animal-friends.js';
import { crayonDoodles } from './bambini/crayon-doodles.js';
import { rainbowClouds } from './bambini/rainbow-clouds.js';
import { buildingBlocks } from './bambini/building-blocks.js';
import { circusTent } from './bambini/circus-tent.js';
import { jungleLeaves } from './bambini/jungle-leaves.js';
import { spaceRocket } from './bambini/space-rocket.js';
import { underTheSea } from './bambini/under-the-sea.js';
import { balloonBouquet } from './compleanno/balloon-bouquet.js';
import { neonNight } from './compleanno/neon-night.js';
import { partyBunting } from './compleanno/party-bunting.js';
import { birthdayCake } from './compleanno/birthday-cake.js';
import { curlyStreamers } from './compleanno/curly-streamers.js';
import { fireworksNight } from './compleanno/fireworks-night.js';
import { giftWrap } from './compleanno/gift-wrap.js';
import { memphisParty } from './compleanno/memphis-party.js';
import { diplomaScrollDesign } from './laurea/diploma-scroll.js';
import { laurelBurgundy } from './laurea/laurel-burgundy.js';
import { mortarboardToss } from './laurea/mortarboard-toss.js';
import { chalkboard } from './laurea/chalkboard.js';
import { laurelCrown } from './laurea/laurel-crown.js';
import { libraryShelves } from './laurea/library-shelves.js';
import { quaderno } from './laurea/quaderno.js';
import { universityCrest } from './laurea/university-crest.js';
import { eucalyptusBloom } from './matrimonio/eucalyptus-bloom.js';
import { gatsbyGold } from './matrimonio/gatsby-gold.js';
import { watercolourHearts } from './matrimonio/watercolour-hearts.js';
import { laceDoily } from './matrimonio/lace-doily.js';
import { lineBotanical } from './matrimonio/line-botanical.js';
import { loveLetter } from './matrimonio/love-letter.js';
import { oliveGarland } from './matrimonio/olive-garland.js';
import { roseHedge } from './matrimonio/rose-hedge.js';

/** Every built-in design, by theme. Each renders in all four formats. */
export const designsByTheme: Record<ActiveThemeKey, readonly Design[]> = {
  matrimonio: [eucalyptusBloom, gatsbyGold, watercolourHearts, oliveGarland, roseHedge, laceDoily, loveLetter, lineBotanical],
  compleanno: [balloonBouquet, partyBunting, neonNight, birthdayCake, memphisParty, giftWrap, fireworksNight, curlyStreamers],
  laurea: [mortarboardToss, diplomaScrollDesign, laurelBurgundy, libraryShelves, chalkboard, universityCrest, laurelCrown, quaderno],
  bambini: [rainbowClouds, animalFriends, crayonDoodles, buildingBlocks, underTheSea, spaceRocket, jungleLeaves, circusTent],
};
