/**
 * The 49 editions of the demo magazine, one a month from January 2020 (number 0) to January 2024
 * (number 48): each with its theme, the line shown in the archive and the editorial that opens it.
 */
import type { CoverArtistSeed, EditionSeed } from './types.js';

export const EDITIONS: EditionSeed[] = [
  {
    title: 'Primera pedra',
    description: `Comença la Revista Estany: una revista de cultura, literatura i pensament feta des de Banyoles i oberta a tot el país.`,
    editorial: `Tota revista neix d'una conversa que no s'acaba. La nostra va començar en una taula de la Porxada de Banyoles, un dissabte de mercat, quan algú va dir que faltava un lloc on llegir amb calma sobre els llibres, les exposicions i els paisatges que ens importen. Aquest primer número és aquella conversa posada en ordre: assaigs, poemes, entrevistes i lectures que volen durar més que una notícia.`,
  },
  {
    title: "La memòria de l'aigua",
    description: `L'estany, els rius i les fonts com a arxiu del temps: textos sobre allò que l'aigua recorda i nosaltres oblidem.`,
    editorial: `Vivim al costat d'una aigua que no s'atura mai del tot: l'estany de Banyoles respira per sota, per les surgències que el mantenen viu. Aquest mes hem demanat als nostres col·laboradors que pensin en l'aigua com una memòria, en les rieres que van fer moure molins i en les fonts on es parlava de tot. Ens han tornat textos on l'aigua és paisatge, però també llengua i història.`,
  },
  {
    title: 'Traduir el silenci',
    description: `Traductores i traductors expliquen com es passa d'una llengua a una altra allò que no es diu.`,
    editorial: `Traduir és una manera de llegir tan a fons que el text acaba canviant de casa. En aquest número parlem amb qui fa aquesta feina invisible i llegim llibres que ens han arribat d'altres llengües. Ens interessa sobretot el que no es veu: els silencis, les pauses, les paraules que no tenen equivalent i que obliguen a inventar. També hi ha poemes escrits des d'aquest llindar.`,
  },
  {
    title: 'Cases tancades',
    description: `Un número escrit des de casa, durant el confinament: finestres, balcons, llibres rellegits i veus que arriben de lluny.`,
    editorial: `Aquest número l'hem fet sense sortir de casa. Les reunions de redacció han estat trucades amb mala connexió i les fotografies s'han fet des dels balcons. Potser per això molts dels textos parlen d'interiors: de cuines, de passadissos, de la biblioteca que teníem oblidada al menjador. No volíem fer un número trist, sinó un número atent, com ho és la mirada de qui torna a veure les coses de sempre.`,
  },
  {
    title: 'El jardí interior',
    description: `Jardins, horts i herbaris: la natura domèstica com a refugi i com a tema literari.`,
    editorial: `Quan el món es va fer petit, molts vam descobrir el jardí: el de casa, el del veí, el test de la finestra que finalment vam regar cada dia. Aquest mes la revista s'omple de plantes. Hi ha herbaris antics, hortolans que escriuen, poetes que han après el nom de les herbes i un passeig pels jardins que la literatura catalana ha anat plantant al llarg dels segles.`,
  },
  {
    title: 'Llum de juny',
    description: `La llum que s'allarga, les vetllades i la poesia del començament de l'estiu.`,
    editorial: `Al juny la llum s'allarga fins a fer-se sospitosa: sembla que el dia no s'acabi mai i les converses s'estiren a les terrasses. Hem volgut un número lluminós, amb més poesia que de costum, amb pintors que treballen la claror i amb una ruta pels miradors de l'Empordà. També hi trobareu, com cada mes, les lectures i les propostes de la redacció.`,
  },
  {
    title: "Mapes de l'estiu",
    description: `Viatges a peu, en tren i en bicicleta: una guia literària per perdre's a prop de casa.`,
    editorial: `Aquest estiu molts no anirem lluny, i potser és una bona notícia. Els mapes que proposem en aquest número són de proximitat: camins de ronda, vies verdes, pobles que hem travessat cent vegades sense aturar-nos. Els nostres col·laboradors han caminat, han pedalat i han pres notes. El resultat és una geografia íntima que es pot recórrer amb una motxilla i un llibre.`,
  },
  {
    title: 'Elogi de la lentitud',
    description: `L'agost com a temps lent: lectures llargues, migdiades i l'art de no fer res.`,
    editorial: `L'agost té mala fama entre els qui mesuren el temps en rendiment, i bona fama entre els lectors. Aquest número és un elogi de la lentitud: de les novel·les de sis-centes pàgines, de les converses sense pressa, de les migdiades a l'ombra d'un plàtan. No és una invitació a la mandra, sinó a una atenció diferent, que només arriba quan deixem de córrer.`,
  },
  {
    title: 'Tornar a començar',
    description: `El setembre dels quaderns nous: aprendre, desaprendre i recomençar a qualsevol edat.`,
    editorial: `Setembre sempre té alguna cosa de primer dia d'escola, encara que faci anys que no hi anem. Llibretes noves, propòsits, la sensació que el curs ens deixarà una mica millors. En aquest número parlem d'aprenentatges: de qui comença a escriure als setanta anys, de mestres que ens van canviar la vida i de la difícil art de tornar a començar un llibre abandonat.`,
  },
  {
    title: 'Les veus dels altres',
    description: `Escoltar abans d'escriure: entrevistes, testimonis i literatura feta amb paraules prestades.`,
    editorial: `La literatura sovint comença escoltant. Aquest mes hem volgut donar més espai que mai a les veus dels altres: entrevistes llargues, testimonis recollits a peu de carrer, cròniques que neixen d'una conversa a la cua del forn. També reflexionem sobre els límits d'aquesta escolta: fins on podem fer nostres les paraules que algú ens ha confiat?`,
  },
  {
    title: 'Boira',
    description: `La boira de la plana i la boira de la memòria: un número sobre allò que es veu a mitges.`,
    editorial: `A la plana de Vic i als voltants de l'estany, novembre és el mes de la boira. Els contorns s'esborren i el món es torna una hipòtesi. Ens ha semblat una bona imatge per a un número sobre allò que només veiem a mitges: records imprecisos, llibres que ens van agradar i no sabem explicar per què, paisatges que canvien segons l'hora.`,
  },
  {
    title: "Llums d'hivern",
    description: `Desembre a la revista: regals de paper, la llum curta de l'hivern i un any que s'acaba.`,
    editorial: `Tanquem el primer any de la revista amb un número de llums petites. Desembre és el mes dels llibres regalats, de les sobretaules llargues i de les llistes. N'hi ha, de llistes, però també hi ha contes d'hivern, una entrevista amb una il·lustradora que treballa amb llum de candela i un passeig nocturn per una Barcelona que s'encén a poc a poc.`,
  },
  {
    title: "L'ofici d'imprimir",
    description: `Impremtes, tipògrafs i paper: un número dedicat a l'objecte llibre, que també es pot llegir imprès.`,
    editorial: `Aquest número té una particularitat: l'hem compost pensant en el paper. Es pot llegir a la pantalla, com sempre, però també se'n pot descarregar una versió impresa, maquetada a mà, amb codis QR que porten als vídeos i als enllaços que el paper no pot reproduir. Ens ha semblat la millor manera d'homenatjar els impressors, els tipògrafs i les enquadernadores que protagonitzen aquestes pàgines.`,
  },
  {
    title: 'Cartes que no vam enviar',
    description: `El gènere epistolar, les cartes perdudes i les que mai no van sortir del calaix.`,
    editorial: `Qui no ha escrit mai una carta que no va enviar? Aquest número està fet de correspondències: la d'escriptors que es van escriure durant dècades, la de famílies separades per una frontera, la de lectors que escriuen als autors que admiren. Hi ha també una carta que la redacció adreça als lectors, que ara ja sou molts més dels que havíem imaginat.`,
  },
  {
    title: 'Dones que escriuen el món',
    description: `Autores d'ahir i d'avui que han eixamplat la literatura catalana.`,
    editorial: `Març és un bon mes per fer comptes pendents. En aquest número llegim i rellegim autores que han eixamplat la literatura catalana, des de les que van publicar amb pseudònim fins a les que avui omplen les taules de novetats. No és un número d'efemèride, sinó de lectura: volem saber què ens diuen ara, i per què algunes van trigar tant a ser escoltades.`,
  },
  {
    title: 'Roses i paper',
    description: `Un Sant Jordi diferent: llibreries que resisteixen i lectures per a la diada.`,
    editorial: `Sant Jordi és la festa més bonica del calendari, i també la més estranya: un dia en què tothom compra llibres i tothom parla de llibres, encara que la resta de l'any no ho faci. Aquest número vol allargar la diada. Parlem amb llibreters, recomanem lectures que no sortiran a les llistes i recordem els Sant Jordis d'altres temps.`,
  },
  {
    title: 'La ciutat dels altres',
    description: `Barcelona, València, Palma: les ciutats vistes pels qui hi arriben i pels qui se'n van.`,
    editorial: `Una ciutat no és mai la mateixa per a qui hi neix i per a qui hi arriba. En aquest número mirem Barcelona, València i Palma amb ulls forasters: els de les persones que hi han fet cap per estudiar o per treballar, els dels escriptors que les van descriure de passada, els dels turistes que les fotografien sense parar. També hi ha un retrat de Banyoles escrit per algú que acaba d'arribar-hi.`,
  },
  {
    title: 'Revetlles',
    description: `Fogueres, música i nits curtes: la festa com a tema literari.`,
    editorial: `Juny és mes de revetlles, i les revetlles són literatura pura: fogueres que cremen el que sobra, coca, petards, música fins a la matinada. Aquest mes la revista es fa festiva, però no frívola. Parlem de la festa com a ritual col·lectiu, de les cançons que només cantem una nit a l'any i de la melangia que arriba l'endemà, quan cal escombrar les cendres.`,
  },
  {
    title: 'Illes',
    description: `Mallorca, Menorca, Eivissa i les illes interiors: literatura amb mar pel mig.`,
    editorial: `Les illes tenen una literatura pròpia, feta de distàncies i d'arribades. Aquest mes viatgem a Mallorca, a Menorca i a Eivissa, però també a les illes que cadascú porta dins: els refugis, les cambres pròpies, els llibres que ens aïllen del soroll. Hi trobareu la serra de Tramuntana, els talaiots, i poemes escrits a la vora d'un mar que mai no és del tot el mateix.`,
  },
  {
    title: 'Tota la costa',
    description: `De Portbou a l'Ebre, un recorregut literari per la costa catalana.`,
    editorial: `L'agost ens porta a la costa, com a tothom. Però hem volgut fer-ho a contrapèl: buscant les cales que encara no surten a les fotografies, els escriptors que van viure als pobles de pescadors abans del turisme, els camins de ronda a l'hora en què no hi passa ningú. Un número per llegir amb sal a la pell i sorra entre les pàgines.`,
  },
  {
    title: "Paraules per a l'escola",
    description: `Mestres, alumnes i llibres de lectura: la literatura que aprenem a classe.`,
    editorial: `Recordem molts dels llibres que vam llegir a l'escola, alguns amb afecte i altres amb ràbia. Aquest número és per als mestres que encara s'hi deixen la pell, per als alumnes que descobreixen que un poema pot ser un cop de puny, i per a les biblioteques escolars, que són sovint la primera biblioteca d'una vida.`,
  },
  {
    title: 'Volcans',
    description: `La Garrotxa volcànica i les erupcions de la cultura: un número amb foc a sota.`,
    editorial: `A pocs quilòmetres de la redacció dorm un camp de volcans. La Garrotxa és un paisatge que recorda que la terra es mou, encara que sigui molt a poc a poc. Ens ha semblat una bona metàfora per a un número sobre les erupcions de la cultura: moviments artístics que van esclatar de cop, llibres que van canviar-ho tot i la lava freda que en queda.`,
  },
  {
    title: 'Els morts que ens parlen',
    description: `Tots Sants i la literatura de fantasmes, herències i memòria familiar.`,
    editorial: `Novembre comença amb els morts, i la literatura sempre ha tingut molt a dir-los. En aquest número hi ha fantasmes, però sobretot hi ha herències: les cases que ens deixen, els objectes que no sabem llençar, les històries familiars que algú va haver d'escriure perquè no es perdessin. Una manera de recordar que llegir també és conversar amb qui ja no hi és.`,
  },
  {
    title: 'Hivernar',
    description: `L'hivern com a temps de recolliment, de lectura i de projectes que germinen en silenci.`,
    editorial: `Hi ha animals que hivernen, i potser les persones també ho hauríem de fer. Aquest número proposa un hivern actiu per dins: lectures llargues, quaderns, projectes que germinen sense fer soroll. Hi ha contes de neu, una ruta per les valls del Pirineu quan ja no hi ha esquiadors i la nostra selecció de llibres per regalar, que aquest any és més generosa que mai.`,
  },
  {
    title: 'Ramon Llull i la imaginació',
    description: `El pensador mallorquí com a punt de partida: màquines de pensar, novel·les i diàlegs.`,
    editorial: `Ramon Llull va voler construir una màquina per pensar, va escriure novel·les quan encara no existia la paraula i va fer de la llengua catalana una eina de filosofia. Set segles després, la seva imaginació continua sent un repte. En aquest número el llegim sense reverència: com un escriptor d'avui, estrany, incòmode i genial.`,
  },
  {
    title: 'Fronteres',
    description: `La ratlla dels mapes i la de les llengües: literatura de pas, d'exili i de retorn.`,
    editorial: `Des de Banyoles, la frontera és a tocar. Hi ha qui la va travessar a peu l'hivern del 1939 i qui avui la creua cada dia per anar a treballar. Aquest mes parlem de fronteres: de l'exili republicà, de la Catalunya del Nord, de les llengües que es barregen als mercats de Perpinyà i de la literatura que neix just en aquesta ratlla incerta.`,
  },
  {
    title: 'La música de les paraules',
    description: `Poesia i cançó, ritme i prosa: quan la literatura sona.`,
    editorial: `Hi ha textos que s'han de llegir en veu alta, i cançons que són millors poemes que molts poemes. Aquest número està dedicat a la música de les paraules: entrevistem cantautors i poetes, escoltem la prosa d'alguns clàssics i proposem una petita discoteca literària. Recomanem llegir-lo amb els auriculars a prop.`,
  },
  {
    title: 'Biblioteques',
    description: `Biblioteques públiques, privades i imaginàries: els llocs on viuen els llibres.`,
    editorial: `Una biblioteca pública és potser el millor invent col·lectiu que tenim. En aquest número en visitem moltes: la de barri que obre fins tard, la d'un poble del Pirineu que té més llibres que habitants, la biblioteca particular d'un col·leccionista de Girona i les biblioteques imaginàries que apareixen als llibres. És una declaració d'amor a la lectura compartida.`,
  },
  {
    title: 'El cos que escriu',
    description: `Mans, veu, malaltia i dansa: la literatura que passa pel cos.`,
    editorial: `Escrivim amb les mans, llegim amb els ulls i recordem amb tot el cos. Aquest número explora la relació entre literatura i corporalitat: escriptores que han narrat la malaltia, ballarins que escriuen, poemes sobre la fatiga i la força. Un recordatori que darrere de cada pàgina hi ha algú que respira.`,
  },
  {
    title: 'La pantalla i el paper',
    description: `Cinema i literatura, adaptacions i pel·lícules que semblen novel·les.`,
    editorial: `El cinema i la literatura es miren de reüll des de fa més d'un segle. Aquest mes els posem cara a cara: adaptacions que milloren el llibre, novel·les que semblen guions, cineastes que escriuen i escriptors que somien en pla seqüència. També hi ha una passejada pels cinemes de barri que encara resisteixen a Barcelona i a les comarques.`,
  },
  {
    title: 'Camins de muntanya',
    description: `El Pirineu a peu: refugis, pastors, poetes i la literatura de l'altura.`,
    editorial: `Juliol és el mes de la muntanya. Proposem pujar al Pirineu amb la motxilla lleugera i una llibreta: dormir en refugis, parlar amb pastors, resseguir els camins que van fer els contrabandistes i els excursionistes del segle passat. La literatura de l'altura té un ritme propi, fet de pujades, de respiracions i de vistes que no caben en cap fotografia.`,
  },
  {
    title: 'Sud',
    description: `València, l'Albufera i les comarques del sud: una altra llum per a la mateixa llengua.`,
    editorial: `Aquest agost mirem cap al sud. La literatura valenciana viu un moment extraordinari i hem volgut llegir-la de prop: passegem per l'Albufera, visitem llibreries de Russafa, entrevistem poetes d'Alcoi i de Xàtiva. És la mateixa llengua amb una altra llum, i cada vegada que hi anem tornem amb la maleta plena de llibres.`,
  },
  {
    title: 'Verema',
    description: `Vinyes, cellers i la cultura del vi: literatura amb gust de terra.`,
    editorial: `Setembre és temps de verema al Priorat, a l'Empordà i al Penedès. En aquest número parlem de vi, però sobretot de terra: de les famílies que treballen les vinyes, de les paraules que s'estan perdent amb els oficis del camp, dels poemes que s'han escrit entre ceps. Una collita literària que, com el bon vi, demana temps.`,
  },
  {
    title: 'Les coses petites',
    description: `Objectes quotidians, detalls i miniatures: l'art de mirar allò que no es veu.`,
    editorial: `Aquest número és un elogi del detall. Hi ha un assaig sobre les culleres, un poema sobre una agulla de cosir, una entrevista amb una miniaturista que treballa amb lupa. Ens agrada pensar que la cultura no és només la gran obra, sinó també l'atenció a les coses petites, que sovint diuen més de nosaltres que qualsevol monument.`,
  },
  {
    title: 'Arxius i oblits',
    description: `Arxius municipals, fotografies trobades i la feina de recordar.`,
    editorial: `Els arxius són llocs silenciosos on passen coses extraordinàries. Aquest mes hi entrem: a l'arxiu comarcal on una historiadora ha trobat les cartes d'una mestra republicana, a les capses de fotografies que algú va llençar i algú altre va salvar, a la memòria oral dels pobles. Recordar és una feina, i aquest número està dedicat a qui la fa.`,
  },
  {
    title: 'Fred',
    description: `Desembre glaçat: contes d'hivern, cases amb llar de foc i llibres per regalar.`,
    editorial: `Fa fred, i el fred també és un estat d'ànim. Tanquem l'any amb un número d'hivern ple de contes, de cases amb llar de foc i de paisatges glaçats del Pirineu. Com cada desembre, hi trobareu la nostra selecció de llibres per regalar, pensada per a lectors exigents i per a qui encara no sap que és lector.`,
  },
  {
    title: 'Començar pel final',
    description: `Epílegs, darreres obres i finals que obren portes.`,
    editorial: `Comencem l'any parlant de finals. De darreres novel·les, d'epílegs que canvien el sentit d'un llibre, de carreres que acaben amb una obra mestra. Pot semblar una manera estranya d'estrenar el calendari, però els finals ben escrits sempre deixen una porta oberta, i és per aquesta porta que volem entrar al nou any.`,
  },
  {
    title: 'Amor i altres desordres',
    description: `La literatura amorosa, de les cançons de gesta als missatges de mòbil.`,
    editorial: `Febrer ve carregat de cors vermells als aparadors, però l'amor de la literatura és molt més desordenat. En aquest número llegim cartes d'amor, poemes de desamor i novel·les on l'amor és un malentès meravellós. Hi ha també un assaig sobre l'amistat, que potser és la forma d'amor que la literatura ha tractat amb més injustícia.`,
  },
  {
    title: 'Les filles de la memòria',
    description: `Mares, àvies i filles: genealogies literàries escrites en femení.`,
    editorial: `Les muses eren filles de la Memòria, diu el mite. Aquest mes parlem de genealogies: d'escriptores que han recuperat la veu de les seves àvies, de receptes que són autobiografies, de fotografies familiars que expliquen el segle. Un número sobre tot allò que es transmet de mare a filla i que poques vegades ha quedat escrit.`,
  },
  {
    title: 'Llibres i roses',
    description: `Sant Jordi de nou: les novetats, les llibreries i els lectors que fan la diada.`,
    editorial: `Tornem a Sant Jordi, i tornem amb ganes. Aquest número és una guia per a la diada: les novetats que hem llegit amb calma, les llibreries que val la pena visitar, les editorials petites que s'hi juguen tant. També recordem que un llibre no és només un regal d'un dia, sinó una conversa que pot durar anys.`,
  },
  {
    title: 'El paisatge com a text',
    description: `Llegir el territori: camps, carreteres i ciutats com si fossin llibres.`,
    editorial: `Un paisatge es pot llegir com un text: té capítols, esborranys, paraules ratllades. En aquest número geògrafs, poetes i fotògrafs ens ensenyen a llegir el territori, des dels camps de la plana de l'Empordà fins als polígons industrials de l'àrea metropolitana. És una invitació a mirar amb més atenció el lloc on vivim.`,
  },
  {
    title: 'Nit curta',
    description: `La nit de Sant Joan i altres nits: insomni, estrelles i literatura nocturna.`,
    editorial: `La nit més curta de l'any és també la més llarga en records. Aquest número està escrit de nit: hi ha poemes d'insomni, cròniques de revetlla, un assaig sobre les estrelles que ja no veiem des de les ciutats. La foscor, diuen, és bona per a la imaginació, i hem volgut comprovar-ho.`,
  },
  {
    title: 'Mediterrànies',
    description: `Un mar, moltes vores: literatures i cultures del Mediterrani.`,
    editorial: `El Mediterrani no és un sol mar, sinó moltes vores que es miren. Aquest estiu llegim autors de Tunis, de Marsella, de l'Alguer i de Beirut, i pensem què vol dir viure a la riba d'un mar que és alhora camí i frontera. Un número obert, amb moltes llengües de fons i una sola convicció: la cultura sempre ha viatjat per aigua.`,
  },
  {
    title: 'Ombres',
    description: `Agost a l'ombra: lectures lentes, relats de misteri i la cara fosca de l'estiu.`,
    editorial: `A l'agost busquem l'ombra, i la literatura també en té, d'ombres. Aquest número reuneix relats de misteri, assaigs sobre el que no volem veure i una ruta pels pobles abandonats del Prepirineu. És un número per llegir a mitja tarda, amb les persianes mig abaixades i el brunzit de les cigales de fons.`,
  },
  {
    title: 'Escoles de pensament',
    description: `Filosofia a l'aula, al bar i a la plaça: pensar junts com a exercici cultural.`,
    editorial: `La filosofia no viu només a la universitat. Aquest setembre la busquem a les aules de secundària, als cafès filosòfics dels dijous, a les places on encara es discuteix. Repassem les escoles de pensament que han marcat la cultura catalana i demanem a joves filòsofs què els preocupa. Pensar junts continua sent un dels grans plaers de la vida.`,
  },
  {
    title: "L'art de mirar",
    description: `Museus, galeries i tallers: un número sobre l'art contemporani i la mirada.`,
    editorial: `Mirar sembla fàcil fins que algú ens ensenya a fer-ho de debò. Aquest mes visitem museus petits, tallers d'artistes i galeries que arrisquen. Parlem de l'art contemporani sense por, preguntant el que tothom pensa i poques vegades diu. I proposem un exercici: passar deu minuts davant d'una sola obra, sense mòbil, i escriure el que hi veiem.`,
  },
  {
    title: 'Pluja',
    description: `Novembre plujós: la pluja a la poesia, al cinema i als carrers de la ciutat.`,
    editorial: `Plou, per fi. Després d'un any de sequera, la pluja s'ha convertit en notícia i en desig. En aquest número la celebrem: poemes de pluja, pel·lícules on sempre plou, una ruta per les rieres que tornen a baixar plenes. També parlem de la sequera, perquè la literatura no pot mirar cap a una altra banda quan el paisatge canvia.`,
  },
  {
    title: "El que queda de l'any",
    description: `Balanç cultural del 2023: els llibres, les exposicions i les converses que ens han acompanyat.`,
    editorial: `Desembre és temps de balanç. Aquest número repassa el que ens ha quedat de l'any: els llibres que hem rellegit, les exposicions que ens han sacsejat, les converses que encara ens fan pensar. No és una llista de les millors coses, sinó de les que han quedat, que no sempre coincideixen. I, com cada any, la nostra proposta de llibres per regalar.`,
  },
  {
    title: "Quatre anys d'estany",
    description: `Quaranta-nou números després, la revista celebra quatre anys mirant enrere i endavant.`,
    editorial: `Fa quatre anys vam posar la primera pedra d'aquesta revista. Quaranta-nou números després, som més lectors, més col·laboradors i més convençuts que cal un espai així. En aquest número mirem enrere, amb textos escollits pels lectors, i mirem endavant, amb veus noves que s'incorporen a la redacció. Gràcies per llegir-nos: l'estany continua respirant.`,
  },
];

