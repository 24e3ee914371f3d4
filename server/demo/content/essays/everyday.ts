/**
 * Essay themes for the 'articles' section: each gives several titles; the assembly picks a title
 * and a subset of the theme's paragraphs for each essay. Everyday things: school, borders, objects, words, gardens.
 */
import type { EssaySeed } from '../types.js';

export const EVERYDAY_ESSAYS: EssaySeed[] = [
  {
    key: 'escola',
    specialty: 'Assaig',
    titles: [
      'Els llibres de lectura obligatòria',
      "Paraules per a l'escola",
      'El mestre que ens va fer lectors',
      'Llegir a classe',
      'La biblioteca de l\'escola',
    ],
    summaries: [
      `Recordem molts dels llibres que vam llegir a l'escola, <em>alguns amb afecte i altres amb ràbia</em>.`,
      `Sobre la lectura obligatòria, els mestres que ens fan lectors i les biblioteques escolars.`,
      `Com es forma un lector: una reflexió des de l'aula.`,
      `Llegir junts, en veu alta, a classe: <em>una experiència compartida</em> que la lectura silenciosa no dona.`,
      `Per a molts infants, la biblioteca de l'escola és la primera biblioteca de la seva vida, i de vegades l'única.`,
    ],
    headings: ['Obligar a llegir', 'Els mestres', 'Formar lectors'],
    paragraphs: [
      `La lectura obligatòria té mala premsa. Molts adults recorden amb horror els llibres que els van fer llegir a l'institut, i alguns diuen que van deixar de llegir per culpa d'aquella experiència. Però altres van descobrir precisament així els seus llibres preferits. La lectura obligatòria no és bona ni dolenta en si mateixa: depèn de com es fa i de qui la proposa.`,
      `Tots recordem algun mestre que ens va fer lectors. Un professor de literatura que llegia en veu alta amb una passió contagiosa, una mestra que ens va deixar un llibre de casa seva, un bibliotecari que sabia quin llibre ens faria falta. Aquestes persones canvien vides, i poques vegades ho saben. Potser caldria dir-los-ho més sovint.`,
      `La biblioteca escolar és, per a molts infants, la primera biblioteca de la seva vida. En famílies on no hi ha llibres, és l'única porta d'accés a la lectura. Però moltes biblioteques escolars funcionen gràcies al voluntarisme de mestres que hi dediquen hores que no tenen, sense pressupost i sense personal especialitzat.`,
      `Llegir en veu alta a classe és una pràctica antiga que s'està recuperant. Llegir junts, en veu alta, crea una experiència compartida que la lectura silenciosa no dona. Els alumnes escolten, comenten, discuteixen. El llibre es converteix en un objecte col·lectiu, i la literatura en una conversa. Molts mestres diuen que és el moment preferit de la setmana.`,
      `Els clàssics a l'escola generen debats interminables. Hi ha qui defensa que cal llegir els grans autors, encara que costin, perquè formen part del patrimoni comú. Altres creuen que cal començar per llibres més propers als alumnes i anar pujant. Probablement totes dues posicions són compatibles: cal un camí, i el camí pot començar a qualsevol lloc.`,
      `La literatura juvenil ha viscut una revolució en les darreres dècades. Hi ha llibres extraordinaris escrits per a adolescents, que tracten temes difícils amb intel·ligència i sensibilitat. Molts mestres els fan servir com a pont cap a lectures més exigents, i molts adults els llegeixen sense complexos. La frontera entre literatura juvenil i adulta és cada vegada més difusa.`,
      `Formar lectors no és només ensenyar a llegir. És transmetre el plaer de la lectura, i el plaer no es pot imposar. Es pot contagiar, es pot suggerir, es pot proposar, però mai no es pot obligar. Per això els millors mestres de literatura són lectors apassionats, que parlen dels llibres amb entusiasme i que deixen als alumnes la llibertat de no estar-hi d'acord.`,
      `Al final, el que queda de l'escola no són els exàmens ni les notes, sinó algunes frases, algunes imatges, algun llibre que ens va sacsejar. La literatura que aprenem a classe ens acompanya tota la vida, de vegades sense que ens n'adonem. Un vers après de memòria als dotze anys pot tornar als setanta, en el moment més inesperat.`,
    ],
    quotes: [
      { content: `El plaer de llegir no s'imposa: es contagia.`, reference: `Júlia Serradell, <em>Contes de préstec</em>` },
      { content: `Un vers après de memòria als dotze anys torna als setanta.`, reference: `Rita Bagué, <em>Llapis i paciència</em>` },
    ],
    references: [
      `Pennac, Daniel. <em>Comme un roman</em>. París: Gallimard, 1992.`,
      `Bagué, Rita. <em>Llapis i paciència: llegir a l'institut</em>. Manresa: Zenobita Nova, 2018.`,
      `Serradell, Júlia. <em>Contes de préstec</em>. Banyoles: L'Estany Editorial, 2015.`,
    ],
    notes: [
      `Daniel Pennac va formular els coneguts «drets imprescriptibles del lector», entre els quals el dret a no llegir.`,
      `Moltes biblioteques escolars de Catalunya depenen de programes de suport i del voluntarisme del professorat.`,
    ],
    captions: [
      `La biblioteca d'una escola de Banyoles.`,
      `Alumnes llegint en veu alta a l'aula.`,
    ],
  },
  {
    key: 'frontera',
    specialty: 'Història',
    titles: [
      'La ratlla',
      "Creuar la frontera: l'hivern del 1939",
      'Literatura de l\'exili',
      'Perpinyà, ciutat de frontera',
      'Llengües de frontera',
    ],
    summaries: [
      `Des de Banyoles, la frontera és a tocar. <em>Exili, retorn i llengües</em> que es barregen a banda i banda.`,
      `L'exili republicà de 1939 i la literatura que va néixer a l'altra banda dels Pirineus.`,
      `La Catalunya del Nord com a territori de frontera, de pas i de literatura.`,
      `Contrabandistes, passadors i camins secrets: <em>la frontera dels Pirineus</em> travessada en les dues direccions.`,
      `Llengües barrejades, plenes de préstecs de l'altra banda: <em>el català del Rosselló</em> i les paraules que hi ha deixat el francès.`,
    ],
    headings: ['La Retirada', 'Escriure a l\'exili', 'La frontera avui'],
    paragraphs: [
      `El gener i el febrer de 1939, gairebé mig milió de persones van creuar els Pirineus fugint de l'avanç de les tropes franquistes. Els francesos en diuen la Retirada. Famílies senceres, soldats, intel·lectuals i polítics van caminar per colls nevats amb el que portaven a sobre, i molts van acabar en camps de concentració improvisats a les platges d'Argelers i de Sant Cebrià.`,
      `Molts escriptors catalans van ser entre aquells exiliats. Alguns no van tornar mai; altres van tornar al cap de molts anys, a un país que ja no reconeixien. L'exili va dispersar la literatura catalana per França, Mèxic, Xile, l'Argentina i Veneçuela, i durant dècades es va escriure més en català fora que dins, on la llengua estava perseguida.`,
      `La literatura de l'exili té una tonalitat pròpia, feta de nostàlgia, de ràbia i d'una voluntat obstinada de continuar. Les revistes, les editorials i els Jocs Florals de l'exili van mantenir viva una cultura que a casa havia estat silenciada. Llegir avui aquests textos és descobrir una literatura de resistència que va fer de la llengua una pàtria portàtil.`,
      `Perpinyà és la capital de la Catalunya del Nord, un territori que va passar a França amb el Tractat dels Pirineus del 1659. Durant segles, el català hi ha conviscut amb el francès, i la frontera ha estat més administrativa que cultural. Passejar pel Castellet o pel mercat de la plaça Cassanyes és sentir una barreja de llengües que explica la història del territori.`,
      `Les llengües de frontera són llengües barrejades, plenes de préstecs i de girs que vénen de l'altra banda. El català del Rosselló té paraules franceses que al sud sonarien estranyes, i el francès de la zona conserva expressions catalanes. Aquesta barreja, que alguns veuen com una contaminació, és en realitat una riquesa: la prova que les llengües viuen i es toquen.`,
      `La frontera també ha estat lloc de contraban, de passadors i de camins secrets. Durant la Segona Guerra Mundial, molts fugitius del nazisme van creuar els Pirineus en direcció contrària, guiats per pastors i contrabandistes que coneixien cada corriol. Walter Benjamin va morir a Portbou el 1940, en intentar aquest pas.`,
      `Avui la frontera gairebé no es nota. Es passa en cotxe sense aturar-se, i molta gent viu a un costat i treballa a l'altre. Però la ratlla continua existint en els sistemes educatius, en les lleis, en les llengües oficials. La integració europea ha esborrat les duanes, però no les diferències, i potser està bé que sigui així.`,
      `Escriure sobre la frontera és escriure sobre la identitat. Qui som, on comencem, on acabem? La frontera ens obliga a fer-nos aquestes preguntes, i la literatura de frontera és sovint la més interessant perquè no té respostes fàcils. A banda i banda de la ratlla, la gent es fa les mateixes preguntes en llengües diferents.`,
    ],
    quotes: [
      { content: `L'exili va convertir la llengua en una pàtria portàtil.`, reference: `Helena Oliveras, <em>La ratlla</em>` },
      { content: `La frontera és una línia als mapes i una ferida a la memòria.`, reference: `Martí Serrallonga, <em>Pensar a la plaça</em>` },
    ],
    references: [
      `Oliveras, Helena. <em>La ratlla: llengües de frontera</em>. Perpinyà: Trabucaire Nou, 2016.`,
      `Benjamin, Walter. <em>Über den Begriff der Geschichte</em>. 1940.`,
      `Sales, Joan. <em>Incerta glòria</em>. Barcelona: Club Editor, 1956.`,
    ],
    notes: [
      `El Tractat dels Pirineus, signat el 1659, va cedir els comtats del Rosselló i part de la Cerdanya a França.`,
      `A Portbou hi ha un memorial dedicat a Walter Benjamin, obra de l'artista Dani Karavan.`,
      `Es calcula que prop de mig milió de persones van creuar la frontera durant la Retirada.`,
    ],
    captions: [
      `Un coll dels Pirineus per on van passar molts exiliats el 1939.`,
      `El Castellet de Perpinyà.`,
    ],
  },
  {
    key: 'objectes',
    specialty: 'Filosofia',
    titles: [
      'Les coses petites',
      'Elogi de la cullera',
      'Objectes que no sabem llençar',
      'Filosofia del calaix',
      'Inventari de la casa',
    ],
    summaries: [
      `Objectes quotidians, detalls i miniatures: <em>l'art de mirar allò que no es veu</em>.`,
      `Per què guardem objectes que no fem servir i què ens diuen de nosaltres.`,
      `Una filosofia de les coses petites, des de la cullera fins al calaix de les coses.`,
      `Claus que no obren cap porta i piles que potser funcionen: <em>el calaix de casa</em> com a lliçó de filosofia.`,
      `Seguint Georges Perec, <em>un inventari</em> de les coses que tenim a tocar i que ja no veiem.`,
    ],
    headings: ['La cullera', 'El calaix', 'Inventaris'],
    paragraphs: [
      `La cullera és potser l'objecte més perfecte que ha inventat la humanitat. No ha canviat gairebé en milers d'anys perquè no ho necessita: la seva forma respon exactament a la seva funció. Una cullera de fusta, d'argent o de plàstic fa la mateixa feina amb la mateixa elegància. Hi ha objectes que ja van néixer acabats.`,
      `Totes les cases tenen un calaix on van a parar les coses que no saben on anar: claus que no obren cap porta, piles que potser funcionen, gomes elàstiques, un botó solitari, un bolígraf sense tinta. Aquest calaix és un petit museu del desordre domèstic, i també un retrat fidel de qui hi viu. Ningú no l'ensenya a les visites.`,
      `Guardem objectes que no fem servir per raons que no sabem explicar. Un rellotge aturat de l'avi, una tassa esquerdada, una capsa de llaunes de galetes plena de fils. No tenen valor econòmic ni utilitat pràctica, però llençar-los ens sembla una traïció. Són objectes que han deixat de ser coses per convertir-se en records.`,
      `Georges Perec va proposar un exercici: fer l'inventari de tot el que hi ha sobre la taula de treball. Sembla fàcil, però és sorprenentment difícil. Descobrim objectes que hi eren sense que els veiéssim, i entenem que la nostra vida quotidiana està feta de milers de detalls invisibles. Mirar les coses petites és una manera de tornar a veure el món.`,
      `Els objectes tenen una vida més llarga que nosaltres. Una cadira pot passar per quatre generacions, un llibre per deu mans diferents, una joia per segles de famílies. Quan heretem un objecte, heretem també una història que potser no coneixem del tot. Els antiquaris saben que cada moble porta a dins els secrets de totes les cases on ha estat.`,
      `La societat del consum ens ha acostumat a objectes d'usar i llençar. Compren, utilitzem i substituïm a una velocitat que els nostres avis no haurien pogut imaginar. Però hi ha un moviment creixent que reivindica reparar, cuidar i conservar. Aprendre a arreglar una cadira o a sargir un mitjó és també aprendre a valorar les coses petites.`,
      `Les miniatures fascinen perquè ens fan sentir gegants. Una casa de nines, un pessebre, una maqueta de tren: són mons sencers reduïts a una escala que podem abastar amb la mirada. Els miniaturistes treballen amb lupa i paciència infinita, i el resultat és una mena de poesia material, on cada detall compta.`,
      `Potser la filosofia hauria de començar per les coses petites. No per les grans preguntes sobre l'ésser i el no-res, sinó per la cullera, el calaix, el botó. Al cap i a la fi, vivim envoltats d'objectes, i la manera com ens hi relacionem diu molt de qui som. Una filosofia de les coses petites seria, potser, una filosofia més humana.`,
    ],
    quotes: [
      { content: `Hi ha objectes que ja van néixer acabats.`, reference: `Eduard Rigau, <em>Habitar</em>` },
      { content: `El calaix de les coses és el retrat més fidel d'una casa.`, reference: `Xavier Batlle, <em>Manual per perdre el temps</em>` },
    ],
    references: [
      `Perec, Georges. <em>Penser/Classer</em>. París: Hachette, 1985.`,
      `Bachelard, Gaston. <em>La poétique de l'espace</em>. París: PUF, 1957.`,
      `Rigau, Eduard. <em>Habitar</em>. Girona: Llibres del Pòsit, 2014.`,
    ],
    notes: [
      `Perec va dedicar diversos textos a inventariar objectes quotidians, entre els quals la seva taula de treball.`,
      `Bachelard va dedicar un capítol de <em>La poétique de l'espace</em> als calaixos, els cofres i els armaris.`,
    ],
    captions: [
      `Culleres de fusta en una cuina de pagès.`,
      `El calaix de les coses d'una casa de Banyoles.`,
    ],
  },
  {
    key: 'paraules',
    specialty: 'Periodisme cultural',
    titles: [
      'Paraules que es perden',
      'Diccionari dels oficis desapareguts',
      'El vocabulari de la terra',
      'Parlar com els avis',
      'Les paraules també emigren',
    ],
    summaries: [
      `Amb els oficis del camp desapareixen també les paraules. <em>Un petit inventari</em> abans que sigui tard.`,
      `El vocabulari de la pagesia, dels oficis i de les feines que ja no es fan.`,
      `Com canvia la llengua quan canvia la manera de viure, i què podem fer per no perdre-la.`,
      `Frases fetes, refranys i girs de les àvies: <em>un català que sona antic</em> i que reconeixem tan bon punt el sentim.`,
      `Les paraules també emigren: del camp a la ciutat, i d'altres països fins a les nostres converses.`,
    ],
    headings: ['Oficis', 'Paraules de la terra', 'Salvar-les'],
    paragraphs: [
      `Quan desapareix un ofici, desapareix també el seu vocabulari. Els noms de les eines, de les tècniques, de les parts d'una màquina o d'un animal se'n van amb les últimes persones que les feien servir. La llengua s'empobreix sense que ningú se n'adoni, perquè les paraules que es perden són precisament les que ja no necessitem.`,
      `Els pagesos tenien un vocabulari riquíssim per descriure la terra, el temps i els animals. Sabien distingir desenes de tipus de sòl, de núvols, de vents. Cada feina del calendari agrícola tenia el seu nom i les seves eines: la sega, la batuda, la verema, la collita de les olives. Avui, amb la mecanització, moltes d'aquestes paraules només viuen als diccionaris.`,
      `Els noms dels vents són un bon exemple de la riquesa lèxica del català. La tramuntana, el mestral, el garbí, el xaloc, el llevant, el ponent: cada vent té un nom, i cada comarca en té de propis. Els pescadors i els pagesos coneixien els vents com coneixien els veïns, i sabien quin temps portava cadascun.`,
      `Les àvies parlaven un català ple de girs i expressions que avui sonen antics. Frases fetes, refranys, comparacions que ens sembla que no entenem però que, quan les sentim, reconeixem immediatament. Aquest català col·loquial és un tresor que s'està perdent, i que no apareix gairebé mai en la literatura, que tendeix a un estàndard més neutre.`,
      `Els dialectòlegs del segle XX van recórrer tot el territori de parla catalana recollint paraules, pronúncies i expressions. El seu treball, recollit en atles i diccionaris, és un testimoni extraordinari d'una llengua que canviava. Mossèn Alcover i Francesc de Borja Moll van fer del <em>Diccionari català-valencià-balear</em> una obra monumental que encara avui és una referència.`,
      `Les paraules també emigren. Quan la gent del camp va anar a la ciutat, s'hi va endur les seves paraules, que es van barrejar amb les d'altres llocs. I quan van arribar persones d'altres països, van portar les seves, que el català ha anat adoptant. La llengua és un organisme viu que perd i guanya paraules constantment.`,
      `Salvar les paraules no vol dir embalsamar-les. Les paraules viuen si es fan servir, i la millor manera de conservar-les és posar-les en circulació. Els escriptors tenen aquí una responsabilitat: rescatar paraules oblidades i fer-les sonar de nou en contextos nous. Una paraula antiga ben col·locada pot tenir una força extraordinària.`,
      `Potser cada família hauria de fer el seu propi diccionari: les paraules que deien els avis, les expressions de casa, els noms que donàvem a les coses. Un diccionari íntim que passés de generació en generació. Seria una manera de recordar que la llengua no és només un sistema, sinó també una herència i una manera d'estimar.`,
    ],
    quotes: [
      { content: `Les paraules que es perden són precisament les que ja no necessitem.`, reference: `Albert Terrades, <em>Costers</em>` },
      { content: `Una paraula antiga ben col·locada pot fer més soroll que un crit.`, reference: `Gemma Sitjà, <em>Blat</em>` },
    ],
    references: [
      `Alcover, Antoni Maria i Moll, Francesc de Borja. <em>Diccionari català-valencià-balear</em>. Palma, 1930-1962.`,
      `Terrades, Albert. <em>Costers</em>. Falset: Edicions del Priorat Nou, 2017.`,
      `Amades, Joan. <em>Costumari català</em>. Barcelona: Salvat, 1950-1956.`,
    ],
    notes: [
      `El <em>Diccionari català-valencià-balear</em> consta de deu volums i es pot consultar en línia.`,
      `El <em>Costumari català</em> de Joan Amades recull el calendari festiu i les tradicions de tot l'any.`,
    ],
    captions: [
      `Eines antigues del camp exposades en un museu etnogràfic.`,
      `Una pagesa de la Garrotxa en plena feina.`,
    ],
  },
  {
    key: 'jardins',
    specialty: 'Assaig',
    titles: [
      'El jardí interior',
      'Herbaris',
      "L'hort com a biblioteca",
      'Jardins de paper',
      'Aprendre el nom de les herbes',
    ],
    summaries: [
      `Jardins, horts i herbaris: <em>la natura domèstica</em> com a refugi i com a tema literari.`,
      `Els jardins de la literatura catalana, del jardí de Rodoreda a l'hort del veí.`,
      `Saber el nom de les plantes canvia la manera com mirem el paisatge.`,
      `Herbaris, jardins de monestir i tests a la finestra: <em>una història botànica</em> feta de paper i de paciència.`,
      `L'hort com a escola de paciència: <em>les coses tenen el seu temps</em>, i la pluja hi decideix més que nosaltres.`,
    ],
    headings: ['El jardí', "L'herbari", 'Els noms'],
    paragraphs: [
      `Mercè Rodoreda deia que el jardí era la seva gran passió després de la literatura, i els seus llibres estan plens de flors. A <em>Mirall trencat</em>, el jardí de la casa de Sant Gervasi és gairebé un personatge, i a <em>Viatges i flors</em> les plantes es tornen metàfores de la vida i de la mort. Per a Rodoreda, el jardí era un món complet, amb les seves pròpies lleis.`,
      `Un herbari és un llibre fet de plantes. Els botànics antics recollien espècimens, els assecaven entre papers i els enganxaven en fulls amb el nom llatí i el lloc de recol·lecció. Alguns herbaris antics són obres d'art, i tots són arxius preciosos que permeten saber quines plantes creixien en un lloc fa segles. Fullejar-los és com llegir un diari de la natura.`,
      `L'hort és una escola de paciència. S'hi aprèn que les coses tenen el seu temps, que no es pot accelerar una tomaquera, que la pluja i la sequera decideixen més que nosaltres. Molts hortolans diuen que l'hort els ha ensenyat més filosofia que els llibres, i potser tenen raó: és una lliçó diària d'humilitat i de constància.`,
      `Saber el nom de les plantes canvia la manera de mirar el paisatge. Qui no en sap cap veu una massa verda; qui en coneix els noms veu romaní, farigola, llentiscle, ginesta, cadascun amb el seu color i la seva olor. Aprendre els noms és aprendre a veure, i també a estimar. El que té nom existeix d'una altra manera.`,
      `Els jardins dels monestirs medievals combinaven plantes medicinals, hortalisses i flors. Eren llocs de treball i de pregària, i també de saber: els monjos coneixien les propietats de cada herba i les feien servir per curar. Alguns monestirs catalans han recuperat aquests jardins, que permeten als visitants entendre la relació antiga entre natura, salut i espiritualitat.`,
      `El test de la finestra és el jardí de qui no té jardí. Als balcons de les ciutats creixen geranis, alfàbregues, cactus i tota mena de plantes que transformen els edificis. Passejar mirant els balcons és descobrir una jardineria popular, modesta i creativa, feta amb llaunes, galledes i el que es té a mà. També això és cultura.`,
      `La literatura catalana té una llarga tradició de poesia botànica. Els poetes han cantat la ginesta, l'ametller florit, les roses de Sant Jordi, el xiprer del cementiri. Cada planta arrossega un seguit de significats que els lectors reconeixen: la flor d'ametller és l'esperança, el xiprer és el dol, la rosa és l'amor. Un herbari literari seria també un diccionari de símbols.`,
      `Cuidar un jardí és una manera de cuidar el temps. Les plantes creixen a poc a poc, floreixen en la seva estació, es marceixen i tornen. El jardí ens posa en contacte amb un ritme que no és el nostre, més lent i més cíclic, i potser per això tanta gent s'hi va refugiar quan el món es va aturar. El jardí interior és, al capdavall, el que cultivem per dins.`,
    ],
    quotes: [
      { content: `El que té nom existeix d'una altra manera.`, reference: `Anna Gratacòs, <em>Herbari</em>` },
      { content: `L'hort m'ha ensenyat més filosofia que la universitat.`, reference: `Albert Terrades, <em>Costers</em>` },
    ],
    references: [
      `Rodoreda, Mercè. <em>Mirall trencat</em>. Barcelona: Club Editor, 1974.`,
      `Rodoreda, Mercè. <em>Viatges i flors</em>. Barcelona: Edicions 62, 1980.`,
      `Font i Quer, Pius. <em>Plantas medicinales: el Dioscórides renovado</em>. Barcelona: Labor, 1962.`,
    ],
    notes: [
      `Rodoreda va cultivar un jardí a la seva casa de Romanyà de la Selva durant els últims anys de la seva vida.`,
      `Els herbaris històrics es conserven en institucions com l'Institut Botànic de Barcelona.`,
    ],
    captions: [
      `Un full d'herbari amb una mata de romaní premsada.`,
      `Un hort urbà en un terrat de Barcelona.`,
    ],
  },
];
