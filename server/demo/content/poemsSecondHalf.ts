/**
 * The second half of the demo magazine's poems, written for it; poems.ts gathers both halves.
 */
import type { PoemSeed } from './types.js';

export const POEMS_SECOND_HALF: PoemSeed[] = [
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
