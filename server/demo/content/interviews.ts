/**
 * Interviews for the 'entrevistes' section. The people interviewed are fictional. Questions and
 * answers use the placeholders {first} (first name), {work}, {town} and {role}.
 */
import type { InterviewCategory, IntervieweeSeed, QuestionAnswer } from './types.js';

export const INTERVIEWEES: IntervieweeSeed[] = [
  { name: 'Dolors Bonmatí', role: 'novel·lista', category: 'escriptura', town: 'Banyoles', work: '«La casa de l\'estany»', quote: 'Escric per entendre el que no em van explicar', about: `ha publicat cinc novel·les i viu a tocar de l'estany` },
  { name: 'Pere Joan Sastre', role: 'poeta', category: 'escriptura', town: 'Pollença', work: '«Pedres de la Serra»', quote: 'La poesia és el que queda quan calles', about: `és un dels poetes mallorquins més llegits de la seva generació` },
  { name: 'Mercè Altimira', role: 'traductora', category: 'escriptura', town: 'Barcelona', work: 'la traducció de «Les ones»', quote: 'Traduir és una manera d\'estimar un llibre', about: `ha traduït al català més de seixanta llibres de l'anglès` },
  { name: 'Jan Fortià', role: 'pintor', category: 'imatge', town: 'Olot', work: 'l\'exposició «Basalt»', quote: 'El paisatge de la Garrotxa és una paleta', about: `pinta des de fa quaranta anys els volcans de la Garrotxa` },
  { name: 'Aurora Vives', role: 'cineasta', category: 'cinema', town: 'València', work: '«L\'Albufera en silenci»', quote: 'El cinema és mirar el temps passar', about: `és una documentalista valenciana premiada a diversos festivals` },
  { name: 'Biel Cerdà', role: 'cantautor', category: 'musica', town: 'Palma', work: 'el disc «Tramuntana»', quote: 'Una cançó és un poema que no s\'està quiet', about: `és un dels cantautors més personals de la música feta a les Illes` },
  { name: 'Margarida Codolar', role: 'enquadernadora', category: 'ofici', town: 'Girona', work: 'la restauració d\'un incunable', quote: 'Un llibre ben cosit pot durar cinc-cents anys', about: `treballa en un taller del barri vell de Girona des de fa tres dècades` },
  { name: 'Ernest Puigcorbé', role: 'dramaturg', category: 'escriptura', town: 'Reus', work: '«El pis de baix»', quote: 'El teatre és l\'art de fer parlar els silencis', about: `ha estrenat una desena d'obres als teatres de Barcelona i de Reus` },
  { name: 'Sònia Batllori', role: 'il·lustradora', category: 'imatge', town: 'Sabadell', work: '«Herbari de ciutat»', quote: 'Dibuixar és mirar dues vegades', about: `ha il·lustrat més de quaranta llibres per a infants i adults` },
  { name: 'Tomàs Roselló', role: 'director de cinema', category: 'cinema', town: 'Barcelona', work: '«La sala fosca»', quote: 'Les sales de cinema són les nostres esglésies laiques', about: `ha dirigit tres llargmetratges i una sèrie documental sobre els cinemes de barri` },
  { name: 'Lídia Serracant', role: 'violoncel·lista', category: 'musica', town: 'Vic', work: 'l\'enregistrament de les suites de Bach', quote: 'El silenci també és música', about: `és violoncel·lista i professora al conservatori de Vic` },
  { name: 'Francesc Pagès', role: 'llibreter', category: 'ofici', town: 'Figueres', work: 'quaranta anys de llibreria', quote: 'Un llibreter és un celestí de lectors', about: `porta la mateixa llibreria del centre de Figueres des de l'any 1983` },
  { name: 'Alba Riudavets', role: 'escriptora', category: 'escriptura', town: 'Maó', work: '«Illa de vent»', quote: 'A Menorca el vent també escriu', about: `és narradora i professora de literatura a Maó` },
  { name: 'Quim Soler Bru', role: 'fotògraf', category: 'imatge', town: 'Barcelona', work: 'el projecte «Barris»', quote: 'Una fotografia és un silenci que dura', about: `fa trenta anys que fotografia els barris perifèrics de Barcelona` },
  { name: 'Roser Camps', role: 'guionista', category: 'cinema', town: 'Terrassa', work: 'la sèrie «Les germanes»', quote: 'Un bon guió s\'escriu reescrivint', about: `ha escrit guions per a sèries de televisió i per al cinema` },
  { name: 'Martí Rovira Cos', role: 'compositor', category: 'musica', town: 'Girona', work: 'la cantata «Aigua»', quote: 'Vaig escriure la música escoltant l\'estany', about: `és compositor de música contemporània i director de cor` },
  { name: 'Carme Farrés', role: 'ceramista', category: 'ofici', town: 'la Bisbal d\'Empordà', work: 'la sèrie «Terres»', quote: 'El fang et diu quan has acabat', about: `treballa el fang en un taller familiar de la Bisbal` },
  { name: 'Joaquim Esteva', role: 'assagista', category: 'escriptura', town: 'Manresa', work: '«Pensar a la intempèrie»', quote: 'L\'assaig és pensar en veu alta davant d\'un amic', about: `és professor de filosofia i autor de diversos assaigs` },
  { name: 'Noemí Clarà', role: 'escultora', category: 'imatge', town: 'Lleida', work: 'la instal·lació «Arrels»', quote: 'L\'escultura és dialogar amb la gravetat', about: `treballa amb fusta i pedra en un antic magatzem de la plana de Lleida` },
  { name: 'Dídac Ferrer', role: 'actor i director', category: 'cinema', town: 'Barcelona', work: 'el curtmetratge «Portbou»', quote: 'Actuar és aprendre a escoltar', about: `és actor de teatre i ha dirigit el seu primer curtmetratge` },
  { name: 'Elena Sureda', role: 'cantant', category: 'musica', town: 'València', work: 'el disc «Cançons de l\'Horta»', quote: 'Cantar en la llengua de l\'àvia és tornar a casa', about: `recupera cançons tradicionals valencianes amb arranjaments contemporanis` },
  { name: 'Josep Maria Llorca', role: 'impressor', category: 'ofici', town: 'Banyoles', work: 'cinquanta anys d\'impremta', quote: 'Els tipus de plom tenen memòria', about: `va dirigir la impremta familiar de Banyoles fins a la seva jubilació` },
  { name: 'Irene Sabaté', role: 'poeta', category: 'escriptura', town: 'Tortosa', work: '«Delta»', quote: 'El delta és un poema que el riu escriu cada dia', about: `és poeta i viu a les Terres de l'Ebre` },
  { name: 'Oriol Cassà', role: 'dibuixant de còmic', category: 'imatge', town: 'Badalona', work: '«Fàbriques»', quote: 'El còmic és literatura amb els ulls oberts', about: `és autor de novel·les gràfiques sobre la memòria obrera` },
  { name: 'Marina Coromines', role: 'documentalista', category: 'cinema', town: 'Girona', work: '«Les mestres»', quote: 'Filmar la memòria és una urgència', about: `dirigeix documentals sobre la memòria històrica` },
  { name: 'Arnau Vilanova', role: 'pianista de jazz', category: 'musica', town: 'Barcelona', work: 'el disc «Nit curta»', quote: 'El jazz és una conversa entre amics que s\'escolten', about: `toca als clubs de jazz de Barcelona des dels anys noranta` },
  { name: 'Rosa Maria Puig', role: 'bibliotecària', category: 'ofici', town: 'Sant Joan de les Abadesses', work: 'la biblioteca del poble', quote: 'Una biblioteca de poble és una finestra oberta', about: `dirigeix la biblioteca municipal d'un poble del Ripollès` },
  { name: 'Enric Batlle', role: 'novel·lista', category: 'escriptura', town: 'Tarragona', work: '«Tàrraco, any zero»', quote: 'La història és una novel·la que ja està escrita', about: `és autor de novel·la històrica ambientada a l'antiga Tàrraco` },
  { name: 'Clara Gelabert', role: 'pintora', category: 'imatge', town: 'Cadaqués', work: 'la sèrie «Llum de Portlligat»', quote: 'La llum de Cadaqués no es pot pintar, només perseguir', about: `viu i pinta a Cadaqués des de fa vint-i-cinc anys` },
  { name: 'Pau Bofill', role: 'crític de cinema', category: 'cinema', town: 'Barcelona', work: '«Cent pel·lícules per viure»', quote: 'La crítica és una carta d\'amor al cinema', about: `escriu crítica de cinema des dels anys vuitanta` },
  { name: 'Júlia Miró', role: 'cantautora', category: 'musica', town: 'Alcoi', work: 'el disc «Poemes cantats»', quote: 'Els poemes ja porten la música a dins', about: `musica poetes valencians contemporanis` },
  { name: 'Ramon Tarrés', role: 'ebenista', category: 'ofici', town: 'Vic', work: 'la restauració de l\'orgue de la catedral', quote: 'La fusta no perdona la pressa', about: `és ebenista i restaurador de mobles antics` },
  { name: 'Neus Agustí', role: 'escriptora', category: 'escriptura', town: 'Lleida', work: '«Blat»', quote: 'La plana m\'ha ensenyat a escriure', about: `és narradora i ha publicat tres novel·les sobre el món rural` },
  { name: 'Miquel Boix', role: 'fotògraf', category: 'imatge', town: 'Puigcerdà', work: 'el llibre «Cerdanya»', quote: 'La muntanya et fa esperar la llum', about: `fotografia el Pirineu des de fa quatre dècades` },
  { name: 'Laura Ibars', role: 'directora de festival', category: 'cinema', town: 'Girona', work: 'el festival de cinema de Girona', quote: 'Un festival és una ciutat que mira junta', about: `dirigeix un festival de cinema independent` },
  { name: 'Toni Ferrà', role: 'músic tradicional', category: 'musica', town: 'Manacor', work: 'el disc «Xeremies»', quote: 'La música tradicional no és del passat', about: `toca la xeremia i recupera la música tradicional mallorquina` },
  { name: 'Anna Casellas', role: 'editora', category: 'ofici', town: 'Barcelona', work: 'vint anys d\'editorial independent', quote: 'Editar és escollir què ha de durar', about: `va fundar una editorial independent especialitzada en narrativa traduïda` },
  { name: 'Bernat Oliver', role: 'poeta', category: 'escriptura', town: 'Palafrugell', work: '«Cales»', quote: 'El mar és la meva biblioteca', about: `és poeta i viu a la Costa Brava` },
  { name: 'Gemma Roca', role: 'artista visual', category: 'imatge', town: 'Barcelona', work: 'la instal·lació «Arxiu»', quote: 'L\'art ha de fer preguntes, no respostes', about: `treballa amb arxius i fotografies trobades` },
  { name: 'Xavier Pujades', role: 'animador', category: 'cinema', town: 'Barcelona', work: 'el curt d\'animació «Paper»', quote: 'L\'animació és donar vida a allò que no en té', about: `és director de cinema d'animació` },
  { name: 'Cristina Vall', role: 'soprano', category: 'musica', town: 'Barcelona', work: 'el recital de cançó catalana', quote: 'La cançó de concert és poesia que respira', about: `és soprano especialitzada en cançó de concert catalana` },
  { name: 'Pep Roura', role: 'pastor', category: 'ofici', town: 'Taüll', work: 'cinquanta estius a la muntanya', quote: 'Les ovelles m\'han ensenyat paciència', about: `fa cinquanta anys que puja el ramat als prats d'alta muntanya` },
  { name: 'Sara Roig', role: 'narradora oral', category: 'escriptura', town: 'Olot', work: 'el recull «Contes de vora el foc»', quote: 'Un conte dit en veu alta no s\'oblida mai', about: `explica contes a biblioteques, escoles i places de tot el país` },
  { name: 'Lluís Garriga', role: 'arquitecte', category: 'imatge', town: 'Girona', work: 'la rehabilitació d\'un mas', quote: 'Una casa és una manera de viure', about: `és arquitecte especialitzat en arquitectura rural` },
  { name: 'Mariona Sagarra', role: 'actriu', category: 'cinema', town: 'Barcelona', work: 'la pel·lícula «Boira»', quote: 'El cinema em va salvar la vida', about: `és actriu de teatre i de cinema` },
  { name: 'Jordi Cucurella', role: 'guitarrista', category: 'musica', town: 'Figueres', work: 'el disc «Tramuntana blues»', quote: 'Toco per oblidar el vent', about: `és guitarrista i compositor empordanès` },
  { name: 'Maria Rosa Sala', role: 'pagesa', category: 'ofici', town: 'Santa Pau', work: 'la recuperació de les mongetes de Santa Pau', quote: 'La terra no menteix', about: `cultiva varietats tradicionals als camps volcànics de Santa Pau` },
  { name: 'Gerard Mas', role: 'novel·lista', category: 'escriptura', town: 'Sabadell', work: '«La fàbrica»', quote: 'Escric sobre la gent que no surt als llibres', about: `és autor de novel·les sobre el món obrer del Vallès` },
  { name: 'Eulàlia Prat', role: 'escenògrafa', category: 'imatge', town: 'Barcelona', work: 'l\'escenografia de «Canigó»', quote: 'Una escenografia és un poema en tres dimensions', about: `dissenya escenografies per a teatre i òpera` },
  { name: 'Rafel Llinàs', role: 'productor', category: 'cinema', town: 'Palma', work: 'la coproducció «Mediterrània»', quote: 'Fer cinema a les Illes és un acte de fe', about: `produeix cinema independent des de Mallorca` },
];

