/**
 * The clip-art library, chosen by hand from Microsoft's Fluent Emoji (flat style): per category
 * (Italian, lower case: it is the folder name and what plan allowances list), the iconify icon
 * name and its Italian display name. `prova` is the free sample set the visitor and free plans
 * get, so it holds one or two good pieces per theme.
 */
export interface ClipartChoice {
  icon: string;
  name: string;
  /** Stretchable decorations (dividers) may be resized freely; everything else keeps its ratio. */
  keepRatio?: false;
}

type Choice = [icon: string, name: string] | [icon: string, name: string, keepRatio: false];

const choices: Record<string, Choice[]> = {
  // First, so the free plans' only unlocked category opens the library.
  prova: [
    ['ring', 'Anello'], ['birthday-cake', 'Torta'], ['graduation-cap', 'Tocco di laurea'], ['teddy-bear', 'Orsacchiotto'],
    ['red-heart', 'Cuore'], ['glowing-star', 'Stella'], ['rose', 'Rosa'], ['balloon', 'Palloncino'],
  ],
  matrimonio: [
    ['ring', 'Anello'], ['wedding', 'Cappella nuziale'], ['woman-with-veil', 'Sposa'], ['man-in-tuxedo', 'Sposo'],
    ['bouquet', 'Bouquet'], ['clinking-glasses', 'Brindisi'], ['bottle-with-popping-cork', 'Spumante'], ['dove', 'Colomba'],
    ['swan', 'Cigno'], ['love-letter', "Lettera d'amore"], ['kiss-mark', 'Bacio'], ['heart-with-ribbon', 'Cuore con fiocco'],
    ['gem-stone', 'Diamante'], ['church', 'Chiesa'], ['bell', 'Campana'], ['wrapped-gift', 'Regalo di nozze'],
    ['dress', 'Abito'], ['high-heeled-shoe', 'Scarpa col tacco'], ['top-hat', 'Cilindro'], ['wine-glass', 'Calice di vino'],
  ],
  compleanno: [
    ['birthday-cake', 'Torta'], ['cupcake', 'Cupcake'], ['shortcake', 'Fetta di torta'], ['balloon', 'Palloncino'],
    ['party-popper', 'Sparacoriandoli'], ['confetti-ball', 'Pallina di coriandoli'], ['wrapped-gift', 'Regalo'],
    ['partying-face', 'Faccina in festa'], ['candle', 'Candela'], ['ribbon', 'Fiocco'], ['sparkler', 'Stellina scintillante'],
    ['fireworks', "Fuochi d'artificio"], ['piata', 'Pentolaccia'], ['crown', 'Corona'], ['mirror-ball', 'Palla da discoteca'],
    ['admission-tickets', 'Biglietti'], ['musical-notes', 'Note musicali'], ['tropical-drink', 'Cocktail tropicale'],
  ],
  laurea: [
    ['graduation-cap', 'Tocco di laurea'], ['scroll', 'Pergamena'], ['books', 'Libri'], ['open-book', 'Libro aperto'],
    ['trophy', 'Coppa'], ['1st-place-medal', "Medaglia d'oro"], ['sports-medal', 'Medaglia'], ['woman-student', 'Studentessa'],
    ['man-student', 'Studente'], ['owl', 'Gufo'], ['light-bulb', 'Lampadina'], ['fountain-pen', 'Penna stilografica'],
    ['memo', 'Appunti'], ['glasses', 'Occhiali'], ['classical-building', 'Università'], ['balance-scale', 'Bilancia'],
    ['stethoscope', 'Stetoscopio'], ['microscope', 'Microscopio'], ['triangular-ruler', 'Squadra'], ['bottle-with-popping-cork', 'Spumante'],
  ],
  bambini: [
    ['baby', 'Neonato'], ['baby-bottle', 'Biberon'], ['teddy-bear', 'Orsacchiotto'], ['baby-angel', 'Angioletto'],
    ['baby-chick', 'Pulcino'], ['hatching-chick', 'Pulcino che nasce'], ['unicorn', 'Unicorno'], ['kite', 'Aquilone'],
    ['yo-yo', 'Yo-yo'], ['puzzle-piece', 'Tessera di puzzle'], ['lollipop', 'Lecca-lecca'], ['candy', 'Caramella'],
    ['rainbow', 'Arcobaleno'], ['sauropod', 'Dinosauro'], ['t-rex', 'Tirannosauro'], ['rocket', 'Razzo'],
    ['carousel-horse', 'Cavallo della giostra'], ['soccer-ball', 'Pallone'], ['crayon', 'Pastello'], ['princess', 'Principessa'],
    ['prince', 'Principe'], ['woman-fairy', 'Fatina'], ['magic-wand', 'Bacchetta magica'], ['castle', 'Castello'],
  ],
  cuori: [
    ['red-heart', 'Cuore rosso'], ['pink-heart', 'Cuore rosa'], ['white-heart', 'Cuore bianco'], ['orange-heart', 'Cuore arancione'],
    ['yellow-heart', 'Cuore giallo'], ['green-heart', 'Cuore verde'], ['light-blue-heart', 'Cuore azzurro'], ['blue-heart', 'Cuore blu'],
    ['purple-heart', 'Cuore viola'], ['two-hearts', 'Due cuori'], ['revolving-hearts', 'Cuori rotanti'], ['sparkling-heart', 'Cuore scintillante'],
    ['growing-heart', 'Cuore che cresce'], ['beating-heart', 'Cuore che batte'], ['heart-with-arrow', 'Cuore trafitto'],
    ['heart-decoration', 'Decorazione a cuore'], ['heart-exclamation', 'Cuore esclamativo'], ['heart-hands', 'Mani a cuore'],
    ['smiling-face-with-heart-eyes', 'Faccina innamorata'], ['smiling-face-with-hearts', 'Faccina con cuori'], ['face-blowing-a-kiss', 'Bacio volante'],
  ],
  stelle: [
    ['star', 'Stella'], ['glowing-star', 'Stella brillante'], ['sparkles', 'Scintille'], ['shooting-star', 'Stella cadente'],
    ['dizzy', 'Stella con scia'], ['sparkle', 'Scintilla'], ['eight-pointed-star', 'Stella a otto punte'], ['star-struck', 'Faccina stellata'],
    ['night-with-stars', 'Notte stellata'], ['milky-way', 'Via Lattea'], ['crescent-moon', 'Luna crescente'], ['full-moon-face', 'Luna piena'],
    ['sun-with-face', 'Sole'], ['ringed-planet', 'Pianeta'], ['comet', 'Cometa'],
  ],
  fiori: [
    ['rose', 'Rosa'], ['tulip', 'Tulipano'], ['sunflower', 'Girasole'], ['cherry-blossom', 'Fiore di ciliegio'],
    ['hibiscus', 'Ibisco'], ['blossom', 'Margherita'], ['rosette', 'Fiore arancione'], ['hyacinth', 'Giacinto'],
    ['lotus', 'Fiore di loto'], ['four-leaf-clover', 'Quadrifoglio'], ['herb', 'Rametto'], ['maple-leaf', "Foglia d'acero"],
    ['fallen-leaf', 'Foglie cadute'], ['leaf-fluttering-in-wind', 'Foglie al vento'], ['seedling', 'Germoglio'],
    ['potted-plant', 'Pianta in vaso'], ['deciduous-tree', 'Albero'], ['palm-tree', 'Palma'], ['cactus', 'Cactus'],
  ],
  animali: [
    ['dog-face', 'Cane'], ['cat-face', 'Gatto'], ['rabbit-face', 'Coniglio'], ['panda', 'Panda'], ['koala', 'Koala'],
    ['bear', 'Orso'], ['lion', 'Leone'], ['tiger-face', 'Tigre'], ['fox', 'Volpe'], ['monkey-face', 'Scimmia'],
    ['elephant', 'Elefante'], ['giraffe', 'Giraffa'], ['penguin', 'Pinguino'], ['butterfly', 'Farfalla'], ['lady-beetle', 'Coccinella'],
    ['honeybee', 'Ape'], ['dolphin', 'Delfino'], ['tropical-fish', 'Pesce tropicale'], ['turtle', 'Tartaruga'], ['flamingo', 'Fenicottero'],
    ['peacock', 'Pavone'], ['parrot', 'Pappagallo'], ['hedgehog', 'Riccio'], ['frog', 'Rana'], ['paw-prints', 'Impronte'],
  ],
  cibo: [
    ['pizza', 'Pizza'], ['spaghetti', 'Spaghetti'], ['croissant', 'Cornetto'], ['hot-beverage', 'Caffè'], ['doughnut', 'Ciambella'],
    ['cookie', 'Biscotto'], ['ice-cream', 'Coppa di gelato'], ['soft-ice-cream', 'Cono gelato'], ['strawberry', 'Fragola'],
    ['cherries', 'Ciliegie'], ['watermelon', 'Anguria'], ['grapes', 'Uva'], ['lemon', 'Limone'], ['red-apple', 'Mela'],
    ['peach', 'Pesca'], ['chocolate-bar', 'Cioccolato'], ['popcorn', 'Popcorn'], ['hamburger', 'Hamburger'],
    ['cheese-wedge', 'Formaggio'], ['bread', 'Pane'], ['honey-pot', 'Vasetto di miele'], ['beer-mug', 'Boccale di birra'],
    ['cocktail-glass', 'Cocktail'],
  ],
  simboli: [
    ['infinity', 'Infinito'], ['fleur-de-lis', 'Giglio araldico'], ['peace-symbol', 'Simbolo della pace'], ['yin-yang', 'Yin e yang'],
    ['musical-note', 'Nota musicale'], ['check-mark-button', 'Spunta'], ['hundred-points', 'Cento punti'], ['red-exclamation-mark', 'Punto esclamativo'],
    ['red-question-mark', 'Punto interrogativo'], ['anchor', 'Ancora'], ['latin-cross', 'Croce'], ['high-voltage', 'Fulmine'],
    ['fire', 'Fuoco'], ['speech-balloon', 'Fumetto'], ['thought-balloon', 'Nuvoletta'], ['thumbs-up', 'Pollice in su'],
    ['victory-hand', 'Vittoria'], ['wavy-dash', 'Linea ondulata', false],
  ],
  accessori: [
    ['sunglasses', 'Occhiali da sole'], ['crown', 'Corona'], ['top-hat', 'Cilindro'], ['womans-hat', 'Cappello da donna'],
    ['billed-cap', 'Cappellino'], ['necktie', 'Cravatta'], ['lipstick', 'Rossetto'], ['microphone', 'Microfono'],
    ['camera-with-flash', 'Fotocamera con flash'], ['clapper-board', 'Ciak'], ['megaphone', 'Megafono'], ['guitar', 'Chitarra'],
    ['handbag', 'Borsetta'], ['folding-hand-fan', 'Ventaglio'],
  ],
  feste: [
    ['christmas-tree', 'Albero di Natale'], ['santa-claus', 'Babbo Natale'], ['snowman', 'Pupazzo di neve'], ['snowflake', 'Fiocco di neve'],
    ['jack-o-lantern', 'Zucca di Halloween'], ['ghost', 'Fantasma'], ['bat', 'Pipistrello'], ['spider-web', 'Ragnatela'],
    ['performing-arts', 'Maschere'], ['red-paper-lantern', 'Lanterna'], ['clinking-beer-mugs', 'Brindisi con birra'], ['firecracker', 'Petardo'],
    ['mrs-claus', 'Mamma Natale'], ['rabbit', 'Coniglietto pasquale'],
  ],
};

export const clipartSelection: Record<string, ClipartChoice[]> = Object.fromEntries(
  Object.entries(choices).map(([category, list]) => [
    category,
    list.map(([icon, name, keepRatio]): ClipartChoice => (keepRatio === false ? { icon, name, keepRatio } : { icon, name })),
  ]),
);
