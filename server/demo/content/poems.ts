/**
 * Poems for the 'creacio' section, written for the demo magazine. A poetry article gathers a
 * few of them under one of the cycle titles below.
 */
import type { PoemSeed } from './types.js';

export const POEMS: PoemSeed[] = [
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
  {
    title: 'Pluja, per fi',
    text: `Després de tants mesos
la pluja sembla una visita
que havíem donat per perduda.

La gent surt als balcons
a mirar-la, com si fos una processó.
La terra beu
amb una set d'animal.`,
  },
  {
    title: 'Mare',
    text: `Tinc les teves mans,
diu tothom.
Jo no ho sé.
Les meves no saben fer croquetes
ni cosir botons
ni aturar la febre amb una carícia.

Però quan escric
s'assemblen a les teves
quan pastaves.`,
  },
  {
    title: 'Estació de Portbou',
    text: `Sota la volta de ferro
passen trens que no s'aturen.
Algú va arribar aquí
amb una maleta plena de papers
i la va deixar al final del camí.

El mar, a baix,
no recorda cap nom.
Nosaltres sí.`,
  },
  {
    title: 'Llibreta nova',
    text: `La primera pàgina en blanc
em fa por com una piscina freda.
Hi escric la data,
el meu nom,
una frase que ratllo.

Ja està. Ja m'hi he tirat.
Ara només cal nedar.`,
  },
  {
    title: 'Fotografia del 1952',
    text: `Somriuen a la càmera
sis persones que no conec.
Una d'elles és la meva besàvia.
No sé quina.

Al darrere, amb llapis,
algú va escriure: «Festa Major».
Ningú no va pensar
que caldria dir els noms.`,
  },
  {
    title: 'Mediterrània',
    text: `De l'Alguer a Tunis,
de Marsella a Beirut,
el mateix blau
diu coses diferents.

A cada port una llengua,
a cada llengua una manera
de dir «mar»
com qui diu «casa».`,
  },
  {
    title: 'Insomni',
    text: `A les tres de la matinada
el rellotge de la cuina
té una veu de campanar.

Compto ovelles, compto deutes,
compto les vegades que t'he dit
que t'estimo.
Em surten poques.
Demà en diré més.`,
  },
  {
    title: 'Cala',
    text: `Hi arribem per un camí de pins
que fa olor de resina i de sal.
L'aigua és tan clara
que les pedres del fons
semblen dites en veu alta.

Ningú no parla.
Hi ha llocs que demanen
el mateix respecte que una església.`,
  },
  {
    title: 'Gramàtica',
    text: `Vaig aprendre el subjuntiu
enamorat:
que vinguis, que et quedis,
que no te'n vagis mai.

Després vaig aprendre el passat.
Ara estudio el futur,
que és el temps verbal
de les promeses.`,
  },
  {
    title: 'Museu',
    text: `Deu minuts davant d'un quadre blau.
Al principi no hi havia res.
Després, una ombra.
Després, una finestra.
Després, la meva mare
mirant el mar des d'una cuina de Palamós.

No sé si el pintor ho sabia.
El quadre, sí.`,
  },
  {
    title: 'Estiu, final',
    text: `Les tovalloles s'assequen al balcó
per última vegada.
La sorra que portem a les sabates
és l'única cosa que ens quedarem.

Setembre fa olor de llibre nou
i de pluja que no arriba.`,
  },
  {
    title: 'Oficis',
    text: `El meu avi era boter.
Ningú no sap què vol dir.
Feia bótes per al vi
amb fusta de roure i paciència.

La paraula s'ha quedat sola
com una eina penjada a la paret
d'un mas tancat.`,
  },
  {
    title: 'Ramon Llull a Randa',
    text: `Va pujar a la muntanya
a buscar Déu
i va trobar un sistema.

Cercles que giren,
lletres que es combinen,
una màquina de paper
per convèncer el món.

El món no es va deixar convèncer.
Però encara ara gira.`,
  },
  {
    title: 'Aprenent',
    text: `Als setanta anys
s'ha apuntat a classes de dibuix.
Dibuixa pomes, gerros,
la cara del seu home que ja no hi és.

La professora li diu: «Mira més.»
Ella respon: «Fa cinquanta anys que miro.
Ara vull veure.»`,
  },
  {
    title: 'Cinema de poble',
    text: `A la fila set
vaig agafar-te la mà
mentre a la pantalla
un vaixell s'enfonsava.

Ara la sala és un supermercat.
Quan passo pel passadís dels iogurts
encara sento
la música de la pel·lícula.`,
  },
  {
    title: 'Arxiu',
    text: `Dins la capsa 47
una carta escrita el 1938
diu: «Torno aviat.»

L'arxivera la llegeix
i s'atura.
Fora plou.
Ningú no sap si va tornar.`,
  },
  {
    title: 'Trens de rodalies',
    text: `Cada matí els mateixos rostres
al vagó del mig.
No ens hem dit mai el nom.

Si algun dia algú falta
ens mirarem amb angoixa,
com una família
que ha perdut un cosí.`,
  },
  {
    title: 'Final',
    text: `Quan s'acaba un llibre
queda un silenci petit,
com una habitació on algú
acaba de sortir.

Tanco les tapes.
Miro per la finestra.
El món té una altra llum.`,
  },
];

/** Titles for poetry articles: a cycle of poems signed by one poet. */
export const POEM_CYCLES: string[] = [
  "Quadern de l'estany",
  'Poemes de la boira',
  'Set poemes breus',
  'Llum de febrer',
  'Versos de finestra',
  'Tríptic de la plana',
  'Cançons per a ningú',
  'Poemes del calaix',
  'Llibreta de migdia',
  "Quadern d'hivern",
  'Petit herbari',
  'Poemes de la fageda',
  'Sal',
  'Arrels',
  'Estances',
  'Poemes de tren',
  'Tres poemes i una carta',
  'La casa i el vent',
  'Inventari de la llum',
  'Poemes de la cuina',
  'Aigua de pluja',
  'Mapes interiors',
  "L'hora dels joncs",
  'Pedra seca',
  'Vespres',
  'Poemes de la memòria',
  'Ombres breus',
  'Versos de sobretaula',
  'Nit endins',
  'Quadern de la costa',
  'Cicle del pa',
  'Estacions',
  'Poemes per a una mare',
  'Lletres de frontera',
  'Paraules petites',
  'Fragments de juliol',
  'Tramuntana interior',
  'Llibre de les hores',
  'Elegies del setembre',
  'Poemes des del balcó',
  'Veus del pou',
  'Silenci de cambra',
  'Matinades',
  '«Aquí vivíem»: poemes',
  'Desordres',
  'Poemes de la sequera',
  'Breviari de la fusta',
  'Rellotges',
  'Terra endins',
  'Postals',
  'Fulls solts',
  'El vers i la vinya',
  'Ull de bou',
  'Poemes per a una illa',
  'Cicle de Randa',
];

/** Epigraphs that may open a poetry article, set in italic and aligned right. */
export const EPIGRAPHS: string[] = [
  `<em>A la meva àvia, que sabia el nom de totes les herbes.</em>`,
  `<em>Per a M., que mirava el mar.</em>`,
  `<em>«Hi ha llocs que demanen silenci.»</em>`,
  `<em>Als veïns del carrer del Puig, que aplaudien a les vuit.</em>`,
  `<em>In memoriam J. V. (1931-2019)</em>`,
  `<em>Per als qui encara escriuen cartes.</em>`,
];
