/**
 * The first half of the demo magazine's poems (from 'Surgència'), written for it; poems.ts gathers both halves.
 */
import type { PoemSeed } from './types.js';

export const POEMS_FIRST_HALF: PoemSeed[] = [
  {
    title: 'Surgència',
    text: `L'aigua no arriba:
torna.
Puja del fons com un nom
que havíem oblidat
i que ara, de sobte,
remou la sorra.

Així tornes tu
algunes matinades,
sense riu que t'anunciï.`,
  },
  {
    title: 'Jonc',
    text: `Tot el dia el vent
li diu que s'ajupi.
Tot el dia s'ajup
i torna a alçar-se.

Ningú no li diu valent.
És un jonc.
Però jo l'he vist aguantar
la tramuntana de febrer.`,
  },
  {
    title: 'Boira a la plana',
    text: `La boira ha esborrat els pollancres,
la carretera, el campanar.
Només queda el so d'un tractor
que no sap on va.

Em sembla que el món
és un esborrany
i que algú, a les deu,
el tornarà a escriure.`,
  },
  {
    title: 'Casa tancada',
    text: `Hem après el nom de cada esquerda
del sostre del menjador.
La finestra és una pantalla
on sempre fan la mateixa pel·lícula:
un gat, un terrat, un llençol estès.

Al vespre aplaudim.
No sabem ben bé a qui.
A nosaltres, potser,
per continuar aquí.`,
  },
  {
    title: "Herbari d'abril",
    text: `Premso una fulla de romaní
entre les pàgines d'un llibre
que no tornaré a obrir.

D'aquí a vint anys algú
hi trobarà una olor
i no sabrà de qui era.`,
  },
  {
    title: 'Migdiada',
    text: `Les persianes fan ratlles al terra.
La casa respira a poc a poc.
Fora, les cigales
repeteixen l'única paraula que saben.

Tanco els ulls
i el dia s'atura
com una barca sense rems
al mig de l'estany.`,
  },
  {
    title: 'Carta sense segell',
    text: `T'he escrit tantes vegades
que ja no sé si les cartes
eren per a tu
o per aprendre a escriure.

Les guardo en una capsa de galetes.
Quan la sacsejo
sonen com la pluja
sobre una teulada de Vic.`,
  },
  {
    title: 'Tramuntana',
    text: `Tres dies de vent
i el poble sencer s'ha tornat filòsof.
Els gossos callen.
Les portes parlen soles.

Al quart dia, la llum:
tan neta que fa mal,
tan exacta que podríem comptar
les oliveres del cap de Creus.`,
  },
  {
    title: 'Illa',
    text: `Tota illa és una pregunta
que el mar fa cada dia.

Els de Sóller responen amb taronges.
Els de Deià, amb pedra.
Jo responc amb silenci,
que és la meva manera d'estimar
allò que no sé dir.`,
  },
  {
    title: 'Pa',
    text: `La meva àvia feia pa els dijous.
Deia que la massa
sap si estàs trista.

Avui he pastat sola a la cuina.
El pa no ha pujat.
Tenia raó.`,
  },
  {
    title: 'Volcà',
    text: `Dorm sota la fageda
un foc antic
que no té pressa.

Nosaltres hi caminem per sobre,
hi fem fotos, hi berenem,
com si el temps fos nostre.

Ell somriu per dins,
amb una paciència de pedra.`,
  },
  {
    title: 'Verema',
    text: `Les mans tacades de most
fins al colze.
El sol del Priorat
com una paraula dita massa fort.

A la nit, al celler,
el vi nou bull a poc a poc.
Fa el mateix soroll
que un cor cansat.`,
  },
  {
    title: 'Biblioteca de nit',
    text: `Quan tanquen els llums
els llibres conversen.
Els clàssics es queixen de la pols,
les novetats parlen massa.

Només els poemaris
callen, al prestatge de baix,
esperant que algú
s'ajupi per buscar-los.`,
  },
  {
    title: 'Agulla',
    text: `Tan petita
i ha cosit tota la roba de casa:
el vestit de la comunió,
la camisa del casament,
el llençol on vaig néixer.

Ara dorm en un coixinet vermell.
Jo la miro
com qui mira una heroïna retirada.`,
  },
  {
    title: 'Nit de Sant Joan',
    text: `Cremem el que sobra:
cadires coixes, cartes velles,
un hivern que no s'acabava.

Salten els nens per sobre del foc.
Jo no salto.
Però deixo que la foguera
em cremi la por.`,
  },
  {
    title: 'Refugi',
    text: `A dos mil metres
les paraules pesen menys.
Diem «bona nit» als desconeguts
com si fossin germans.

A fora, les estrelles
fan la seva feina antiga.
A dins, algú ronca,
i també això és música.`,
  },
  {
    title: 'Albufera',
    text: `Aigua quieta
que fa de mirall a un cel
que no s'hi acaba de veure.

Una barca de perxa
travessa la tarda.
El barquer no parla.
Ja ho ha dit tot el sol.`,
  },
  {
    title: 'Fred',
    text: `El fred entra per les juntes de les portes
com un gat que no demana permís.
Encenem la llar.
La llenya cruix i explica
els estius que va viure.

Ens asseiem a prop.
No cal dir res:
el foc parla per tots.`,
  },
];