/** Fictional painters whose work illustrates the covers. */
export const COVER_ARTISTS: CoverArtistSeed[] = [
  {
    artist: 'Clàudia Ferrús',
    profileUrl: 'https://www.instagram.com/claudia.ferrus.pintura',
    artworks: ['Estany a les set', 'Barques de Can Morató', 'Jonc i boira', 'La Puda al migdia', 'Surgència'],
  },
  {
    artist: 'Ignasi Morera',
    profileUrl: 'https://bsky.app/profile/ignasimorera.bsky.social',
    artworks: ['Volcà dormint', 'Fageda, octubre', 'Basalt', 'Castellfollit sota la pluja'],
  },
  {
    artist: 'Teresa Vallmajó',
    profileUrl: 'https://www.instagram.com/teresavallmajo',
    artworks: ['Interior amb finestra blava', 'Biblioteca de la tia', 'Taula parada', 'Cadira buida', 'El passadís'],
  },
  {
    artist: 'Marc Oliu',
    profileUrl: 'https://bsky.app/profile/marcoliu.bsky.social',
    artworks: ['Cap de Creus, vent', 'Cala Pedrosa', 'Roques de Portlligat', 'Mar de fons'],
  },
  {
    artist: 'Anna Gratacòs',
    profileUrl: 'https://www.instagram.com/annagratacos.studio',
    artworks: ['Herbari I', 'Herbari II', 'Jardí de nit', 'Llimoner', 'Rosa de paper'],
  },
  {
    artist: 'Pau Rigat',
    profileUrl: 'https://www.instagram.com/pau.rigat',
    artworks: ['Terrat de Gràcia', 'Rambla a les sis', 'Fàbrica del Poblenou', 'Metro, línia groga'],
  },
  {
    artist: 'Sílvia Amat',
    profileUrl: 'https://bsky.app/profile/silviaamat.bsky.social',
    artworks: ['Serra de Tramuntana', 'Oliveres de Deià', 'Blau de Sóller', 'Talaiot'],
  },
  {
    artist: 'Joan Frigola',
    profileUrl: 'https://www.instagram.com/joanfrigola.art',
    artworks: ['Pic de la Dona', 'Refugi', 'Neu de març', 'Ramat a Núria', 'Carena'],
  },
  {
    artist: 'Maria Estruch',
    profileUrl: 'https://bsky.app/profile/mariaestruch.bsky.social',
    artworks: ["Albufera a l'alba", 'Barraca', 'Russafa, dissabte', 'Arrossars'],
  },
  {
    artist: 'Lídia Portell',
    profileUrl: 'https://www.instagram.com/lidiaportell',
    artworks: ['Vinya al setembre', 'Costers del Siurana', 'Celler', 'Terra roja'],
  },
  {
    artist: 'Enric Sabater',
    profileUrl: 'https://bsky.app/profile/enricsabater.bsky.social',
    artworks: ['Impremta', 'Caixa de tipus', 'Paper verjurat', 'Tinta i premsa'],
  },
  {
    artist: 'Rosa Llobet',
    profileUrl: 'https://www.instagram.com/rosallobet.pinta',
    artworks: ['Nit de Sant Joan', 'Foguera', 'Estrelles sobre Pals', 'Pluja a Girona', 'Ombra de plàtan'],
  },
];
