/**
 * Fiction for the 'creacio' section: short prose pieces (gathered several to an article under
 * one of the collection titles) and longer stories (one to an article).
 */
import type { ProseSeed, StorySeed } from './types.js';

export const PROSE_PIECES: ProseSeed[] = [
  {
    title: 'El barquer',
    paragraphs: [
      `Cada matí, a les set, el barquer treu la barca de l'embarcador de Can Morató i rema fins al mig de l'estany. No pesca, no porta ningú, no fa fotos. S'atura, deixa els rems i s'està quiet mitja hora. Els del poble diuen que parla amb la seva dona, que va morir fa deu anys. Ell diu que només escolta com respira l'aigua. Un dia li vaig preguntar què sentia. Em va mirar molt seriós i em va dir: «El mateix que tu, si callessis.»`,
    ],
  },
  {
    title: 'La clau',
    paragraphs: [
      `Quan vam buidar la casa de l'àvia vam trobar una clau gran, de ferro, penjada darrere la porta de la cuina. Cap pany de la casa no era prou gran per a aquella clau. La vam provar a la porta del corral, al cofre de les golfes, a l'església del poble. Res. Ara la tinc a casa, penjada també darrere la porta de la cuina. De tant en tant la miro i penso que hi ha una porta, en algun lloc, que encara espera que l'obrim.`,
    ],
  },
  {
    title: 'Diumenge',
    paragraphs: [
      `Els diumenges el meu pare rentava el cotxe al carrer amb una galleda i una esponja groga. Trigava dues hores. No el vèiem mai tan feliç com aleshores, amb les mànigues arremangades i la ràdio del futbol a tot volum. De petita no ho entenia. Ara que ell ja no hi és, i que jo tinc un cotxe que porto al rentador automàtic, l'entenc una mica més: hi ha feines que no serveixen per a res, i que són les úniques que ens pertanyen del tot.`,
    ],
  },
  {
    title: 'La veïna del tercer',
    paragraphs: [
      `La veïna del tercer toca el piano cada tarda a les sis. Sempre la mateixa peça, i sempre s'equivoca al mateix lloc. Fa quinze anys que l'escolto equivocar-se. Un dia no va tocar, i el silenci de les sis em va semblar insuportable. Vaig pujar a trucar. Em va obrir amb els ulls vermells: se li havia mort el gat. L'endemà va tornar a tocar, i es va equivocar al mateix lloc. Vaig respirar tranquil·la. El món continuava.`,
    ],
  },
  {
    title: 'Objectes perduts',
    paragraphs: [
      `A l'oficina d'objectes perduts de l'estació hi ha un paraigua de cada color, setze guants desaparellats, un peix de plàstic i una carta d'amor sense sobre. El funcionari m'explica que la carta fa tres anys que hi és. Ningú no l'ha reclamada. «La podria llençar», diu, «però em sap greu.» Em deixa llegir-la. És curta, i acaba amb una pregunta. M'agradaria saber quina va ser la resposta. Ell també. Per això la guarda.`,
    ],
  },
  {
    title: 'Mapa',
    paragraphs: [
      `El meu fill ha dibuixat un mapa del barri. Hi ha la nostra casa, l'escola, el forn, el parc i una cosa que ell anomena «el lloc on viuen els gats». No surt ni l'ajuntament, ni el banc, ni la parada de l'autobús. És el mapa més exacte que he vist mai. L'he penjat a la nevera, i cada matí el consulto per recordar on visc de debò.`,
    ],
  },
  {
    title: 'Cua del forn',
    paragraphs: [
      `A la cua del forn s'hi sap tot abans que als diaris. Qui s'ha casat, qui s'ha separat, qui ha tornat de Barcelona amb la cua entre cames. La fornera ho escolta tot sense dir res, mentre embolica les barres de pa amb una precisió de cirurgiana. Un dia li vaig preguntar com podia aguantar tantes històries. Em va donar el canvi i em va dir: «El pa també necessita temps per pujar, nena.»`,
    ],
  },
  {
    title: 'Rellotge',
    paragraphs: [
      `El rellotge de paret de casa dels meus pares s'aturava sempre a les quatre i vint. El rellotger deia que no tenia cap problema. El meu pare li donava corda i durant unes setmanes anava bé, fins que tornava a aturar-se a la mateixa hora. Quan el pare va morir, el rellotge es va aturar per última vegada. Eren les quatre i vint. Ningú no s'ha atrevit a donar-li corda des d'aleshores.`,
    ],
  },
  {
    title: 'Piscina municipal',
    paragraphs: [
      `A la piscina municipal, a l'agost, hi ha una senyora que neda cada dia cent llargs amb un casquet de flors. No parla amb ningú. Quan surt de l'aigua s'asseu a l'ombra i llegeix novel·les russes. Els nens li diuen «la sirena». Un dia la vaig veure al mercat, vestida, amb un carro de la compra, i em va semblar disfressada. Hi ha persones que només són elles mateixes dins l'aigua.`,
    ],
  },
  {
    title: 'El professor de francès',
    paragraphs: [
      `El professor de francès ens feia aprendre poemes de memòria i després ens feia recitar-los drets damunt la cadira. Ens semblava una humiliació. Trenta anys després, en un tren de nit, vaig sentir un home gran que recitava en veu baixa un dels poemes que ens havia ensenyat. Me'l vaig saber sencer. Vam acabar recitant-lo junts, i el revisor ens va mirar com si fóssim bojos. No ho érem: només havíem tingut el mateix professor, en anys diferents.`,
    ],
  },
  {
    title: 'Finestra',
    paragraphs: [
      `Durant el confinament vaig començar a saludar una dona de l'edifici del davant. Ella regava les plantes; jo estenia la roba. Un dia em va ensenyar un cartell: «Com et dius?» Li vaig escriure el meu nom en un full. Ella el seu. Vam parlar així dos mesos, amb fulls de paper. Quan vam poder sortir, ens vam trobar al carrer i no ens vam saber dir res. Ara ens saludem des de la finestra. Ens entenem millor a distància.`,
    ],
  },
  {
    title: 'Herència',
    paragraphs: [
      `Quan el meu oncle va morir, ens va deixar una caixa de sabates plena de bitllets de tren. Centenars de bitllets, ordenats per dates, des del 1961 fins al 2018. Barcelona-Girona, Girona-Portbou, Portbou-Cervera, i de tant en tant un viatge estrany: Girona-Venècia, Barcelona-Lisboa. No sabíem que viatgés. Vam desplegar els bitllets sobre la taula del menjador i vam reconstruir una vida que no coneixíem. Era la vida d'un home feliç.`,
    ],
  },
  {
    title: 'La bibliotecària',
    paragraphs: [
      `La bibliotecària del poble sabia quin llibre necessitaves abans que tu. Et mirava per sobre de les ulleres, anava a un prestatge i te'l posava a les mans sense dir res. Mai no s'equivocava. Quan es va jubilar, li vam preguntar el secret. Va riure: «No hi ha cap secret. Només us escoltava quan em dèieu bon dia.»`,
    ],
  },
  {
    title: 'Neu',
    paragraphs: [
      `A Camprodon, quan neva de nit, el poble es desperta mut. Els cotxes no arrenquen, les campanes sonen esmorteïdes, la gent parla baix com si hi hagués un malalt. Els nens surten abans que ningú a trepitjar la neu verge, i les seves petjades són les primeres paraules d'un dia nou. A mig matí tot és fang. Però durant una estona, el món ha estat una pàgina en blanc.`,
    ],
  },
  {
    title: 'Receptari',
    paragraphs: [
      `El receptari de la meva mare té taques de tot: d'oli, de xocolata, de vi negre. Algunes receptes estan ratllades i reescrites, altres tenen anotacions al marge: «massa sucre», «li agrada a la Rosa», «no fer mai més». Llegir-lo és llegir la seva autobiografia. No hi ha cap recepta de res que no hagi fet per a algú. Ara el tinc jo, i hi he començat a escriure les meves anotacions, amb una altra lletra.`,
    ],
  },
  {
    title: 'Taxista',
    paragraphs: [
      `El taxista que em va portar a l'aeroport havia estudiat filosofia. M'ho va dir a la Gran Via, entre dos semàfors. Durant vint minuts em va parlar de Spinoza, de la llibertat i de com la ciutat l'havia ensenyat més que tots els llibres. Quan vam arribar, em va cobrar el que marcava el taxímetre i em va dir: «La filosofia no dona de menjar, però fa el trajecte més curt.» Tenia raó. No recordo cap viatge més curt.`,
    ],
  },
  {
    title: 'Jardí del costat',
    paragraphs: [
      `El jardí del costat fa anys que està abandonat. Les roses s'han tornat salvatges, l'herba arriba als genolls i una figuera ha trencat el mur. De vegades hi salten els nens a buscar pilotes, i en tornen amb esgarrinxades i figues. Ningú no sap de qui és. Jo crec que és de la figuera, que finalment ha guanyat la batalla.`,
    ],
  },
  {
    title: 'Mecanògrafa',
    paragraphs: [
      `La meva àvia havia estat mecanògrafa en una notaria de Girona. Als noranta anys encara movia els dits damunt la taula quan escoltava la ràdio, com si transcrivís les notícies. La infermera pensava que eren tics. Jo sabia que escrivia. Mai no vaig saber què. Potser una carta. Potser, per fi, la seva pròpia història, la que ningú no li havia demanat mai.`,
    ],
  },
  {
    title: 'Llibre prestat',
    paragraphs: [
      `Fa vint anys que tinc un llibre que em va deixar un company de la universitat. No l'he llegit mai, i ell no me l'ha reclamat. Cada vegada que faig mudança el poso a la caixa dels llibres importants. Ja no recordo com era ell; només que tenia els cabells llargs i que reia fort. El llibre és l'única prova que aquella amistat va existir. Per això no el llegeixo: per no acabar-lo.`,
    ],
  },
  {
    title: 'Revetlla',
    paragraphs: [
      `A les quatre de la matinada, quan la foguera ja és brasa, sempre queda algú assegut al costat, mirant-la. Aquest any era un noi jove, amb una ampolla de cava buida a la mà. Em vaig asseure al seu costat. No vam parlar. Quan va sortir el sol, es va aixecar, em va donar les gràcies i se'n va anar. No sé per què me les va donar. Jo tampoc no havia fet res. Potser era això.`,
    ],
  },
  {
    title: 'Pastor',
    paragraphs: [
      `Al coll de Pal, un pastor em va explicar que les ovelles coneixen el seu nom. No el de cadascuna: el d'ell. Quan crida, vénen. Quan crida un altre, no es mouen. «És com els fills», va dir, «però més obedients.» Després va riure, va xiular i tot el ramat va començar a baixar cap a la vall, com una taca blanca que s'escampava lentament per la muntanya.`,
    ],
  },
  {
    title: 'Fotògraf de bodes',
    paragraphs: [
      `Un fotògraf de bodes em va dir que sap quines parelles es divorciaran. No per com es miren, sinó per com miren la càmera. «Els que duraran no em fan cas», va dir. «Els altres posen.» Vaig repassar mentalment les fotografies del meu casament. No vaig gosar preguntar-li res més.`,
    ],
  },
  {
    title: 'Llum de la cuina',
    paragraphs: [
      `Quan tornava tard a casa, de jove, sempre hi havia la llum de la cuina encesa. La meva mare m'esperava llegint, i quan em sentia arribar apagava el llum i se n'anava a dormir sense dir res. Mai no em va renyar. Ara que és ella qui viu sola, quan passo pel seu carrer de nit miro si hi ha llum a la cuina. Si n'hi ha, truco. Sempre m'obre amb un llibre a la mà.`,
    ],
  },
  {
    title: 'Segona mà',
    paragraphs: [
      `Els llibres de segona mà porten la vida dels seus antics propietaris. Una dedicatòria esborrada, un bitllet de metro del 1987, una flor premsada, un subratllat furiós. En vaig comprar un a Sant Antoni amb una frase escrita al final, a llapis: «Et vaig esperar fins a l'última pàgina.» No sé qui la va escriure. Però des d'aleshores llegeixo els finals amb una mica més de respecte.`,
    ],
  },
  {
    title: 'Sequera',
    paragraphs: [
      `L'estany ha baixat tant que han aparegut les pedres d'un antic embarcador que ningú no recordava. La gent hi va a passejar com si fos un descobriment arqueològic. Un avi m'explica que de petit s'hi tirava de cap. «Aleshores l'aigua ens arribava aquí», diu, i es posa la mà a l'altura del pit. Tots dos mirem l'aigua llunyana. No diem res més. Hi ha silencis que són una forma de pregària.`,
    ],
  },
  {
    title: 'Traductora',
    paragraphs: [
      `Porta tres dies buscant una paraula. L'original diu una cosa que en català no existeix: una mena de tristesa que només sents els diumenges a la tarda d'hivern. Ha provat <em>enyor</em>, <em>melangia</em>, <em>recança</em>. Cap no serveix. Al quart dia, mentre pela unes taronges, la troba. No és cap paraula: és una frase sencera, i li cal canviar tot el paràgraf. Somriu. Traduir, pensa, és aprendre a perdre per guanyar.`,
    ],
  },
  {
    title: 'Cartes de joc',
    paragraphs: [
      `Cada dijous, a la llar de jubilats, quatre homes juguen a la botifarra. Fa quaranta anys que hi juguen. Dos d'ells no es parlen des del 1979 per una qüestió d'un camp. Però cada dijous s'asseuen un davant de l'altre, juguen, es barallen per les cartes i se'n van sense dir-se adéu. Un dia un d'ells no va venir. L'altre va esperar tota la tarda, amb la baralla a la mà.`,
    ],
  },
  {
    title: 'Postal',
    paragraphs: [
      `Vaig trobar una postal de Cadaqués a les golfes. Al darrere, amb lletra de nena, posava: «Estimada mama, aquí fa molt vent i he vist un pintor amb bigoti.» No té data. La lletra no és de ningú de la família que jo conegui. Però ara, cada vegada que vaig a Cadaqués, busco el pintor amb bigoti. Encara no l'he trobat. El vent, sí.`,
    ],
  },
];