/** Questions for every interview, whatever the person does. */
export const GENERAL_QA: QuestionAnswer[] = [
  {
    question: `Com va començar tot?`,
    answers: [
      `Per casualitat, com gairebé totes les coses importants. Tenia quinze anys i un professor em va deixar un llibre que em va canviar la manera de mirar. Després d'això, ja no vaig poder fer una altra cosa.`,
      `Vaig créixer en una casa on no hi havia gaires llibres, però hi havia molta conversa. Crec que tot ve d'aquí: de les sobretaules llargues, de les històries que explicava la meva àvia.`,
    ],
  },
  {
    question: `Què li deu a {town}?`,
    answers: [
      `Gairebé tot. {town} és el lloc on vaig aprendre a mirar, i encara que hagi viscut fora, sempre hi torno. Hi ha una llum, unes olors, una manera de parlar que porto a dins.`,
      `Una manera de ser. A {town} la gent no parla gaire, però quan parla diu coses. Això m'ha ensenyat a no malgastar paraules.`,
    ],
  },
  {
    question: `Com és un dia de feina normal?`,
    answers: [
      `Molt avorrit, vist des de fora. M'aixeco d'hora, faig un cafè, treballo fins a migdia i a la tarda camino. La feina de debò es fa al matí; la tarda és per pensar-hi.`,
      `No hi ha dies normals, i això és el millor i el pitjor de la feina. Hi ha setmanes que no paro i d'altres que no faig res que sembli feina, però que són les més importants.`,
    ],
  },
  {
    question: `Quin paper té la llengua en el que fa?`,
    answers: [
      `Central. Treballo en català perquè és la meva llengua, i perquè crec que cada llengua veu el món d'una manera diferent. No és una decisió militant, és una decisió natural.`,
      `La llengua és la meva eina i el meu paisatge. No podria fer el que faig en cap altra llengua, o ho faria d'una altra manera, i seria una altra persona.`,
    ],
  },
  {
    question: `Quins projectes té ara entre mans?`,
    answers: [
      `Molts, i cap d'acabat. Estic treballant en una cosa nova que encara no sé què serà. M'agrada aquesta fase, quan tot és possible.`,
      `Un de petit i un de gran. El petit l'acabaré aviat; el gran, potser no l'acabi mai, però és el que em fa llevar cada matí.`,
    ],
  },
  {
    question: `Què recomanaria a algú que comença?`,
    answers: [
      `Paciència i curiositat. I llegir molt, mirar molt, escoltar molt. La tècnica s'aprèn; la mirada, no, i per això cal alimentar-la cada dia.`,
      `Que no tingui pressa. Ara tot va molt de pressa i sembla que si no triomfes als vint-i-cinc anys ja has fracassat. No és veritat. Les coses bones triguen.`,
    ],
  },
  {
    question: `Com veu el moment actual de la cultura catalana?`,
    answers: [
      `Amb una barreja d'optimisme i de preocupació. Hi ha més talent que mai i més gent que fa coses interessants, però les condicions són molt precàries. Molta gent fa cultura gairebé per amor a l'art, i això no es pot allargar indefinidament.`,
      `Viva, però fràgil. Hi ha un públic fidel i exigent, però els mitjans i les institucions no sempre hi són. Revistes com aquesta són més necessàries que mai.`,
    ],
  },
  {
    question: `Un llibre que sempre torna a llegir?`,
    answers: [
      `<em>El quadern gris</em>, de Josep Pla. L'obro per qualsevol pàgina i sempre hi trobo alguna cosa. És un llibre que no s'acaba mai.`,
      `<em>La plaça del Diamant</em>. La rellegeixo cada pocs anys i cada vegada em sembla un llibre diferent. Això és el que fa un clàssic.`,
      `Els poemes de Vinyoli. Quan estic perdut, hi torno, i sempre m'orienten una mica.`,
    ],
  },
];

