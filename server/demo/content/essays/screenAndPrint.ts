/**
 * Essay themes for the 'articles' section: each gives several titles; the assembly picks a title
 * and a subset of the theme's paragraphs for each essay. Screen and print: cinemas, adaptations, the press, letters, women writers.
 */
import type { EssaySeed } from '../types.js';

export const SCREEN_AND_PRINT_ESSAYS: EssaySeed[] = [
  {
    key: 'cinemes',
    specialty: 'Cinema',
    titles: [
      'Crispetes & butaques: el cinema com a lloc',
      'La sala fosca',
      'Els cinemes de barri que ens van fer',
      'Sessió contínua',
      'Butaques vermelles: una memòria del cinema',
    ],
    summaries: [
      `Una història sentimental dels cinemes de barri i de poble, i de <em>tot el que hi vam aprendre</em>.`,
      `El cinema no és només les pel·lícules: és també la sala, la foscor compartida i la gent.`,
      `Què perdem quan tanca un cinema i què guanyem quan en reobre un.`,
      `Entrar a mitja pel·lícula i sortir quan tornava a començar: <em>la sessió contínua</em> i la memòria de les sales de barri.`,
      `De les sales de barri convertides en supermercats als cinemes que resisteixen gràcies a l'obstinació dels exhibidors.`,
    ],
    headings: ['La sessió doble', 'La foscor compartida', 'Resistir'],
    paragraphs: [
      `Durant dècades, cada barri de Barcelona i cada poble de certa mida tenia el seu cinema. Eren sales grans, sovint amb amfiteatre, on es projectaven sessions dobles i on el públic entrava i sortia a mitja pel·lícula. El cinema era l'oci popular per excel·lència, i moltes generacions hi van aprendre a somiar, a estimar i a tenir por.`,
      `La sessió contínua és un costum desaparegut que explica molt de la relació antiga amb el cinema. Un entrava quan volia, veia la segona meitat d'una pel·lícula, després la primera, i sortia quan el que ja havia vist tornava a començar. Avui ens sembla una barbaritat; aleshores era natural. El cinema era un lloc on es passava la tarda, no un espectacle amb horari rígid.`,
      `La foscor compartida de la sala té alguna cosa de ritual. Centenars de desconeguts que riuen, s'espanten i ploren alhora, sense veure's les cares. Cap pantalla domèstica, per gran que sigui, no pot reproduir aquesta experiència col·lectiva. Veure una comèdia sol al sofà i veure-la en una sala plena són dues coses completament diferents.`,
      `La decadència de les sales de barri va començar als anys vuitanta, amb l'arribada del vídeo domèstic, i es va accelerar amb els multicines dels centres comercials. Molts edificis es van convertir en supermercats, bingos o aparcaments. Alguns encara conserven la façana, i passejant per certs carrers es poden endevinar, sota els rètols nous, les lletres dels antics noms.`,
      `Alguns cinemes han resistit, però, gràcies a l'obstinació d'exhibidors apassionats i al suport dels espectadors. Són sales que programen cinema d'autor, cicles temàtics i pel·lícules en versió original, i que organitzen debats i presentacions. S'han convertit en petits centres culturals, i la seva supervivència demostra que hi ha un públic que vol continuar veient cinema a la sala.`,
      `Els cineclubs van ser, durant el franquisme, espais de llibertat relativa. S'hi podien veure pel·lícules que no arribaven a les sales comercials i, sobretot, se'n podia parlar després. Molts cineastes i crítics catalans es van formar en aquests cineclubs, on el debat posterior a la projecció era tan important com la pel·lícula mateixa.`,
      `El cinema de poble té una memòria pròpia. A molts llocs, la sala era també el teatre, el lloc dels balls de festa major i dels mítings polítics. Quan es parla amb la gent gran, el cinema apareix lligat a primers amors, a estrenes que van ser un esdeveniment i a pel·lícules que es recorden no tant pel que explicaven com per amb qui es van veure.`,
      `Potser el futur del cinema a la sala passa per recuperar aquesta dimensió de lloc. No es tracta només de veure pel·lícules, que es poden veure a qualsevol pantalla, sinó de compartir-les. Una sala de cinema és un espai públic, com una biblioteca o una plaça, i la seva desaparició empobreix la vida d'un barri.`,
    ],
    quotes: [
      { content: `Al cinema de barri vam aprendre a estimar abans que ningú ens ho expliqués.`, reference: `Jordi Masdevall, <em>La sala fosca</em>` },
      { content: `Una pel·lícula vista sol és un record; vista en una sala plena, és una festa.`, reference: `Ton Sureda, <em>Guió de vida</em>` },
    ],
    references: [
      `Masdevall, Jordi. <em>La sala fosca: una història sentimental dels cinemes de barri</em>. Girona: L'Estany Editorial, 2016.`,
      `Bazin, André. <em>Qu'est-ce que le cinéma?</em> París: Éditions du Cerf, 1958.`,
      `Tarkovsky, Andrei. <em>Sculpting in Time</em>. Londres: Bodley Head, 1986.`,
    ],
    notes: [
      `Molts cinemes de barri tenien capacitat per a més de mil espectadors.`,
      `Els cineclubs van tenir un paper important en la formació cinematogràfica durant les dècades de 1950 i 1960.`,
    ],
    captions: [
      `La façana d'un antic cinema de barri, avui convertit en supermercat.`,
      `Butaques d'una sala de cinema restaurada.`,
    ],
    youtube: { id: 'Lq7bV3tRz2M', foot: `Fragment del documental sobre els cinemes de barri.` },
  },
  {
    key: 'adaptacions',
    specialty: 'Cinema',
    titles: [
      '“El llibre era millor”: anatomia d\'un tòpic',
      'Del llibre a la pantalla',
      'Quan la pel·lícula és millor que la novel·la',
      'Adaptar és trair (i està bé)',
      'La novel·la que volia ser pel·lícula',
    ],
    summaries: [
      `Les adaptacions cinematogràfiques i el tòpic que diu que <em>el llibre sempre és millor</em>.`,
      `Cinema i literatura: dues maneres d'explicar històries que es miren de reüll des de fa un segle.`,
      `Per què les millors adaptacions són les que s'atreveixen a canviar l'original.`,
      `Adaptar una novel·la és una forma de traducció: <em>tallar, comprimir i convertir els pensaments en gestos</em>.`,
      `Capítols curts, diàlegs àgils, escenes visuals: com el llenguatge del cinema va impregnar la manera d'escriure novel·les.`,
    ],
    headings: ['El tòpic', 'Traduir en imatges', 'Novel·les cinematogràfiques'],
    paragraphs: [
      `«El llibre era millor.» És la frase que més es repeteix a la sortida d'una adaptació cinematogràfica. Sovint és veritat, però no sempre, i convé preguntar-se per què ens ho sembla. Potser és perquè el llibre l'hem imaginat nosaltres, i la pel·lícula ens imposa la imaginació d'un altre. La decepció és, en bona part, la pèrdua de la nostra pròpia versió.`,
      `Adaptar una novel·la al cinema és una forma de traducció, i com tota traducció implica decisions. Una novel·la de sis-centes pàgines no cap en dues hores. Cal tallar personatges, comprimir el temps, convertir els pensaments en gestos i les descripcions en imatges. Les millors adaptacions no són les més fidels, sinó les que entenen què és essencial i s'atreveixen a deixar la resta.`,
      `Hi ha pel·lícules que superen els llibres que les inspiren. Sol passar amb novel·les menors, de gènere, que un cineasta amb talent transforma en obres mestres. El cinema ha convertit molts best-sellers oblidats en clàssics, i al revés: hi ha grans novel·les que han donat pel·lícules mediocres perquè la seva grandesa era precisament literària, feta d'estil i no d'argument.`,
      `Algunes novel·les semblen escrites pensant en el cinema: capítols curts, diàlegs àgils, escenes molt visuals. No és estrany, perquè molts escriptors del segle XX van créixer anant al cinema, i el llenguatge cinematogràfic va impregnar la seva manera d'escriure. El muntatge, el pla i el contraplà, el fos en negre: tot això es pot fer amb paraules.`,
      `La literatura catalana ha tingut una relació irregular amb el cinema. Algunes novel·les importants han estat adaptades amb fortuna diversa, i moltes altres esperen encara qui les porti a la pantalla. La manca d'una indústria cinematogràfica potent en català ha limitat aquestes adaptacions, però en els darrers anys les sèries han obert noves possibilitats.`,
      `Les sèries de televisió han canviat les regles del joc. Amb deu o vint hores de metratge, una adaptació pot ser molt més fidel a una novel·la llarga que una pel·lícula. Però també corre el risc de perdre la tensió, d'allargar el que al llibre era concís. La durada no garanteix la fidelitat, i la fidelitat no garanteix la qualitat.`,
      `Potser la pregunta no és si el llibre o la pel·lícula és millor, sinó què fa cadascun que l'altre no pot fer. La literatura pot entrar al cap dels personatges i jugar amb el temps amb una llibertat absoluta. El cinema pot mostrar un rostre, un paisatge o un silenci amb una intensitat que cap paraula no aconsegueix. Són llenguatges diferents, i les adaptacions interessants són les que ho saben.`,
      `Al final, llegir el llibre després de veure la pel·lícula pot ser una experiència reveladora. Hi descobrim tot allò que el cinema va haver de deixar fora, i entenem millor les decisions de l'adaptació. I a l'inrevés: tornar a veure la pel·lícula després de llegir la novel·la ens fa apreciar la feina d'un director que ha sabut trobar imatges per a les paraules.`,
    ],
    quotes: [
      { content: `Adaptar és trair amb amor.`, reference: `Ton Sureda, <em>Guió de vida</em>` },
      { content: `El cinema mostra; la literatura fa imaginar. Les bones adaptacions fan totes dues coses.`, reference: `Jordi Masdevall, <em>La sala fosca</em>` },
    ],
    references: [
      `Bazin, André. «Pour un cinéma impur». A: <em>Qu'est-ce que le cinéma?</em> París: Éditions du Cerf, 1958.`,
      `Sureda, Ton. <em>Guió de vida: escriure per a la pantalla</em>. Barcelona: Edicions del Terraprim, 2020.`,
      `Hutcheon, Linda. <em>A Theory of Adaptation</em>. Nova York: Routledge, 2006.`,
    ],
    notes: [
      `André Bazin va defensar el «cinema impur», que beu obertament de la literatura i del teatre.`,
      `El format de sèrie permet adaptacions més llargues, però també imposa les seves pròpies convencions.`,
    ],
    captions: [
      `Un guió anotat al costat de la novel·la original.`,
      `Rodatge d'una adaptació literària en un poble de l'Empordà.`,
    ],
  },
  {
    key: 'impremta',
    specialty: 'Història',
    titles: [
      "L'ofici d'imprimir",
      'Tipus mòbils: una història de plom i tinta',
      'Elogi del paper',
      'Les impremtes que van fer una llengua',
      'Caixa alta, caixa baixa',
    ],
    summaries: [
      `De Gutenberg a les impremtes de poble: <em>la història de l'ofici</em> que va fer possible el llibre modern.`,
      `Tipògrafs, compositors i enquadernadores: els oficis oblidats darrere de cada llibre.`,
      `Per què el llibre imprès continua sent, cinc segles després, una tecnologia difícil de superar.`,
      `Del <em>Tirant lo Blanc</em> imprès a València a les impremtes de poble: com el plom i la tinta van fer una llengua.`,
      `Majúscules a dalt, minúscules a baix: <em>el taller del compositor</em> i l'art discret de la tipografia.`,
    ],
    headings: ['El taller', 'La lletra', 'El llibre com a objecte'],
    paragraphs: [
      `La impremta va arribar a la península Ibèrica a finals del segle XV, i algunes de les primeres obres impreses ho van ser en català. València, Barcelona i altres ciutats van tenir impressors actius des de molt aviat. El <em>Tirant lo Blanc</em>, imprès a València el 1490, és un dels grans llibres d'aquells primers temps de la impremta europea.`,
      `Un taller d'impremta tradicional era un lloc ple de soroll i d'olor de tinta. El compositor agafava les lletres de plom de la caixa, una per una, i les col·locava en el componedor per formar les línies. Les majúscules eren a la part de dalt de la caixa i les minúscules a la de baix: d'aquí ve que encara parlem de caixa alta i caixa baixa.`,
      `La tipografia és un art discret. Quan una lletra està ben dissenyada, no ens n'adonem: simplement llegim. Però darrere de cada font hi ha segles de refinament, decisions sobre el gruix dels traços, l'espai entre les lletres i la proporció de les línies. Els bons tipògrafs diuen que la tipografia ha de ser com una copa de vidre transparent: ha de deixar veure el vi.`,
      `Moltes ciutats petites tenien la seva impremta, que imprimia de tot: programes de festa major, esqueles, etiquetes, revistes locals i, de tant en tant, algun llibre. Aquestes impremtes de poble van ser fonamentals per a la vida cultural del país, i moltes revistes i editorials van néixer en aquests tallers modestos, on l'impressor sovint era també editor i llibreter.`,
      `L'enquadernació és l'últim pas i potser el més oblidat. Plegar els plecs, cosir-los, encolar el llom, posar-hi les cobertes: és una feina manual que demana precisió i paciència. Un llibre ben enquadernat s'obre bé, no es desfà i pot durar segles. Un llibre mal enquadernat perd les pàgines al primer estiu a la platja.`,
      `El paper també té la seva història. Durant segles es va fer amb draps vells, i els molins paperers de la Catalunya interior, com els de Capellades, van ser famosos a tot Europa. El paper verjurat, amb les seves línies visibles a contrallum, encara es fa servir en edicions de bibliòfil, i tocar-lo és com tocar un fragment del passat.`,
      `L'arribada de la composició digital va canviar l'ofici per sempre. Els linotips i les caixes de tipus van passar als museus, i els compositors es van haver de reconvertir o jubilar. Però alguns tallers continuen treballant amb tipus mòbils, i hi ha joves dissenyadors que redescobreixen la impressió tipogràfica pel plaer de la textura i de la imperfecció.`,
      `El llibre imprès és una tecnologia extraordinària. No necessita bateria, no s'actualitza, es pot llegir a qualsevol lloc i pot durar cinc-cents anys. Cada vegada que algú anuncia la seva mort, el llibre sobreviu. Potser és perquè, a més d'un suport per al text, és un objecte que es toca, es presta, es regala i es guarda.`,
    ],
    quotes: [
      { content: `La tipografia ha de ser com una copa de vidre: ha de deixar veure el vi.`, reference: `Pol Vergés, <em>Memòries d'un corrector</em>` },
      { content: `Un llibre és l'únic objecte que pot durar cinc segles sense bateria.`, reference: `Enric Sabater, <em>Tinta i premsa</em>` },
    ],
    references: [
      `Bringhurst, Robert. <em>The Elements of Typographic Style</em>. Vancouver: Hartley & Marks, 1992.`,
      `Martorell, Joanot. <em>Tirant lo Blanc</em>. València: Nicolau Spindeler, 1490.`,
      `Vergés, Pol. <em>Memòries d'un corrector</em>. Girona: Llibres del Pòsit, 2019.`,
      `Febvre, Lucien i Martin, Henri-Jean. <em>L'Apparition du livre</em>. París: Albin Michel, 1958.`,
    ],
    notes: [
      `El <em>Tirant lo Blanc</em> es va imprimir a València el 1490, en un tiratge que devia ser d'uns pocs centenars d'exemplars.`,
      `Capellades conserva un museu molí paperer que explica la fabricació tradicional del paper.`,
      `Els termes <em>caixa alta</em> i <em>caixa baixa</em> provenen de la disposició física de les caixes de tipus.`,
    ],
    captions: [
      `Una caixa de tipus mòbils en un taller d'impremta tradicional.`,
      `Plecs d'un llibre a punt de ser cosits.`,
    ],
  },
  {
    key: 'cartes',
    specialty: 'Crítica literària',
    titles: [
      'Cartes que no vam enviar',
      'El gènere epistolar en temps de missatges',
      'Correspondències',
      'Estimat amic: sobre les cartes d\'escriptors',
      'La carta perduda',
    ],
    summaries: [
      `Les cartes com a gènere literari: <em>de les correspondències d'escriptors</em> als missatges que esborrem.`,
      `Què ens diuen les cartes dels escriptors, i què ens diran els nostres correus.`,
      `Un assaig sobre la carta, un gènere que sembla mort i que no para de renéixer.`,
      `Escriptors dispersos per França, Mèxic o Xile es van escriure durant anys: <em>les correspondències</em> com a tresor d'una literatura.`,
      `Cartes que mai no es van enviar, guardades en calaixos i dins dels llibres, i que amb el temps <em>guanyen intensitat</em>.`,
    ],
    headings: ['Escriure a algú', 'Correspondències literàries', "L'arxiu del futur"],
    paragraphs: [
      `Escriure una carta és escriure a algú concret. A diferència d'un article o d'una novel·la, la carta té un destinatari amb nom i cognoms, i això canvia completament la manera d'escriure. S'hi pot ser íntim, irònic, confús o sincer d'una manera que els altres gèneres no permeten. Per això les cartes dels escriptors són sovint més vives que les seves obres.`,
      `Les correspondències literàries són un dels grans tresors de qualsevol literatura. A través de les cartes entre escriptors descobrim com es van gestar els llibres, quines amistats i enemistats hi havia, quins dubtes tenien. Són, alhora, un document històric i una forma literària amb les seves pròpies regles, i algunes es llegeixen com novel·les.`,
      `La literatura catalana té correspondències extraordinàries, especialment les de l'exili. Escriptors dispersos per França, Mèxic o Xile es van escriure durant anys per mantenir viva una literatura que a casa estava prohibida o perseguida. Aquestes cartes són testimonis de resistència, però també de solitud, de nostàlgia i d'una fe obstinada en la llengua.`,
      `Hi ha cartes que mai no es van enviar. Les trobem als arxius, als calaixos, dins dels llibres. Són cartes escrites en un moment de ràbia o d'amor i després guardades, potser perquè escriure-les ja va ser suficient. Aquestes cartes sense destinatari són potser les més sinceres, perquè qui les va escriure sabia, en el fons, que ningú no les llegiria.`,
      `La novel·la epistolar va ser un dels gèneres més populars del segle XVIII. Explicar una història a través de cartes permetia multiplicar els punts de vista, crear suspens i donar una sensació d'intimitat molt moderna. Avui algunes novel·les fan el mateix amb correus electrònics o missatges de mòbil, i el gènere renova la seva vigència.`,
      `Els correus electrònics i els missatges han substituït les cartes, però no del tot. Escrivim més que mai, però escrivim de pressa, sense esborranys, sense pensar que algú ho pugui llegir d'aquí a cent anys. Els historiadors del futur tindran un problema: milions de missatges i cap carta. O potser hi trobaran una nova forma d'intimitat que nosaltres no sabem veure.`,
      `Hi ha qui encara escriu cartes a mà. És un gest gairebé excèntric, que demana temps, paper, un sobre i un segell. Però qui rep una carta manuscrita sap que algú li ha dedicat una estona, que ha pensat cada paraula i que ha anat fins a la bústia. Potser per això les cartes a mà s'han convertit en un regal.`,
      `Les cartes envelleixen d'una manera curiosa. El paper es torna groc, la tinta s'esvaeix, però les paraules guanyen intensitat amb el temps. Una carta d'amor de fa cinquanta anys ens commou més que el dia que es va escriure, perquè sabem com va acabar la història. Les cartes són màquines del temps que només funcionen en una direcció.`,
    ],
    quotes: [
      { content: `Una carta és un diàleg amb algú que no et pot interrompre.`, reference: `Núria Casadevall, <em>Llegir a contrallum</em>` },
      { content: `Les cartes que no enviem són les que més ens diuen.`, reference: `Elisenda Planagumà, <em>La mestra de Porqueres</em>` },
    ],
    references: [
      `Planagumà, Elisenda. <em>La mestra de Porqueres: cartes d'una vida</em>. Banyoles: Centre d'Estudis Comarcals, 2018.`,
      `Casadevall, Núria. <em>Llegir a contrallum</em>. Barcelona: Edicions del Terraprim, 2012.`,
      `Ginzburg, Natalia. <em>Lessico famigliare</em>. Torí: Einaudi, 1963.`,
    ],
    notes: [
      `Les correspondències de l'exili republicà es conserven en diversos arxius i fons personals.`,
      `La novel·la epistolar va tenir el seu moment de màxima popularitat al segle XVIII europeu.`,
    ],
    captions: [
      `Cartes manuscrites trobades en un fons familiar.`,
      `Una bústia de correus en un carrer de Girona.`,
    ],
  },
  {
    key: 'escriptores',
    specialty: 'Crítica literària',
    titles: [
      'Les escriptores que vam oblidar',
      'Recuperar una veu',
      'Amb pseudònim: autores que es van amagar',
      'Dones que escriuen el món',
      'La cambra pròpia, cent anys després',
    ],
    summaries: [
      `Moltes escriptores catalanes van ser oblidades durant dècades. <em>Recuperar-les</em> és una feina de justícia i de lectura.`,
      `Pseudònims, silencis i redescobriments: la història de les autores de la literatura catalana.`,
      `Què queda de la reivindicació de Virginia Woolf i de la cambra pròpia en la literatura d'avui.`,
      `De Caterina Albert, que signava Víctor Català, a Maria-Mercè Marçal: <em>les pioneres</em> que van obrir camí.`,
      `Les dones publiquen, guanyen premis i omplen les taules de novetats, però en la crítica i en l'edició <em>les desigualtats hi són</em>.`,
    ],
    headings: ['El silenci', 'Els pseudònims', 'Recuperacions'],
    paragraphs: [
      `La història de la literatura s'ha escrit durant molt de temps en masculí. Les antologies, els manuals escolars i els premis van deixar fora moltes escriptores que havien publicat, havien tingut lectors i havien estat valorades en el seu temps. El seu oblit no va ser natural, sinó el resultat de decisions de crítics, editors i historiadors que no les van considerar prou importants.`,
      `Caterina Albert va signar la seva obra com a Víctor Català, un pseudònim masculí que li va permetre publicar <em>Solitud</em> i els seus contes en un moment en què una dona escrivint sobre la violència del món rural resultava escandalós. Quan es va saber que era una dona, la crítica va reaccionar amb sorpresa i, en alguns casos, amb incomoditat. La seva història és un exemple de les dificultats que van afrontar moltes autores.`,
      `Virginia Woolf va escriure, el 1929, que una dona necessitava diners i una cambra pròpia per escriure ficció. La frase s'ha repetit tant que corre el risc de semblar un tòpic, però continua sent certa: escriure demana temps, espai i independència econòmica, tres coses que les dones han tingut històricament molt menys que els homes.`,
      `En les darreres dècades, investigadores i editorials han fet una feina extraordinària de recuperació. S'han reeditat novel·les, reculls de contes i poemaris que feia anys que no es trobaven a les llibreries, i molts lectors han descobert autores que desconeixien completament. Aquestes reedicions no són arqueologia: són llibres vius que dialoguen amb el present.`,
      `Mercè Rodoreda és avui l'autora catalana més traduïda i llegida arreu del món, però la seva consagració va ser lenta i complicada. <em>La plaça del Diamant</em>, publicada el 1962, va trigar a ser reconeguda com el clàssic que és. La seva obra, escrita en bona part a l'exili, demostra que la literatura catalana pot ser universal sense deixar de ser profundament local.`,
      `La poesia escrita per dones ha tingut també les seves pioneres. Maria-Mercè Marçal va publicar <em>Cau de llunes</em> el 1977 i va obrir un camí per a la poesia feminista en català que encara avui continua ramificant-se. La seva obra, breu i intensa, combina la tradició popular amb una consciència política molt moderna.`,
      `La recuperació de les escriptores no hauria de ser una secció apart, un capítol especial del manual. L'objectiu és que les seves obres ocupin el lloc que els correspon en el relat general de la literatura, llegides amb el mateix rigor i el mateix interès que les dels seus contemporanis. Això obliga a reescriure la història, i està bé que sigui així.`,
      `Avui les dones publiquen, guanyen premis i ocupen les taules de novetats. Però les desigualtats no han desaparegut del tot: en la crítica, en els càrrecs de responsabilitat editorial, en la presència als mitjans. La feina de lectura i de recuperació continua, i aquesta revista vol formar-ne part, número rere número.`,
    ],
    quotes: [
      { content: `Recuperar una escriptora no és fer-li un favor: és fer-nos-el a nosaltres.`, reference: `Mariona Palau, <em>Veus recuperades</em>` },
      { content: `Un pseudònim pot ser una màscara o una armadura.`, reference: `Núria Casadevall, <em>Llegir a contrallum</em>` },
    ],
    references: [
      `Català, Víctor. <em>Solitud</em>. Barcelona: Biblioteca Joventut, 1905.`,
      `Rodoreda, Mercè. <em>La plaça del Diamant</em>. Barcelona: Club Editor, 1962.`,
      `Marçal, Maria-Mercè. <em>Cau de llunes</em>. Barcelona: Proa, 1977.`,
      `Woolf, Virginia. <em>A Room of One's Own</em>. Londres: Hogarth Press, 1929.`,
      `Palau, Mariona. <em>Veus recuperades: escriptores catalanes del segle XX</em>. Tarragona: Arola Nova, 2021.`,
    ],
    notes: [
      `Caterina Albert va adoptar el pseudònim de Víctor Català després de la polèmica que va provocar el monòleg <em>La infanticida</em>, premiat als Jocs Florals d'Olot del 1898.`,
      `<em>Solitud</em> es va publicar primer per entregues a la revista <em>Joventut</em> entre 1904 i 1905.`,
      `<em>A Room of One's Own</em> recull dues conferències pronunciades per Woolf a Cambridge el 1928.`,
    ],
    captions: [
      `Primeres edicions d'obres d'escriptores catalanes en una col·lecció particular.`,
      `Una lectora a la biblioteca amb un llibre recentment reeditat.`,
    ],
  },
];