/** Titles for collections of short prose pieces. */
export const PROSE_COLLECTIONS: string[] = [
  'Proses breus',
  'Històries de barri',
  'Petites cròniques del veïnat',
  'Contes mínims',
  'Miniatures',
  'Retrats',
  'Quadern de coses vistes',
  'Gent del poble',
  'Instantànies',
  'Relats de butxaca',
  'Tres històries verídiques',
  'Fragments de vida',
  'Microcontes de la plana',
  'Proses del dijous',
  'Escenes de família',
  'Coses que passen',
  'Llibreta de retalls',
  'Històries petites',
  'Quatre proses d\'hivern',
  'Històries de la finestra',
  'El que vaig veure',
  'Vinyetes',
  'Postals escrites',
  'Contes de sobretaula',
  'Dietari fals',
  'Notes del natural',
  'Petits miracles',
  'Històries del mercat',
  'Proses de tren',
  'Apunts del carrer',
  'Relats de l\'estany',
  '“Això va passar”',
  'Proses de l\'agost',
  'Contes per a un diumenge',
  'Gent que he conegut',
  'Calaix de sastre',
  'Retalls de memòria',
  'Objectes i persones',
  'Moments',
  'Proses de la boira',
  'Contes del veïnat',
  'Crònica menor',
  'Històries de llum curta',
  'Mínims',
  'Quaderns de la cuina',
];