/** Questions specific to what the person does. */
export const CATEGORY_QA: Record<InterviewCategory, QuestionAnswer[]> = {
  escriptura: [
    {
      question: `Com va néixer {work}?`,
      answers: [
        `D'una imatge. Sempre comença amb una imatge: una dona a la finestra, una casa buida, una barca. Després la imatge demana una història, i la història demana paraules. {work} va néixer d'una fotografia antiga que vaig trobar en un calaix.`,
        `D'una frase que vaig sentir en un tren. Algú va dir una cosa que em va quedar gravada, i durant mesos la vaig anar donant voltes fins que es va convertir en el començament del llibre.`,
      ],
    },
    {
      question: `Escriu cada dia?`,
      answers: [
        `Ho intento. No sempre surt res bo, però crec que cal ser-hi, com el pagès que va al camp encara que plogui. Les idees arriben quan estàs treballant, no quan les esperes.`,
        `No. Escric a rampells, durant setmanes molt intenses, i després passo mesos sense escriure. Però mai no deixo de pensar en el que escriuré.`,
      ],
    },
    {
      question: `Quant hi ha de vostè en els seus llibres?`,
      answers: [
        `Tot i res. No escric autobiografia, però tot el que escric passa per la meva experiència. Els personatges no sóc jo, però tenen les meves pors.`,
        `Més del que voldria. Cada vegada que rellegeixo un llibre meu m'hi trobo, en llocs on no m'esperava. Escriure és també una manera de conèixer-se.`,
      ],
    },
    {
      question: `Com es relaciona amb la crítica?`,
      answers: [
        `Llegeixo les crítiques, tot i que sé que no hauria de fer-ho. Les bones m'alegren un dia; les dolentes em fan pensar una setmana. Al final, les dolentes són més útils.`,
        `Amb respecte i distància. Una bona crítica t'ajuda a entendre el que has fet. Una de dolenta, si és honesta, també. El que no suporto és la indiferència.`,
      ],
    },
    {
      question: `Quin és el moment més difícil d'un llibre?`,
      answers: [
        `El mig. El principi té l'entusiasme i el final té la urgència, però el mig és un desert. Molts llibres moren allà, i només els sobreviuen els tossuts.`,
        `Saber quan s'ha acabat. Sempre es pot corregir una mica més, canviar una paraula, treure un paràgraf. Arriba un moment que l'has de deixar anar, com un fill que se'n va de casa.`,
      ],
    },
  ],
  imatge: [
    {
      question: `Com treballa en un projecte com {work}?`,
      answers: [
        `A poc a poc. Primer miro molt, sense fer res. Després faig esbossos, molts, que després llenço. Només quan tinc clar què vull dir començo l'obra de debò. {work} em va portar gairebé dos anys.`,
        `Amb un quadern sempre a la butxaca. Hi apunto coses que veig, colors, formes, frases. Després, al taller, aquell quadern és la meva memòria.`,
      ],
    },
    {
      question: `Què és per a vostè el taller?`,
      answers: [
        `El lloc on penso. Hi ha gent que pensa caminant o parlant; jo penso amb les mans. Al taller, el temps passa d'una altra manera.`,
        `Un refugi i un camp de batalla. És on tinc més calma i on pateixo més. Cada obra és una lluita amb el material.`,
      ],
    },
    {
      question: `Com ha canviat la seva mirada amb els anys?`,
      answers: [
        `M'he tornat més pacient. De jove volia ho tot de seguida, i ara sé esperar la llum, el moment, la idea. També m'he tornat més humil: com més miro, menys sé.`,
        `Ara miro les coses petites. De jove m'interessaven els grans temes, els grans formats. Ara em fascina una taca d'humitat en una paret.`,
      ],
    },
    {
      question: `Quina relació té amb l'art contemporani?`,
      answers: [
        `Complicada. M'interessa molt, però de vegades em cansa la teoria que l'envolta. Crec que una obra ha de parlar per si sola, sense necessitat d'un manual d'instruccions.`,
        `L'art contemporani és el meu temps, i no en puc fugir. Però intento no perdre de vista la tradició: els grans mestres encara tenen molt a ensenyar-nos.`,
      ],
    },
  ],
  cinema: [
    {
      question: `Com va sorgir {work}?`,
      answers: [
        `D'una necessitat. Hi havia una història que ningú no havia explicat, i vaig pensar que si no la filmava jo, es perdria. {work} és, sobretot, un acte de memòria.`,
        `D'un lloc. Vaig passar per allà un dia d'hivern i vaig saber que hi havia de filmar alguna cosa. La història va venir després.`,
      ],
    },
    {
      question: `Quina relació té el cinema amb la literatura?`,
      answers: [
        `De germanor i de rivalitat. Llegeixo molt, i moltes de les meves pel·lícules neixen de llibres. Però el cinema té el seu propi llenguatge, i adaptar no és il·lustrar.`,
        `Molt estreta. Els grans cineastes són grans lectors. El cinema explica històries amb imatges, però la manera d'estructurar-les ve molt de la literatura.`,
      ],
    },
    {
      question: `Com es fa cinema en català avui?`,
      answers: [
        `Amb molt d'esforç i poc pressupost. Però també amb molta llibertat. Quan no tens diners, tampoc no tens productors que et diguin què has de fer.`,
        `Amb tossuderia. Les condicions no són fàcils, però hi ha una generació de cineastes joves molt potent, i el públic respon quan se li ofereixen coses bones.`,
      ],
    },
    {
      question: `Encara va al cinema?`,
      answers: [
        `Sempre que puc. Veure una pel·lícula a la sala, amb desconeguts, és una experiència que cap pantalla domèstica no pot substituir. Hi vaig com qui va a missa.`,
        `Menys del que voldria. Però quan hi vaig, em recordo per què faig aquesta feina. La foscor de la sala és màgica.`,
      ],
    },
  ],
  musica: [
    {
      question: `Com va néixer {work}?`,
      answers: [
        `De moltes nits sense dormir. La música m'arriba de nit, quan la casa està en silenci. {work} és fruit d'un any d'insomnis fèrtils.`,
        `D'un viatge. Vaig passar un mes caminant i escoltant, i quan vaig tornar tenia les cançons al cap. Només calia escriure-les.`,
      ],
    },
    {
      question: `Quina relació té amb la poesia?`,
      answers: [
        `Molt íntima. Llegeixo poesia cada dia, i moltes de les meves cançons parteixen de poemes d'altres. Un bon poema ja té música: jo només l'he de trobar.`,
        `La poesia és la meva escola. Abans de saber tocar cap instrument, ja llegia poemes en veu alta. Crec que la meva manera de fer música ve d'aquí.`,
      ],
    },
    {
      question: `Què és el directe per a vostè?`,
      answers: [
        `El moment de la veritat. Al disc pots corregir, però al directe no. Cada concert és diferent, i la gent que hi ha canvia la música.`,
        `Una conversa. Toco per a la gent que tinc davant, i noto si m'escolten o no. Els millors concerts són aquells en què el públic i jo respirem alhora.`,
      ],
    },
    {
      question: `Com es viu de la música?`,
      answers: [
        `Malament, la majoria de vegades. Faig classes, toco a bodes, faig arranjaments per a altres. Però no em queixo: faig el que m'agrada, i això és un privilegi.`,
        `Amb moltes feines alhora. La música en directe s'ha recuperat, però els discos ja no donen diners. Cal inventar-se maneres noves d'arribar a la gent.`,
      ],
    },
  ],
  ofici: [
    {
      question: `Com va aprendre l'ofici?`,
      answers: [
        `Mirant. Vaig començar com a aprenent als setze anys i el meu mestre gairebé no parlava. Em deixava mirar i, quan m'equivocava, m'ho feia repetir. Així s'aprenen els oficis de debò.`,
        `De la família. A casa ja s'hi dedicaven els meus pares i els meus avis. No vaig triar l'ofici; l'ofici em va triar a mi.`,
      ],
    },
    {
      question: `Quin futur té un ofici com el seu?`,
      answers: [
        `Més del que sembla. Hi ha molta gent jove interessada en els oficis manuals, farts de pantalles. El problema és que no hi ha prou mestres per ensenyar-los.`,
        `No ho sé. Cada vegada som menys, però hi ha una demanda creixent de feina ben feta. Potser acabarem sent un luxe, i això no m'agrada.`,
      ],
    },
    {
      question: `Què és el que més li agrada de la feina?`,
      answers: [
        `El moment final, quan una cosa que no existia existeix. Hi ha una satisfacció en la feina ben feta que no es pot comparar amb res.`,
        `La gent. Per aquí passa tothom, i cadascú té una història. Jo escolto més que parlo, i en aquests anys he sentit coses que donarien per a deu novel·les.`,
      ],
    },
    {
      question: `Quina paraula del seu ofici li agradaria salvar?`,
      answers: [
        `Moltes. Cada eina té el seu nom, i molts d'aquests noms es perdran amb nosaltres. Hauríem de fer un diccionari, abans que sigui tard.`,
        `«Fer-ho a ull.» Vol dir fer les coses sense mesurar, amb l'experiència. És una expressió que resumeix tot l'ofici.`,
      ],
    },
  ],
};

/** Opening paragraphs of an interview. Placeholders: {name}, {about}, {town}, {work}, {role}. */
export const INTERVIEW_INTROS: string[] = [
  `{name} {about}. La conversa té lloc a {town} una tarda de pluja, en un cafè on sembla que tothom coneix {name}. Parlem d'ofici, de memòria i de {work}, el seu darrer treball, amb la calma de qui té tot el temps del món.`,
  `Hi ha persones que parlen com escriuen, i {name} n'és una. {name} {about}, i la conversa, a {town}, s'allarga molt més del previst. Al final, quan la gravadora ja està apagada, encara diu les coses més interessants.`,
  `{name} {about}. Ens rep a casa seva, a {town}, entre llibres, papers i una gata que ho vigila tot. Amb motiu de {work}, parlem de la feina, del país i del temps que passa.`,
  `Quedem amb {name} a {town}, a primera hora del matí. {name} {about}, i arriba puntual, amb una llibreta a la mà i moltes ganes de parlar de {work}.`,
];
