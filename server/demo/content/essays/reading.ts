/**
 * Essay themes for the 'articles' section: each gives several titles; the assembly picks a title
 * and a subset of the theme's paragraphs for each essay. Reading: translation, Llull, libraries, slowness, water.
 */
import type { EssaySeed } from '../types.js';

export const READING_ESSAYS: EssaySeed[] = [
  {
    key: 'traduccio',
    specialty: 'Traducció',
    titles: [
      'Traduir el que no es diu',
      'La traductora invisible',
      'Elogi de la nota del traductor',
      "Entre dues llengües: l'ofici de traduir",
      '«Traduttore, traditore»? Una defensa de la infidelitat',
    ],
    summaries: [
      `Una reflexió sobre la feina de traduir: <em>què es perd, què es guanya</em> i per què cada traducció és una lectura.`,
      `La traducció literària com a ofici discret i com a forma suprema de lectura.`,
      `Per què els millors traductors saben que una traducció fidel sovint ha de ser infidel.`,
    ],
    headings: ['Una lectura lenta', 'Les paraules sense parella', 'El dret a equivocar-se'],
    paragraphs: [
      `Traduir és, abans que res, llegir a poc a poc. Qui tradueix no pot saltar-se cap frase ni fer veure que ha entès una paraula que no entén. Aquesta lentitud obligada converteix la traductora en la lectora més atenta que un llibre pot tenir, i potser per això hi ha autors que diuen que només han entès la seva obra quan l'han vista traduïda.`,
      `Hi ha paraules que no tenen parella en l'altra llengua. El català <em>enyorança</em>, el portuguès <em>saudade</em>, l'alemany <em>Heimat</em>: cada idioma té racons on guarda allò que li és propi. La traducció no consisteix a trobar l'equivalent exacte, que sovint no existeix, sinó a construir un pont prou sòlid perquè el lector pugui passar a l'altra banda sense mullar-se els peus.`,
      `Durant segles, el nom del traductor no apareixia a la portada. Encara avui, moltes ressenyes parlen de l'estil d'un autor estranger sense recordar que aquell estil, en català, l'ha escrit algú altre. Fer visible la traducció no és una qüestió de vanitat, sinó de justícia: cada frase que llegim d'un llibre traduït és una decisió d'una persona concreta.`,
      `La nota del traductor té mala fama. Es diu que és una confessió de derrota, el lloc on el traductor reconeix que no ha sabut resoldre un problema. Però algunes notes són petites joies: expliquen un joc de paraules impossible, un refrany que no té equivalent, una referència que el lector original entenia sense esforç. Són la prova que algú ha pensat per nosaltres.`,
      `La llengua catalana s'ha fet, en bona part, traduint. Des dels traductors medievals que van posar en català Boeci i els clàssics fins a la gran tasca del Noucentisme, que volia una literatura europea a l'abast, la traducció ha estat una eina de construcció nacional i cultural. Cada llibre traduït eixampla allò que el català pot dir.`,
      `Una traducció envelleix, i l'original no. És una de les paradoxes més curioses de l'ofici: llegim Homer o Shakespeare en versions que semblen antiquades, mentre que els textos originals continuen vius. Per això cada generació necessita retraduir els seus clàssics, no perquè les versions anteriors fossin dolentes, sinó perquè la llengua d'arribada ha canviat.`,
      `Els traductors parlen sovint de la veu. Un text no és només el que diu, sinó com sona: la longitud de les frases, la respiració, les repeticions. Traduir bé una novel·la vol dir trobar aquesta música en una altra llengua, i això demana orella més que diccionari. Els bons traductors llegeixen en veu alta el que escriuen, com fan els poetes.`,
      `Les màquines de traduir han millorat molt, i és una bona notícia per a qui ha de llegir un manual d'instruccions. Però la literatura és una altra cosa. Una novel·la està feta d'ambigüitats deliberades, de silencis i de dobles sentits que cap algorisme no sap si ha de resoldre o conservar. Aquí la traducció continua sent un art, i l'art necessita algú que decideixi.`,
    ],
    quotes: [
      { content: `Traduir és llegir dues vegades: una per entendre i una altra per escoltar.`, reference: `Mireia Castanyer, <em>Diari de traducció</em>` },
      { content: `Cada llengua és una casa amb finestres diferents.`, reference: `Helena Oliveras, <em>La ratlla</em>` },
    ],
    references: [
      `Steiner, George. <em>After Babel: Aspects of Language and Translation</em>. Oxford: Oxford University Press, 1975.`,
      `Castanyer, Mireia. <em>Diari de traducció</em>. Girona: Edicions Aiguamoll, 2018.`,
      `Eco, Umberto. <em>Dire quasi la stessa cosa</em>. Milà: Bompiani, 2003.`,
      `Oliveras, Helena. <em>La ratlla: llengües de frontera</em>. Perpinyà: Trabucaire Nou, 2016.`,
    ],
    notes: [
      `El títol de l'assaig d'Umberto Eco, <em>Dire quasi la stessa cosa</em>, és potser la millor definició de traducció que s'ha escrit.`,
      `La tradició de traduccions medievals al català inclou versions de Boeci, de Sèneca i de Titus Livi.`,
      `Sobre la invisibilitat del traductor, vegeu els debats recents de l'Associació d'Escriptors en Llengua Catalana.`,
    ],
    captions: [
      `Diccionaris bilingües a la taula d'una traductora.`,
      `Esborranys d'una traducció amb anotacions a mà.`,
    ],
  },
  {
    key: 'llull',
    specialty: 'Filosofia',
    titles: [
      'Ramon Llull, el primer novel·lista',
      "La màquina de pensar de Llull",
      'Llull a Randa: la muntanya i la il·luminació',
      "<em>Llibre d'amic e amat</em>: una lectura d'ara",
      'Per què encara llegim Ramon Llull',
      'Llull i l\'art de combinar',
    ],
    summaries: [
      `Ramon Llull va voler fer una màquina per pensar i va escriure novel·les abans que existís la paraula. <em>Set segles després</em>, continua sent un repte.`,
      `Un recorregut per l'obra de Llull: la filosofia, la mística, la novel·la i la seva estranya modernitat.`,
      `La <em>Ars</em> de Ramon Llull com a antecedent de la lògica combinatòria i del pensament sistemàtic.`,
    ],
    headings: ["L'home que volia convèncer el món", "L'art combinatòria", 'El narrador'],
    paragraphs: [
      `Ramon Llull va néixer a Mallorca cap al 1232, poc després de la conquesta de l'illa, i va viure una joventut de cortesà i trobador. Als trenta anys, segons explica ell mateix a la <em>Vida coetània</em>, va tenir cinc visions de Crist crucificat que li van canviar la vida. A partir d'aquell moment, tot el que va fer va tenir un sol objectiu: convèncer els altres per mitjà de la raó.`,
      `Aquesta voluntat de convèncer amb arguments, i no amb l'espasa, és el centre de la seva obra. Llull va imaginar un sistema, l'<em>Ars</em>, que havia de permetre demostrar les veritats de la fe a qualsevol persona raonable, fos cristiana, jueva o musulmana. Per fer-ho, va combinar principis bàsics en figures i taules que giraven com rodes, i que alguns han vist com una primera intuïció de la lògica computacional.`,
      `La muntanya de Randa, al centre de Mallorca, és el lloc on la tradició situa la il·luminació de Llull: allà hauria entès la forma del seu sistema. Avui s'hi puja per una carretera estreta i, des del santuari de Cura, es veu tota l'illa. Costa no pensar que la vista panoràmica té alguna cosa a veure amb una filosofia que volia abastar-ho tot.`,
      `Però Llull no és només un filòsof. També és un narrador extraordinari. El <em>Llibre d'Evast e Blanquerna</em> i el <em>Llibre de meravelles</em> són novel·les en tota regla, escrites en una època en què la prosa de ficció en llengua vulgar era gairebé inexistent a Europa. I ho va fer en català, convertint una llengua parlada en una llengua de pensament.`,
      `El <em>Llibre d'amic e amat</em>, inclòs dins del <em>Blanquerna</em>, és potser el text més llegit de Llull. Són versets breus, gairebé aforismes, que parlen de l'amor entre l'ànima i Déu amb imatges de gran bellesa. Llegits avui, fora del context religiós, semblen poemes en prosa sobre l'absència i el desig, i tenen una intensitat que no ha envellit.`,
      `Llull va escriure centenars d'obres, en català, en llatí i en àrab. Va viatjar per tot el Mediterrani, de Tunis a París, de Roma a Montpeller, buscant reis i papes que li fessin cas. Poques vegades el van escoltar. Aquesta obstinació, gairebé còmica, el fa molt humà: era un home que creia que una bona idea ho podia canviar tot, i que no va deixar mai de provar-ho.`,
      `Segles després, Leibniz va llegir Llull i va somiar amb un llenguatge universal que permetés calcular la veritat. Els historiadors de la informàtica el citen sovint com un precursor llunyà. No cal exagerar: Llull no va inventar l'ordinador. Però la idea que el pensament es pot descompondre en elements i combinar de manera sistemàtica té en ell un dels primers defensors.`,
      `Llegir Llull avui demana paciència i una certa dosi d'humor. Les seves obres són llargues, repetitives i sovint estranyes. Però entre les pàgines hi ha una imaginació desbordant, una fe cega en la paraula i una llengua que naixia. La filosofia catalana comença amb un home que volia convèncer el món, i que, a la seva manera, encara ho està intentant.`,
    ],
    quotes: [
      { content: `Llull no va inventar l'ordinador, però va imaginar que pensar era combinar.`, reference: `Lluc Riera, <em>L'art de combinar</em>` },
      { content: `Una llengua es fa gran quan algú decideix que hi cap tot.`, reference: `Martí Serrallonga, <em>Pensar a la plaça</em>` },
    ],
    references: [
      `Llull, Ramon. <em>Llibre d'Evast e Blanquerna</em>. Edició a cura de l'Oficina Lul·liana, 2009.`,
      `Llull, Ramon. <em>Llibre de meravelles</em>. Barcelona: Barcino, 1931-1934.`,
      `Yates, Frances A. <em>The Art of Memory</em>. Londres: Routledge, 1966.`,
      `Riera, Lluc. <em>L'art de combinar: Llull i la lògica</em>. Palma: Edicions Randa, 2019.`,
      `Eco, Umberto. <em>La ricerca della lingua perfetta nella cultura europea</em>. Roma-Bari: Laterza, 1993.`,
    ],
    notes: [
      `La <em>Vida coetània</em> és una autobiografia dictada per Llull als monjos de la cartoixa de Vauvert, a París, el 1311.`,
      `Les figures de l'<em>Ars</em> es construïen amb cercles concèntrics de paper que es podien fer girar.`,
      `Leibniz va escriure la <em>Dissertatio de arte combinatoria</em> el 1666, inspirant-se explícitament en Llull.`,
    ],
    captions: [
      `La muntanya de Randa, a Mallorca, on la tradició situa la il·luminació de Ramon Llull.`,
      `Una figura de l'<em>Ars</em> lul·liana reproduïda en un manuscrit.`,
    ],
  },
  {
    key: 'biblioteques',
    specialty: 'Periodisme cultural',
    titles: [
      'La biblioteca del barri',
      'Elogi de la biblioteca pública',
      'On viuen els llibres',
      'Silenci, si us plau: biblioteques i soroll',
      'El carnet de la biblioteca',
    ],
    summaries: [
      `La biblioteca pública com el millor invent col·lectiu que tenim, i els reptes que afronta.`,
      `Una visita a les biblioteques de barri, on passen moltes més coses que llegir.`,
      `Dels préstecs a les tardes d'estudi: <em>la vida secreta de les biblioteques</em>.`,
    ],
    headings: ['Un lloc per a tothom', 'La col·lecció', 'El futur de les biblioteques'],
    paragraphs: [
      `Una biblioteca pública és un lloc on pots entrar sense pagar, sense comprar res i sense haver de justificar-te. Pots llegir el diari, consultar un llibre, fer servir un ordinador o simplement asseure't a la calor a l'hivern. En una ciutat on gairebé tot l'espai té un preu, aquesta gratuïtat radical és una anomalia preciosa que hauríem de defensar amb totes les forces.`,
      `Les biblioteques catalanes han canviat molt en les últimes dècades. Ja no són només dipòsits de llibres, sinó centres on es fan clubs de lectura, tallers d'escriptura, cursos d'informàtica per a gent gran i hores del conte per als infants. Els bibliotecaris s'han convertit en mediadors culturals, capaços de recomanar un llibre, ajudar a omplir un formulari o organitzar un recital.`,
      `Qualsevol bibliotecària sap que la col·lecció és un organisme viu. Cada any entren llibres nous i en surten de vells, que ja no es presten o que estan massa gastats. Decidir què es compra i què es retira és una feina delicada, feta de criteri i de coneixement del barri: no és el mateix una biblioteca al costat d'un institut que una altra on la majoria d'usuaris són jubilats.`,
      `El silenci de les biblioteques és un mite a mitges. Les sales infantils són sorolloses, les d'estudi a l'època d'exàmens estan plenes a vessar i a la zona de premsa sempre hi ha algú que comenta les notícies. Potser està bé que sigui així. Una biblioteca massa silenciosa és una biblioteca buida, i el soroll és sovint el senyal que hi ha vida.`,
      `El carnet de la biblioteca és el primer document que molts infants tenen amb el seu nom. Recordo el meu, de cartolina, amb una foto en blanc i negre. Amb aquell carnet vaig treure, un estiu, tots els llibres d'aventures que hi havia a la prestatgeria. Aquella experiència de poder triar, sense pressa i sense diners, és el començament de molts lectors.`,
      `Les biblioteques petites dels pobles fan una feina heroica. Amb pressupostos mínims i sovint amb una sola persona al capdavant, mantenen viu un servei que en molts llocs és l'únic equipament cultural. Quan una biblioteca de poble tanca, no es perd només un edifici: es perd un punt de trobada, una finestra oberta i, moltes vegades, l'única connexió a internet per a qui no en té.`,
      `El préstec interbibliotecari és una meravella poc coneguda. Des de qualsevol biblioteca de la xarxa es pot demanar un llibre que és a l'altra punta del país, i en pocs dies arriba. Aquesta circulació silenciosa de llibres, que viatgen en furgonetes de poble en poble, és una metàfora perfecta del que hauria de ser la cultura: un bé comú que es mou i que arriba a tothom.`,
      `El futur de les biblioteques no passa per competir amb les pantalles, sinó per oferir el que les pantalles no poden donar: un espai físic compartit, temps lent i persones que saben escoltar. En una època de soledats connectades, potser la funció més important d'una biblioteca pública és recordar-nos que som una comunitat de lectors.`,
    ],
    quotes: [
      { content: `Una biblioteca pública és l'únic lloc de la ciutat on ningú no et demana per què hi ets.`, reference: `Carme Boada, <em>Guia del bon lector</em>` },
      { content: `Els llibres de la biblioteca porten les marques de tots els qui els han llegit abans.`, reference: `Júlia Serradell, <em>Contes de préstec</em>` },
    ],
    references: [
      `Manguel, Alberto. <em>The Library at Night</em>. New Haven: Yale University Press, 2006.`,
      `Boada, Carme. <em>Guia del bon lector</em>. Sabadell: Edicions de la Riera, 2014.`,
      `Manguel, Alberto. <em>A History of Reading</em>. Nova York: Viking, 1996.`,
    ],
    notes: [
      `El Sistema de Lectura Pública de Catalunya integra centenars de biblioteques i bibliobusos.`,
      `Els bibliobusos arriben a municipis petits que no disposen de biblioteca pròpia.`,
    ],
    captions: [
      `Sala de lectura d'una biblioteca de barri a Barcelona.`,
      `Prestatgeries de la secció de novel·la d'una biblioteca comarcal.`,
    ],
  },
  {
    key: 'lentitud',
    specialty: 'Filosofia',
    titles: [
      "Elogi de la lentitud",
      "L'atenció com a forma de cortesia",
      'Perdre el temps, guanyar la vida',
      'Manual per llegir a poc a poc',
      'La filosofia de la migdiada',
    ],
    summaries: [
      `En un món que premia la velocitat, <em>llegir a poc a poc</em> és gairebé un acte de resistència.`,
      `Una reflexió filosòfica sobre l'atenció, el cansament i el dret a no fer res.`,
      `Per què necessitem temps lents per pensar, llegir i conversar.`,
    ],
    headings: ['La tirania de la pressa', "L'atenció", 'Temps perdut'],
    paragraphs: [
      `Vivim en una època que mesura el temps en rendiment. Les aplicacions ens diuen quants passos hem fet, quants minuts hem llegit, quantes hores hem dormit. Tot es compta, tot es pot millorar. En aquest context, perdre el temps s'ha convertit en un pecat, i la lentitud, en una mena de fracàs personal que cal corregir amb alguna tècnica de productivitat.`,
      `La filosofia, però, sempre ha sabut que pensar demana temps lent. Els grecs parlaven de <em>scholé</em>, una paraula que volia dir lleure i que ha donat el nostre mot <em>escola</em>. L'estudi, la conversa i la contemplació eren activitats de qui tenia temps lliure, no de qui corria. Hem oblidat aquesta arrel, i les nostres escoles s'assemblen massa a oficines.`,
      `L'atenció és una forma de cortesia. Quan mirem algú als ulls mentre ens parla, quan llegim un llibre sense consultar el mòbil, quan escoltem una peça de música sencera, estem dient que allò que tenim davant mereix tot el nostre temps. Potser per això l'atenció s'ha tornat tan escassa: és una mena de regal que costa molt de fer.`,
      `Llegir a poc a poc no vol dir llegir poc. Vol dir tornar enrere quan una frase ens ha agradat, subratllar, aturar-se a mirar per la finestra. Els lectors lents no acaben tants llibres com els ràpids, però en recorden més. Hi ha llibres que només es deixen llegir així: com un camí de muntanya, que s'ha de fer a peu i respirant.`,
      `La migdiada és un invent mediterrani que el món del treball intenta abolir. I, tanmateix, hi ha alguna cosa profundament sàvia en aquest parèntesi del migdia, quan la calor aconsella aturar-se. Molts escriptors han explicat que les seves millors idees els arribaven just en aquell estat de mig son, quan el pensament es deixa anar i troba camins inesperats.`,
      `El cansament contemporani no és només físic. És el cansament de qui ha d'estar sempre disponible, de qui rep missatges a totes hores, de qui sent que mai no fa prou. Alguns filòsofs parlen d'una societat del rendiment que ens explota a través de la nostra pròpia voluntat. No cal cap capatàs: ja ens exigim nosaltres mateixos.`,
      `Reivindicar la lentitud no és una nostàlgia de temps passats, que tampoc no eren gaire lents per a la majoria de la gent. És una proposta per al present: protegir espais on el temps no es mesuri en productivitat. Una biblioteca, un parc, una sobretaula, una tarda de pluja. Llocs on podem ser, simplement, sense haver de demostrar res.`,
      `Potser la millor manera d'acabar aquest assaig és no acabar-lo del tot. Deixar-lo obert, com una finestra, perquè el lector hi pensi quan tingui temps. Sense pressa. Al cap i a la fi, les idees també necessiten reposar, com el pa o com el vi, abans de ser bones.`,
    ],
    quotes: [
      { content: `Perdre el temps és l'única manera de trobar-lo.`, reference: `Xavier Batlle, <em>Manual per perdre el temps</em>` },
      { content: `Llegir a poc a poc és llegir dues vegades sense adonar-se'n.`, reference: `Rita Bagué, <em>Llapis i paciència</em>` },
    ],
    references: [
      `Han, Byung-Chul. <em>Müdigkeitsgesellschaft</em>. Berlín: Matthes & Seitz, 2010.`,
      `Batlle, Xavier. <em>Manual per perdre el temps</em>. Barcelona: Edicions del Terraprim, 2017.`,
      `Arendt, Hannah. <em>The Human Condition</em>. Chicago: University of Chicago Press, 1958.`,
      `Montaigne, Michel de. <em>Essais</em>. Bordeus, 1580.`,
    ],
    notes: [
      `El mot grec <em>scholé</em> designava el temps lliure dedicat a l'estudi i la conversa.`,
      `Sobre el cansament contemporani, vegeu l'obra de Byung-Chul Han, molt llegida en català en els darrers anys.`,
    ],
    captions: [
      `Una cadira a l'ombra d'un plàtan, a la vora de l'estany.`,
      `Un llibre obert sobre una taula de jardí, a l'hora de la migdiada.`,
    ],
  },
  {
    key: 'aigua',
    specialty: 'Història',
    titles: [
      "La memòria de l'aigua",
      "Els recs de Banyoles: una història d'aigua i feina",
      'Molins, safareigs i fonts',
      "L'estany que respira",
      'Quan l\'aigua movia el món',
    ],
    summaries: [
      `Els recs de Banyoles van moure molins, adoberies i fàbriques durant segles. <em>Una història escrita amb aigua</em>.`,
      `L'estany de Banyoles i la xarxa de recs que el connecten amb la ciutat com a arxiu viu del passat.`,
      `Dels safareigs públics a les fonts de poble: l'aigua com a lloc de trobada i de memòria.`,
    ],
    headings: ['Els recs', 'Els oficis de l\'aigua', 'Safareigs i fonts'],
    paragraphs: [
      `L'estany de Banyoles no té cap riu que l'alimenti de manera visible. L'aigua hi arriba per sota, a través de surgències que brollen al fons i que provenen de l'alta Garrotxa. Aquesta particularitat fa que l'estany sembli respirar: en alguns punts l'aigua remou la sorra del fons, i els banyolins coneixen aquests llocs pel seu nom, com qui parla d'un veí.`,
      `Des de l'edat mitjana, l'aigua sobrant de l'estany es va canalitzar en una xarxa de recs que travessen la ciutat. Els monjos benedictins del monestir de Sant Esteve en van ser els primers organitzadors. Els recs movien molins fariners, batans de draps i, més endavant, adoberies i petites indústries que van fer de Banyoles una ciutat manufacturera molt abans de la revolució industrial.`,
      `Caminar avui pels recs de Banyoles és fer un recorregut per la història econòmica de la ciutat. L'aigua corre entre cases, sota ponts petits, al costat de portals que encara conserven el forat de les antigues rodes. Alguns trams han estat recuperats en els darrers anys i s'hi pot passejar, escoltant el soroll de l'aigua com qui escolta una conversa molt antiga.`,
      `Els oficis de l'aigua han desaparegut gairebé tots. Ja no hi ha moliners, ni blanquers, ni bugaderes que rentin la roba al safareig públic. Però la memòria d'aquests oficis resta en els noms dels carrers, en algunes fotografies de l'arxiu comarcal i en el record dels més grans, que encara saben explicar com es treballava la pell o com es feia anar una mola.`,
      `El safareig públic era molt més que un lloc per rentar. Era l'espai de conversa de les dones, on circulaven les notícies, els acudits i els secrets del poble. Alguns historiadors l'han descrit com una mena de diari oral. Quan van arribar les rentadores automàtiques, els safareigs es van buidar, i amb ells va desaparèixer una forma de sociabilitat que ningú no ha sabut substituir del tot.`,
      `Les fonts tenen també la seva literatura. Cada poble en té alguna de cèlebre, amb una aigua que diuen que cura o que fa enamorar. Les fontades d'estiu, quan s'hi anava a berenar en colla, són un costum que encara sobreviu en molts llocs. Són petites festes de l'aigua, que recorden una època en què tenir una font a prop era una riquesa.`,
      `L'aigua és un arxiu. Els sediments del fons de l'estany guarden pol·len de fa milers d'anys, que permet als científics reconstruir com era el paisatge abans que hi arribessin els humans. Les restes de la Draga, el poblat neolític de la riba de l'estany, es van conservar gràcies a la humitat. L'aigua recorda el que nosaltres hem oblidat.`,
      `En una època de sequeres cada vegada més llargues, la memòria de l'aigua ens interpel·la. Els nostres avis sabien que l'aigua era un bé escàs i el cuidaven amb una atenció que hem perdut. Recuperar aquesta cultura de l'aigua, feta de respecte i d'enginy, no és només una qüestió d'història: és una necessitat per al futur.`,
    ],
    quotes: [
      { content: `L'estany no té riu: respira per sota, com els que tenen un secret.`, reference: `Laia Vilardell, <em>Surgències</em>` },
      { content: `El safareig era el diari de les dones del poble.`, reference: `Elisenda Planagumà, <em>Aigua i feina</em>` },
    ],
    references: [
      `Planagumà, Elisenda. <em>Aigua i feina: els recs de Banyoles</em>. Banyoles: Centre d'Estudis Comarcals, 2011.`,
      `Vilardell, Laia. <em>Surgències</em>. Girona: Quaderns de la Garrotxa, 2015.`,
      `Bachelard, Gaston. <em>L'eau et les rêves</em>. París: José Corti, 1942.`,
    ],
    notes: [
      `El jaciment neolític de la Draga, a la riba de l'estany, és un dels poblats lacustres més antics de la península Ibèrica.`,
      `Els recs de Banyoles tenen el seu origen en obres impulsades pel monestir de Sant Esteve.`,
      `Les surgències de l'estany reben noms populars que es transmeten oralment.`,
    ],
    captions: [
      `Un dels recs de Banyoles al seu pas pel nucli antic.`,
      `L'estany de Banyoles a primera hora del matí.`,
    ],
  },
];