/** Longer stories, one to an article. */
export const STORIES: StorySeed[] = [
  {
    title: "L'estiu que va baixar l'estany",
    summary: `Un estiu de sequera, l'estany de Banyoles baixa i descobreix allò que una família havia amagat durant anys.`,
    paragraphs: [
      `Aquell estiu l'estany va baixar tant que van aparèixer coses que ningú no recordava haver perdut. Una bicicleta rovellada, una ampolla de gasosa del 1950, un rellotge de butxaca encara tancat. La gent de Banyoles hi anava cada tarda a mirar, com qui va a veure una exposició, i comentava cada troballa amb una barreja d'excitació i de recança.`,
      `La meva tia Roser no hi anava mai. Deia que l'estany era l'estany, i que no calia mirar-li les entranyes. Però un vespre de finals d'agost la vaig trobar asseguda al banc de davant de Can Morató, mirant l'aigua baixa amb una intensitat que em va fer por. Em vaig asseure al seu costat sense dir res.`,
      `—Allà —va dir, assenyalant un punt on l'aigua feia una taca fosca—. Allà hi ha d'haver una anella.`,
      `Vaig tardar a entendre-la. Tenia setanta-vuit anys, no s'havia casat mai i, que jo sabés, no havia tingut cap promès. Però aquella nit, mentre el sol es ponia darrere del Puig de Sant Martirià, em va explicar la història d'un noi de Porqueres, d'una barca, d'una discussió que no havia d'acabar com va acabar, i d'una anella llençada a l'aigua en un moment de ràbia.`,
      `L'endemà vam baixar a buscar-la amb un rasclet i unes botes d'aigua. No la vam trobar. Vam trobar, en canvi, una sabata de criatura, una moneda de deu cèntims i una pedra amb forma de cor que la tia es va posar a la butxaca sense dir res. Al setembre va ploure, i l'estany va tornar a pujar.`,
      `La tia Roser va morir dos anys després. Entre les seves coses hi havia la pedra amb forma de cor, embolicada en un mocador de fil. No sé si l'anella encara és al fons de l'estany. M'agrada pensar que sí, i que l'aigua, que ho recorda tot, la guarda per ella.`,
    ],
  },
  {
    title: 'La impremta del carrer del Pont',
    summary: `Un vell tipògraf i la seva última feina: imprimir a mà el llibre de poemes d'una noia que no coneix.`,
    paragraphs: [
      `En Quimet havia tancat la impremta feia cinc anys, però continuava anant-hi cada matí. Obria la persiana a mitges, encenia el llum de la taula i netejava els tipus, un per un, amb un raspall de dents. Els veïns pensaven que havia perdut el cap. Ell deia que els tipus de plom, si no els toques, s'entristeixen.`,
      `Un dimarts de febrer va entrar una noia amb una carpeta sota el braç. Tenia un llibre de poemes i cap editorial no l'hi volia publicar. Algú li havia dit que al carrer del Pont hi havia un home que encara sabia fer llibres a mà. En Quimet va llegir el primer poema drets, sense treure's les ulleres de veure de prop, i va dir que sí abans d'acabar-lo.`,
      `Durant tres mesos, van treballar junts cada tarda. Ell li va ensenyar a compondre les línies amb el componedor, a triar el paper, a mesurar la tinta. Ella li llegia els poemes en veu alta mentre ell els convertia en plom. De vegades s'aturaven a discutir una coma durant mitja hora. De vegades no parlaven gens.`,
      `—Aquesta paraula no hi cap —va dir un dia ell, assenyalant una línia massa llarga.`,
      `—Doncs la canvio —va respondre ella.`,
      `I la va canviar. El poema va quedar millor. En Quimet va somriure per primera vegada en molts anys. Van imprimir cent exemplars, cosits a mà, amb cobertes de paper verjurat. La presentació es va fer a la mateixa impremta, amb vi del Priorat i coca de recapte. Hi va anar tot el carrer. En Quimet no va dir res en tot el vespre, però quan tothom se'n va anar, va tancar la persiana del tot per primera vegada en cinc anys.`,
    ],
  },
  {
    title: 'El tren de les sis',
    summary: `Cada dia, al tren de rodalies, una dona llegeix el mateix llibre. Un viatger decideix descobrir per què.`,
    paragraphs: [
      `La vaig veure per primera vegada un dilluns de novembre, al tren de les sis que va de Girona a Barcelona. Seia al vagó del mig, al costat de la finestra, i llegia un llibre amb les cobertes gastades. No vaig poder veure'n el títol. Em va cridar l'atenció perquè llegia amb una concentració absoluta, com si el tren i la resta del món no existissin.`,
      `La vaig tornar a veure l'endemà, i l'altre, i cada dia d'aquella setmana. Sempre el mateix seient, sempre el mateix llibre. Al cap d'un mes vaig adonar-me que no avançava: obria el llibre sempre per la mateixa pàgina, la llegia durant tot el trajecte i el tancava en arribar a Sants.`,
      `Un matí de desembre, el tren es va aturar a Maçanet per una avaria. Vam estar quaranta minuts quiets enmig de la boira. Ella va tancar el llibre i va mirar per la finestra. Vaig gosar asseure'm davant seu i preguntar-li què llegia.`,
      `Em va ensenyar la coberta. Era una novel·la catalana dels anys seixanta que jo no havia llegit. «El meu pare me la va regalar», em va dir. «Va morir abans que jo arribés a aquesta pàgina. Cada dia la llegeixo, però no m'atreveixo a passar-la.» Vaig callar. El tren es va tornar a posar en marxa.`,
      `No la vaig tornar a veure fins al gener. Aquell dia llegia un llibre diferent, amb cobertes noves. Quan va passar pel meu costat per baixar a Sants, em va fer un gest petit amb el cap, gairebé imperceptible. Vaig entendre que havia passat la pàgina.`,
    ],
  },
  {
    title: 'Boira',
    paragraphs: [
      `A la plana de Vic, la boira de novembre no es lleva fins a migdia, i alguns dies no es lleva mai. Aquell dijous, la Teresa va sortir de casa a les set per anar a treballar i no va trobar el camí. No és que es perdés: és que el camí no hi era. Hi havia la tanca del veí, la figuera, el pal de la llum, però després de la figuera, res.`,
      `Va tornar a casa i va trucar a la feina. Li van dir que no passava res, que ja hi aniria quan s'aixequés la boira. Es va fer un cafè i es va asseure a la finestra. La boira era tan espessa que semblava sòlida. De tant en tant hi passava una ombra: un gos, un cotxe amb els llums encesos, una persona amb un paraigua obert tot i que no plovia.`,
      `Cap a les onze, una de les ombres es va aturar davant de la tanca. Era una dona gran, amb un abric vermell. Va mirar la casa durant molta estona i després va continuar caminant. La Teresa va tenir la sensació estranya que la coneixia, però no va saber de què.`,
      `A la tarda, quan la boira finalment es va aixecar, la Teresa va buscar entre les fotografies velles de la família. No va trigar a trobar-la: la seva àvia, l'any 1962, amb un abric vermell davant d'aquella mateixa tanca. A la plana de Vic hi ha dies en què la boira no separa només els llocs, sinó també els temps.`,
    ],
  },
  {
    title: 'La llibreria de les onze',
    summary: `Una llibreria de Barcelona que només obre de nit, i un lector que hi troba el llibre que no buscava.`,
    paragraphs: [
      `La llibreria obria a les onze de la nit i tancava a les tres de la matinada. No tenia rètol, només una bombeta groga sobre la porta d'un entresol del carrer de la Riera Baixa. Hi entraves per una escala estreta i et trobaves en una sala plena de llibres de segona mà, sense cap ordre aparent, on sonava jazz molt fluix.`,
      `El llibreter era un home d'uns setanta anys, prim, amb un jersei de coll alt. No recomanava mai res. Si li preguntaves per un llibre, et deia si el tenia o no, i si el tenia, t'assenyalava un prestatge amb un gest vague. Els clients, pocs i silenciosos, remenaven durant hores.`,
      `Hi vaig anar per primera vegada una nit d'insomni, després d'una separació. No buscava res. Vaig agafar un llibre a l'atzar d'una pila que hi havia a terra: un recull de cartes d'una poeta que no coneixia. El vaig obrir per la meitat i vaig llegir una frase que semblava escrita per a mi.`,
      `Quan vaig anar a pagar, el llibreter va mirar el llibre i després em va mirar a mi. Va ser la primera vegada que el vaig veure somriure. «Aquest no es ven», va dir. «Es deixa.» No em va voler cobrar. Em va dir que el tornés quan ja no el necessités.`,
      `El vaig tornar sis mesos després. La llibreria ja no hi era. A l'entresol hi havia un estudi de disseny, i ningú no en sabia res. Encara tinc el llibre. Ara entenc que no era un préstec: era una manera de dir-me que algun dia el deixaria jo, a algú altre, en una nit semblant.`,
    ],
  },
  {
    title: 'Verema a Siurana',
    paragraphs: [
      `La primera verema que vaig fer al Priorat tenia setze anys i cap idea del que era treballar. Em van donar unes tisores, una galleda i un rengle de ceps que s'enfilava per un coster impossible. Al cap d'una hora tenia les mans enganxoses, l'esquena trencada i ganes de plorar.`,
      `L'Enriqueta, una dona de seixanta anys que veremava al rengle del costat, em mirava amb un somriure burleta. No parlava gaire. De tant en tant em deia: «Els de baix, primer» o «Aquell no, que és verd». A migdia, sota una olivera, em va donar la meitat del seu entrepà de botifarra i em va explicar que feia quaranta-dues veremes seguides.`,
      `—I no et canses? —li vaig preguntar.`,
      `—Cada any —va respondre—. I cada any torno.`,
      `Al vespre, al poble, vam sopar tots junts en una taula llarga. Hi havia vi de l'any anterior, i la gent cantava cançons que jo no coneixia. L'Enriqueta no cantava, però picava de mans. Quan va acabar la verema, tres setmanes després, em va regalar unes tisores velles, amb el mànec gastat per la seva mà. Encara les tinc. Cada setembre, quan les veig, penso que hauria de tornar.`,
    ],
  },
  {
    title: 'Illa de Menorca, 1975',
    paragraphs: [
      `El meu avi era faroner a Menorca. Va viure trenta anys en un far del nord de l'illa, amb la meva àvia i tres fills, a dues hores a peu del poble més proper. Quan jo el vaig conèixer ja estava jubilat i vivia a Ciutadella, però cada nit, a l'hora d'encendre el far, s'aixecava de la cadira i mirava per la finestra.`,
      `M'explicava històries de temporals, de vaixells que havien passat massa a prop, d'una nit de 1975 en què el far es va apagar i ell va haver de fer girar el llum a mà durant hores. Mai no vaig saber quines històries eren veritat i quines s'inventava. Ara penso que totes ho eren, d'alguna manera.`,
      `Quan va morir, vam anar tota la família al far. Ja era automàtic, i no hi vivia ningú. L'àvia va pujar l'escala de cargol amb molt d'esforç i es va quedar una estona mirant el mar. Després va dir una cosa que no he oblidat mai: «Trenta anys cuidant una llum perquè altres no es perdessin. I ell, de vegades, es perdia per dins.»`,
      `Aquella nit vam veure com el far s'encenia sol, a l'hora exacta. Ningú no va dir res. Però tots vam mirar cap a la finestra de la cuina, on ell ja no hi era, esperant que s'aixequés.`,
    ],
  },
  {
    title: 'La carta de la mestra',
    summary: `Una arxivera troba la carta d'una mestra republicana i decideix buscar-ne la destinatària.`,
    paragraphs: [
      `La carta era dins un llibre de comptes municipal de 1939, entre dues pàgines que ningú no havia separat mai. L'Elisenda la va trobar per casualitat, revisant un fons per a un inventari. Estava escrita amb lletra clara, de mestra, i adreçada a una alumna: «Estimada Maria, no sé si tornaré a l'escola. Però tu continua llegint.»`,
      `L'Elisenda sabia qui era la mestra: una dona de Porqueres que havia marxat a l'exili el febrer del 1939 i de qui no s'havia sabut res més. La Maria era més difícil. Al poble n'hi havia moltes, de Maries. Va començar a buscar als padrons, als registres escolars, a les fotografies de classe.`,
      `Va trigar set mesos. La Maria havia nascut el 1929, s'havia casat a Banyoles i tenia noranta-dos anys. Vivia en una residència de Girona. L'Elisenda hi va anar un dijous a la tarda amb una fotocòpia de la carta.`,
      `La Maria la va llegir en silenci, amb les ulleres a la punta del nas. Després la va tornar a llegir. Finalment va aixecar els ulls i va dir: «No la vaig rebre mai. Però li vaig fer cas.» A la tauleta de nit hi havia tres llibres oberts.`,
    ],
  },
];
